-- Live order updates (GET /api/events): every order change writes an order_history row in its own transaction,
-- so a trigger on that table announces it. NOTIFY is delivered only on commit: rolled-back changes stay silent.
CREATE OR REPLACE FUNCTION notify_order_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'order_changed',
    json_build_object(
      'id', NEW.id,
      'orderId', NEW.order_id,
      'supplierId', (SELECT o.supplier_id FROM orders o WHERE o.id = NEW.order_id)
    )::text
  );
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_history_notify_order_changed
  AFTER INSERT ON order_history
  FOR EACH ROW EXECUTE FUNCTION notify_order_changed();
