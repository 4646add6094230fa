-- order_day_counts: orders per (supplier, UTC day of created_on, status, shipping type), exact at every commit as
-- order_counts is (migration 0010): statement-level triggers on orders with transition tables apply each statement's
-- net change in the writing transaction, keys upserted in key order (writers lock counters in the same order), a
-- statement that changes no key returns after one comparison, counters that reach 0 are deleted.
-- What it is for: a jump to a far page of a created-on-sorted counter view (docs/decisions/orders-list-at-scale.md,
-- "Jumps to a far page"): the day where the offset falls is found by a running sum over these rows, then the page is
-- read by OFFSET within that day only. The day is UTC's (any fixed zone would do: a day is a range of created_on,
-- so the days follow the grid's created-on order in both directions).
CREATE TABLE "order_day_counts" (
  "supplier_id" integer NOT NULL,
  "created_on" date NOT NULL,
  "status" text NOT NULL,
  "shipping_type" text NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "order_day_counts_supplier_id_created_on_status_shipping_type_pk" PRIMARY KEY ("supplier_id", "created_on", "status", "shipping_type")
);--> statement-breakpoint
ALTER TABLE "order_day_counts" ADD CONSTRAINT "order_day_counts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_day_counts_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_day_counts AS c (supplier_id, created_on, status, shipping_type, n)
    SELECT supplier_id, (created_on AT TIME ZONE 'UTC')::date, status, shipping_type, count(*)::int FROM new_orders
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (supplier_id, created_on, status, shipping_type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_day_counts_after_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_day_counts AS c (supplier_id, created_on, status, shipping_type, n)
    SELECT supplier_id, (created_on AT TIME ZONE 'UTC')::date, status, shipping_type, -count(*)::int FROM old_orders
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (supplier_id, created_on, status, shipping_type) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM order_day_counts WHERE n <= 0 AND supplier_id IN (SELECT DISTINCT supplier_id FROM old_orders);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_day_counts_after_update() RETURNS trigger AS $$
BEGIN
  -- Most updates (version bumps, amounts, labels) change no key: compare the keys first, cheaply.
  IF NOT EXISTS (
    SELECT 1 FROM new_orders n JOIN old_orders o ON o.id = n.id
    WHERE (n.supplier_id, n.created_on, n.status, n.shipping_type) IS DISTINCT FROM (o.supplier_id, o.created_on, o.status, o.shipping_type)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_day_counts AS c (supplier_id, created_on, status, shipping_type, n)
    SELECT supplier_id, day, status, shipping_type, sum(d)::int FROM (
      SELECT supplier_id, (created_on AT TIME ZONE 'UTC')::date AS day, status, shipping_type, 1 AS d FROM new_orders
      UNION ALL
      SELECT supplier_id, (created_on AT TIME ZONE 'UTC')::date, status, shipping_type, -1 FROM old_orders
    ) x GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (supplier_id, created_on, status, shipping_type) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM order_day_counts WHERE n <= 0 AND supplier_id IN (SELECT DISTINCT supplier_id FROM old_orders);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_day_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM order_day_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_day_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_day_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER orders_day_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER orders_day_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_truncate();
--> statement-breakpoint
-- A tenant table like every other (migrations 0024, 0027, 0035): row-level security with the same policy (the
-- triggers write as the writer of the orders, i.e. for the supplier whose orders it writes), and the data-version
-- triggers of migration 0038 (the counters change only with orders, whose own triggers already touch the version:
-- these keep the rule "every tenant table announces its changes" without exception).
ALTER TABLE "order_day_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_day_counts"
  USING (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator()))
  WITH CHECK (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator()));--> statement-breakpoint
CREATE TRIGGER "order_day_counts_data_version_insert" AFTER INSERT ON "order_day_counts" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed();--> statement-breakpoint
CREATE TRIGGER "order_day_counts_data_version_update" AFTER UPDATE ON "order_day_counts" REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_moved();--> statement-breakpoint
CREATE TRIGGER "order_day_counts_data_version_delete" AFTER DELETE ON "order_day_counts" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed();--> statement-breakpoint
CREATE TRIGGER "order_day_counts_data_version_truncate" AFTER TRUNCATE ON "order_day_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION portal_forget_supplier_data_versions();--> statement-breakpoint
-- Existing orders (the lock keeps writers out between the backfill and the triggers taking over).
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO order_day_counts (supplier_id, created_on, status, shipping_type, n)
  SELECT supplier_id, (created_on AT TIME ZONE 'UTC')::date, status, shipping_type, count(*)::int FROM orders GROUP BY 1, 2, 3, 4;
