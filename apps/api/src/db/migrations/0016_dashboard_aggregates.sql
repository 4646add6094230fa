CREATE TABLE "dashboard_channel_months" (
	"supplier_id" integer NOT NULL,
	"month" date NOT NULL,
	"channel" text NOT NULL,
	"order_count" integer NOT NULL,
	"sales" numeric(16, 2) NOT NULL,
	CONSTRAINT "dashboard_channel_months_supplier_id_month_channel_pk" PRIMARY KEY("supplier_id","month","channel")
);
--> statement-breakpoint
CREATE TABLE "dashboard_item_months" (
	"supplier_id" integer NOT NULL,
	"month" date NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"sales" numeric(16, 2) NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text,
	CONSTRAINT "dashboard_item_months_supplier_id_month_sku_pk" PRIMARY KEY("supplier_id","month","sku")
);
--> statement-breakpoint
CREATE TABLE "dashboard_sales_slots" (
	"supplier_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"order_count" integer NOT NULL,
	"sales" numeric(16, 2) NOT NULL,
	CONSTRAINT "dashboard_sales_slots_supplier_id_slot_start_pk" PRIMARY KEY("supplier_id","slot_start")
);
--> statement-breakpoint
CREATE TABLE "dashboard_unshipped" (
	"supplier_id" integer NOT NULL,
	"promised_on" date NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "dashboard_unshipped_supplier_id_promised_on_pk" PRIMARY KEY("supplier_id","promised_on")
);
--> statement-breakpoint
CREATE TABLE "ddr_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ddr_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer,
	"type" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"note" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ddr_cases_type_ck" CHECK ("ddr_cases"."type" in ('Damage','Defect','Return'))
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "last_inventory_processed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dashboard_channel_months" ADD CONSTRAINT "dashboard_channel_months_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_item_months" ADD CONSTRAINT "dashboard_item_months_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_sales_slots" ADD CONSTRAINT "dashboard_sales_slots_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_unshipped" ADD CONSTRAINT "dashboard_unshipped_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddr_cases" ADD CONSTRAINT "ddr_cases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddr_cases" ADD CONSTRAINT "ddr_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddr_cases" ADD CONSTRAINT "ddr_cases_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ddr_cases_supplier_created_idx" ON "ddr_cases" USING btree ("supplier_id","created_on","type");--> statement-breakpoint
CREATE INDEX "ddr_cases_order_idx" ON "ddr_cases" USING btree ("order_id");--> statement-breakpoint
-- Dashboard aggregates, exact at every commit: statement-level triggers on orders and order_items apply each
-- statement's net change in the writing transaction (like order_counts, migration 0010), so every write path (the
-- services, imports, marketplace decisions, the seeds, plain SQL) keeps them right and a rollback leaves no trace.
-- Keys are upserted in key order (writers lock them in the same order). A row whose count falls to 0 stays (removing
-- it would need a second look at every touched key); readers sum rows and skip zero totals.
-- The rules (which statuses are sales, which instant places an order in a day) are in docs/decisions/dashboard.md.
CREATE OR REPLACE FUNCTION dashboard_is_sale(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS
$$ SELECT status IN ('NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_is_unshipped(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS
$$ SELECT status IN ('NeedsProcessing', 'AwaitingShipment') $$;
--> statement-breakpoint
-- The quarter hour of an instant: every zone's offset is a whole number of quarter hours, so a caller's day is a
-- run of whole slots.
CREATE OR REPLACE FUNCTION dashboard_slot(t timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS
$$ SELECT timestamptz 'epoch' + floor(extract(epoch FROM t) / 900) * interval '900 seconds' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_month(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
$$ SELECT date_trunc('month', t AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
-- Signed order rows (`d` = 1 for new values, -1 for old ones) -> sales slots, channel months, orders to ship; and,
-- when `items` is set, the item months of those orders' lines. The statements run here, in the trigger function,
-- because only its own statements see the transition tables.
CREATE OR REPLACE FUNCTION dashboard_orders_after() RETURNS trigger AS $$
DECLARE
  delta text;
  items text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- a new order has no lines yet: its items count when they are inserted
    delta := 'SELECT 1 AS d, * FROM new_orders';
  ELSIF TG_OP = 'DELETE' THEN
    -- the lines were counted off by dashboard_orders_before_delete while they still existed
    delta := 'SELECT -1 AS d, * FROM old_orders';
  ELSE
    -- most updates (version bumps, labels, trackings) change nothing the dashboard reads: compare first, cheaply
    IF NOT EXISTS (
      SELECT 1 FROM new_orders n JOIN old_orders o ON o.id = n.id
      WHERE (n.supplier_id, n.status, n.created_on, n.supplier_total, n.purchased_from, n.promised_shipping_date)
        IS DISTINCT FROM (o.supplier_id, o.status, o.created_on, o.supplier_total, o.purchased_from, o.promised_shipping_date)
    ) THEN
      RETURN NULL;
    END IF;
    delta := 'SELECT 1 AS d, * FROM new_orders UNION ALL SELECT -1, * FROM old_orders';
    -- lines move only when the order's supplier, sale status or month changes
    items := 'SELECT 1 AS d, n.* FROM new_orders n JOIN old_orders o ON o.id = n.id
         WHERE (n.supplier_id, dashboard_is_sale(n.status), dashboard_month(n.created_on)) IS DISTINCT FROM (o.supplier_id, dashboard_is_sale(o.status), dashboard_month(o.created_on))
       UNION ALL
       SELECT -1, o.* FROM old_orders o JOIN new_orders n ON n.id = o.id
         WHERE (n.supplier_id, dashboard_is_sale(n.status), dashboard_month(n.created_on)) IS DISTINCT FROM (o.supplier_id, dashboard_is_sale(o.status), dashboard_month(o.created_on))';
  END IF;
  EXECUTE format($q$
    INSERT INTO dashboard_sales_slots AS s (supplier_id, slot_start, order_count, sales)
      SELECT supplier_id, dashboard_slot(created_on), sum(d)::int, sum(d * supplier_total) FROM (%s) x
      WHERE dashboard_is_sale(status) GROUP BY 1, 2 HAVING sum(d) <> 0 OR sum(d * supplier_total) <> 0 ORDER BY 1, 2
      ON CONFLICT (supplier_id, slot_start) DO UPDATE SET order_count = s.order_count + excluded.order_count, sales = s.sales + excluded.sales
  $q$, delta);
  EXECUTE format($q$
    INSERT INTO dashboard_channel_months AS c (supplier_id, month, channel, order_count, sales)
      SELECT supplier_id, dashboard_month(created_on), coalesce(purchased_from, ''), sum(d)::int, sum(d * supplier_total) FROM (%s) x
      WHERE dashboard_is_sale(status) GROUP BY 1, 2, 3 HAVING sum(d) <> 0 OR sum(d * supplier_total) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (supplier_id, month, channel) DO UPDATE SET order_count = c.order_count + excluded.order_count, sales = c.sales + excluded.sales
  $q$, delta);
  EXECUTE format($q$
    INSERT INTO dashboard_unshipped AS u (supplier_id, promised_on, order_count)
      SELECT supplier_id, coalesce(promised_shipping_date, 'infinity'::date), sum(d)::int FROM (%s) x
      WHERE dashboard_is_unshipped(status) GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (supplier_id, promised_on) DO UPDATE SET order_count = u.order_count + excluded.order_count
  $q$, delta);
  IF items IS NOT NULL THEN
    EXECUTE format($q$
      INSERT INTO dashboard_item_months AS m (supplier_id, month, sku, quantity, sales, product_name, image_url)
        SELECT x.supplier_id, dashboard_month(x.created_on), i.sku, sum(x.d * i.quantity)::int, sum(x.d * i.quantity * i.price_per_unit),
          max(i.product_name), max(i.image_url)
        FROM (%s) x JOIN order_items i ON i.order_id = x.id
        WHERE dashboard_is_sale(x.status) GROUP BY 1, 2, 3
        HAVING sum(x.d * i.quantity) <> 0 OR sum(x.d * i.quantity * i.price_per_unit) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (supplier_id, month, sku) DO UPDATE SET quantity = m.quantity + excluded.quantity, sales = m.sales + excluded.sales
    $q$, items);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Deleting an order deletes its lines through the foreign key's cascade, after which no statement can see which
-- order they belonged to: count the lines off before the order goes. Orders are hardly ever deleted.
CREATE OR REPLACE FUNCTION dashboard_orders_before_delete() RETURNS trigger AS $$
BEGIN
  IF dashboard_is_sale(OLD.status) THEN
    INSERT INTO dashboard_item_months AS m (supplier_id, month, sku, quantity, sales, product_name, image_url)
      SELECT OLD.supplier_id, dashboard_month(OLD.created_on), i.sku, -sum(i.quantity)::int, -sum(i.quantity * i.price_per_unit), max(i.product_name), max(i.image_url)
      FROM order_items i WHERE i.order_id = OLD.id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (supplier_id, month, sku) DO UPDATE SET quantity = m.quantity + excluded.quantity, sales = m.sales + excluded.sales;
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Lines of a sale order: signed line rows joined to their (current) order.
CREATE OR REPLACE FUNCTION dashboard_items_after() RETURNS trigger AS $$
DECLARE
  delta text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := 'SELECT 1 AS d, * FROM new_items';
  ELSIF TG_OP = 'DELETE' THEN
    delta := 'SELECT -1 AS d, * FROM old_items';
  ELSE
    -- the services set every line's status along with the order's: nothing to do unless a counted value changed
    IF NOT EXISTS (
      SELECT 1 FROM new_items n JOIN old_items o ON o.id = n.id
      WHERE (n.order_id, n.sku, n.quantity, n.price_per_unit, n.product_name, n.image_url)
        IS DISTINCT FROM (o.order_id, o.sku, o.quantity, o.price_per_unit, o.product_name, o.image_url)
    ) THEN
      RETURN NULL;
    END IF;
    delta := 'SELECT 1 AS d, * FROM new_items UNION ALL SELECT -1, * FROM old_items';
  END IF;
  EXECUTE format($q$
    INSERT INTO dashboard_item_months AS m (supplier_id, month, sku, quantity, sales, product_name, image_url)
      SELECT o.supplier_id, dashboard_month(o.created_on), x.sku, sum(x.d * x.quantity)::int, sum(x.d * x.quantity * x.price_per_unit),
        coalesce(max(x.product_name) FILTER (WHERE x.d > 0), max(x.product_name)), coalesce(max(x.image_url) FILTER (WHERE x.d > 0), max(x.image_url))
      FROM (%s) x JOIN orders o ON o.id = x.order_id
      WHERE dashboard_is_sale(o.status) GROUP BY 1, 2, 3
      HAVING sum(x.d * x.quantity) <> 0 OR sum(x.d * x.quantity * x.price_per_unit) <> 0 OR count(*) FILTER (WHERE x.d > 0) > 0
      ORDER BY 1, 2, 3
      ON CONFLICT (supplier_id, month, sku) DO UPDATE SET quantity = m.quantity + excluded.quantity, sales = m.sales + excluded.sales,
        product_name = excluded.product_name, image_url = coalesce(excluded.image_url, m.image_url)
  $q$, delta);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_orders_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM dashboard_sales_slots;
  DELETE FROM dashboard_channel_months;
  DELETE FROM dashboard_unshipped;
  DELETE FROM dashboard_item_months;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_items_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM dashboard_item_months;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_after();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_after();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_after();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_before_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION dashboard_orders_before_delete();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_truncate();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_items_after();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_items_after();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_items_after();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_items_truncate();
--> statement-breakpoint
-- Existing orders (the locks keep writers out between the backfill and the triggers taking over).
LOCK TABLE orders, order_items IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO dashboard_sales_slots (supplier_id, slot_start, order_count, sales)
  SELECT supplier_id, dashboard_slot(created_on), count(*)::int, sum(supplier_total) FROM orders WHERE dashboard_is_sale(status) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO dashboard_channel_months (supplier_id, month, channel, order_count, sales)
  SELECT supplier_id, dashboard_month(created_on), coalesce(purchased_from, ''), count(*)::int, sum(supplier_total) FROM orders WHERE dashboard_is_sale(status) GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_unshipped (supplier_id, promised_on, order_count)
  SELECT supplier_id, coalesce(promised_shipping_date, 'infinity'::date), count(*)::int FROM orders WHERE dashboard_is_unshipped(status) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO dashboard_item_months (supplier_id, month, sku, quantity, sales, product_name, image_url)
  SELECT o.supplier_id, dashboard_month(o.created_on), i.sku, sum(i.quantity)::int, sum(i.quantity * i.price_per_unit), max(i.product_name), max(i.image_url)
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE dashboard_is_sale(o.status) GROUP BY 1, 2, 3;
