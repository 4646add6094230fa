-- Read caches in the API processes (platform/caches): every committed change to what they hold announces itself on
-- the cache_invalidated channel, and each process drops the affected entries. NOTIFY is delivered on commit only, and
-- identical payloads within one transaction are delivered once, so a bulk update of one supplier's orders sends one.
-- Payloads: 'orders:<supplier id>' (grid totals), 'user:<user id>' and 'supplier:<supplier id>' (signed-in actors).
CREATE OR REPLACE FUNCTION notify_orders_cache() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cache_invalidated', 'orders:' || OLD.supplier_id);
  ELSE
    PERFORM pg_notify('cache_invalidated', 'orders:' || NEW.supplier_id);
    IF TG_OP = 'UPDATE' AND NEW.supplier_id IS DISTINCT FROM OLD.supplier_id THEN
      PERFORM pg_notify('cache_invalidated', 'orders:' || OLD.supplier_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_notify_cache
  AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_orders_cache();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_all_caches() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_notify_cache_truncate
  AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_caches();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_cache() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', 'user:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_cache
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_cache();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_supplier_cache() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', 'supplier:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suppliers_notify_cache
  AFTER UPDATE OR DELETE ON suppliers
  FOR EACH ROW EXECUTE FUNCTION notify_supplier_cache();
--> statement-breakpoint
CREATE TRIGGER users_notify_cache_truncate
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_caches();
--> statement-breakpoint
CREATE TRIGGER suppliers_notify_cache_truncate
  AFTER TRUNCATE ON suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_caches();
