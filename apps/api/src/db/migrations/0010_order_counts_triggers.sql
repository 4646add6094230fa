-- order_counts: orders per (supplier, status, shipping type), exact at every commit because statement-level triggers
-- on orders apply each statement's net change in the same transaction. Statement-level with transition tables, so a
-- bulk INSERT ... SELECT (the benchmark seed) costs one aggregate, not one upsert per row. Keys are upserted in key
-- order so two transactions touching the same counters lock them in the same order (no deadlock between them).
-- Counters that reach 0 are removed, so a supplier without orders has no rows.
CREATE OR REPLACE FUNCTION order_counts_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_counts AS c (supplier_id, status, shipping_type, n)
    SELECT supplier_id, status, shipping_type, count(*)::int FROM new_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (supplier_id, status, shipping_type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_after_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_counts AS c (supplier_id, status, shipping_type, n)
    SELECT supplier_id, status, shipping_type, -count(*)::int FROM old_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (supplier_id, status, shipping_type) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM order_counts WHERE n <= 0 AND supplier_id IN (SELECT DISTINCT supplier_id FROM old_orders);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_after_update() RETURNS trigger AS $$
BEGIN
  -- Most updates (version bumps, amounts, labels) change no key: compare the keys first, cheaply.
  IF NOT EXISTS (
    SELECT 1 FROM new_orders n JOIN old_orders o ON o.id = n.id
    WHERE (n.supplier_id, n.status, n.shipping_type) IS DISTINCT FROM (o.supplier_id, o.status, o.shipping_type)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_counts AS c (supplier_id, status, shipping_type, n)
    SELECT supplier_id, status, shipping_type, sum(d)::int FROM (
      SELECT supplier_id, status, shipping_type, 1 AS d FROM new_orders
      UNION ALL
      SELECT supplier_id, status, shipping_type, -1 FROM old_orders
    ) x GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (supplier_id, status, shipping_type) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM order_counts WHERE n <= 0 AND supplier_id IN (SELECT DISTINCT supplier_id FROM old_orders);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER orders_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_truncate();
--> statement-breakpoint
-- Existing orders (the lock keeps writers out between the backfill and the triggers taking over).
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DELETE FROM order_counts;
--> statement-breakpoint
INSERT INTO order_counts (supplier_id, status, shipping_type, n)
  SELECT supplier_id, status, shipping_type, count(*)::int FROM orders GROUP BY 1, 2, 3;
