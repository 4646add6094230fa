CREATE TABLE "performance_alerts" (
	"supplier_id" integer NOT NULL,
	"figure" text NOT NULL,
	"alert" text NOT NULL,
	"value" double precision,
	"range" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "performance_alerts_supplier_id_figure_pk" PRIMARY KEY("supplier_id","figure"),
	CONSTRAINT "performance_alerts_alert_ck" CHECK ("performance_alerts"."alert" in ('none', 'projected', 'inTrouble'))
);
--> statement-breakpoint
CREATE TABLE "performance_days" (
	"supplier_id" integer NOT NULL,
	"figure" text NOT NULL,
	"day" date NOT NULL,
	"counted" integer NOT NULL,
	"missed" integer NOT NULL,
	CONSTRAINT "performance_days_supplier_id_figure_day_pk" PRIMARY KEY("supplier_id","figure","day")
);
--> statement-breakpoint
CREATE TABLE "performance_order_facts" (
	"supplier_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"received_on" date,
	"processed_on" date,
	"processing_days" integer,
	"shipped_on" date,
	"late" boolean DEFAULT false NOT NULL,
	"tracking_valid" boolean DEFAULT false NOT NULL,
	"cancellation_asked" boolean DEFAULT false NOT NULL,
	"invoiced_on" date,
	"invoice_inaccurate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "performance_order_facts_supplier_id_order_id_pk" PRIMARY KEY("supplier_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "performance_processing_days" (
	"supplier_id" integer NOT NULL,
	"day" date NOT NULL,
	"business_days" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "performance_processing_days_supplier_id_day_business_days_pk" PRIMARY KEY("supplier_id","day","business_days")
);
--> statement-breakpoint
CREATE TABLE "performance_standard_overrides" (
	"supplier_id" integer NOT NULL,
	"figure" text NOT NULL,
	"target" double precision NOT NULL,
	"good" double precision NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "performance_standard_overrides_supplier_id_figure_pk" PRIMARY KEY("supplier_id","figure")
);
--> statement-breakpoint
CREATE TABLE "performance_standards" (
	"figure" text PRIMARY KEY NOT NULL,
	"target" double precision NOT NULL,
	"good" double precision NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "performance_alerts" ADD CONSTRAINT "performance_alerts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_days" ADD CONSTRAINT "performance_days_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_order_facts" ADD CONSTRAINT "performance_order_facts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_order_facts" ADD CONSTRAINT "performance_order_facts_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_processing_days" ADD CONSTRAINT "performance_processing_days_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_standard_overrides" ADD CONSTRAINT "performance_standard_overrides_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_standard_overrides" ADD CONSTRAINT "performance_standard_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_standards" ADD CONSTRAINT "performance_standards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_order_facts_shipped_idx" ON "performance_order_facts" USING btree ("supplier_id","shipped_on");--> statement-breakpoint
CREATE INDEX "performance_order_facts_received_idx" ON "performance_order_facts" USING btree ("supplier_id","received_on");--> statement-breakpoint
CREATE INDEX "performance_order_facts_processed_idx" ON "performance_order_facts" USING btree ("supplier_id","processed_on");--> statement-breakpoint
CREATE INDEX "performance_order_facts_invoiced_idx" ON "performance_order_facts" USING btree ("supplier_id","invoiced_on");--> statement-breakpoint
-- The scorecard's daily counts, exact at every commit (docs/decisions/performance.md): statement-level triggers on
-- performance_order_facts apply each statement's net change (like the dashboard's, migration 0016), so the facts'
-- refresh (in the order change's transaction), the backfill and plain SQL keep them right and a rollback leaves no
-- trace. The refresh updates a fact row only when a fact changed, so most order changes reach no count.
CREATE OR REPLACE FUNCTION performance_facts_after() RETURNS trigger AS $$
DECLARE
  delta text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := 'SELECT 1 AS d, * FROM new_facts';
  ELSIF TG_OP = 'DELETE' THEN
    delta := 'SELECT -1 AS d, * FROM old_facts';
  ELSE
    delta := 'SELECT 1 AS d, * FROM new_facts UNION ALL SELECT -1, * FROM old_facts';
  END IF;
  -- the rate figures: shipments by shipped day, cancellations by received day, invoices by invoiced day
  EXECUTE format($q$
    WITH x AS (%s)
    INSERT INTO performance_days AS p (supplier_id, figure, day, counted, missed)
      SELECT supplier_id, figure, day, sum(d)::int, sum(d * missed)::int FROM (
        SELECT d, supplier_id, 'onTimeShipment' AS figure, shipped_on AS day, late::int AS missed FROM x WHERE shipped_on IS NOT NULL
        UNION ALL SELECT d, supplier_id, 'validTracking', shipped_on, (NOT tracking_valid)::int FROM x WHERE shipped_on IS NOT NULL
        UNION ALL SELECT d, supplier_id, 'cancellation', received_on, cancellation_asked::int FROM x WHERE received_on IS NOT NULL
        UNION ALL SELECT d, supplier_id, 'invoiceAccuracy', invoiced_on, invoice_inaccurate::int FROM x WHERE invoiced_on IS NOT NULL
      ) f
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 OR sum(d * missed) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (supplier_id, figure, day) DO UPDATE SET counted = p.counted + excluded.counted, missed = p.missed + excluded.missed
  $q$, delta);
  -- processing time: orders by processed day and business days taken (its missed count depends on the standard)
  EXECUTE format($q$
    WITH x AS (%s)
    INSERT INTO performance_processing_days AS p (supplier_id, day, business_days, orders)
      SELECT supplier_id, processed_on, processing_days, sum(d)::int FROM x
      WHERE processed_on IS NOT NULL AND processing_days IS NOT NULL
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (supplier_id, day, business_days) DO UPDATE SET orders = p.orders + excluded.orders
  $q$, delta);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER performance_facts_insert AFTER INSERT ON performance_order_facts REFERENCING NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION performance_facts_after();
--> statement-breakpoint
CREATE TRIGGER performance_facts_update AFTER UPDATE ON performance_order_facts REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION performance_facts_after();
--> statement-breakpoint
CREATE TRIGGER performance_facts_delete AFTER DELETE ON performance_order_facts REFERENCING OLD TABLE AS old_facts
  FOR EACH STATEMENT EXECUTE FUNCTION performance_facts_after();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION performance_facts_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM performance_days;
  DELETE FROM performance_processing_days;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER performance_facts_truncate AFTER TRUNCATE ON performance_order_facts
  FOR EACH STATEMENT EXECUTE FUNCTION performance_facts_truncate();
--> statement-breakpoint
-- A change of a supplier's counts or alerts reaches its open pages through the event stream: 'performance:<supplier>'
-- on cache_invalidated at commit (the stream sends `performance-changed`; a rollback announces nothing).
CREATE OR REPLACE FUNCTION performance_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', 'performance:' || s.supplier_id) FROM (SELECT DISTINCT supplier_id FROM changed ORDER BY 1) s;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER performance_days_notify_insert AFTER INSERT ON performance_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_notify();
--> statement-breakpoint
CREATE TRIGGER performance_days_notify_update AFTER UPDATE ON performance_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_notify();
--> statement-breakpoint
CREATE TRIGGER performance_processing_days_notify_insert AFTER INSERT ON performance_processing_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_notify();
--> statement-breakpoint
CREATE TRIGGER performance_processing_days_notify_update AFTER UPDATE ON performance_processing_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_notify();
--> statement-breakpoint
CREATE TRIGGER performance_alerts_notify_insert AFTER INSERT ON performance_alerts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_notify();
--> statement-breakpoint
CREATE TRIGGER performance_alerts_notify_update AFTER UPDATE ON performance_alerts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_notify();
--> statement-breakpoint
-- Row-level security on the new tenant tables, the same policy as every other (migrations 0024, 0027 and 0032); the
-- global standards are a reference table without a supplier.
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['performance_order_facts', 'performance_days', 'performance_processing_days', 'performance_standard_overrides', 'performance_alerts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator())) WITH CHECK (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator()))',
      t
    );
  END LOOP;
END $$;
