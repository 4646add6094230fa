DROP INDEX "invoices_order_idx";--> statement-breakpoint
DROP INDEX "order_history_order_idx";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
DROP INDEX "trackings_order_idx";--> statement-breakpoint
DROP INDEX "trackings_order_item_idx";--> statement-breakpoint
DROP INDEX "price_change_requests_order_idx";--> statement-breakpoint
DROP INDEX "shipment_requests_order_idx";--> statement-breakpoint
DROP INDEX "invoice_agreements_invoice_idx";--> statement-breakpoint
DROP INDEX "order_cancellations_order_idx";--> statement-breakpoint
DROP INDEX "order_item_packages_item_idx";--> statement-breakpoint
DROP INDEX "order_labels_order_uq";--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_agreements" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "order_item_packages" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
-- Backfill from the parent (children of children after their parent), user triggers off: the dashboard/count triggers
-- would only recompute unchanged aggregates. Then NOT NULL.
ALTER TABLE "order_items" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "order_items" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ENABLE TRIGGER USER;--> statement-breakpoint
UPDATE "trackings" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "order_history" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "price_change_requests" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "shipment_requests" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "order_cancellations" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "invoice_agreements" c SET "supplier_id" = i."supplier_id" FROM "invoices" i WHERE i."id" = c."invoice_id";--> statement-breakpoint
UPDATE "order_item_packages" c SET "supplier_id" = i."supplier_id" FROM "order_items" i WHERE i."id" = c."order_item_id";--> statement-breakpoint
UPDATE "price_change_request_items" c SET "supplier_id" = r."supplier_id" FROM "price_change_requests" r WHERE r."id" = c."request_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trackings" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_change_requests" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_requests" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_agreements" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_packages" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD CONSTRAINT "price_change_request_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_agreements" ADD CONSTRAINT "invoice_agreements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_packages" ADD CONSTRAINT "order_item_packages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_change_request_items_request_idx" ON "price_change_request_items" USING btree ("supplier_id","request_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("supplier_id","order_id","created_on");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "trackings_order_idx" ON "trackings" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "trackings_order_item_idx" ON "trackings" USING btree ("supplier_id","order_item_id");--> statement-breakpoint
CREATE INDEX "price_change_requests_order_idx" ON "price_change_requests" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "shipment_requests_order_idx" ON "shipment_requests" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "invoice_agreements_invoice_idx" ON "invoice_agreements" USING btree ("supplier_id","invoice_id");--> statement-breakpoint
CREATE INDEX "order_cancellations_order_idx" ON "order_cancellations" USING btree ("supplier_id","order_id","created_on");--> statement-breakpoint
CREATE INDEX "order_item_packages_item_idx" ON "order_item_packages" USING btree ("supplier_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_labels_order_uq" ON "order_labels" USING btree ("supplier_id","order_id");--> statement-breakpoint
-- Row-level security, the second layer behind the services' supplier filters (docs/decisions/row-level-security.md). Requests run
-- as portal_app (no BYPASSRLS) with app.supplier_id / app.operator set per transaction by the db client; the owner
-- (migrations, seed, background work) is not subject to the policies. On PGlite (a superuser) nothing changes.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_app') THEN
    CREATE ROLE portal_app NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'portal_app was not created (no CREATEROLE): create it as docs/operations.md says';
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_app') THEN
    -- the owner switches to it per transaction (SET LOCAL ROLE): a non-superuser owner must be a member
    IF NOT pg_has_role(current_user, 'portal_app', 'MEMBER') THEN
      BEGIN
        EXECUTE format('GRANT portal_app TO %I', current_user);
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'the owner is not a member of portal_app (no right to grant it): grant it as docs/operations.md says before setting DATABASE_APP_ROLE';
      END;
    END IF;
    GRANT USAGE ON SCHEMA public TO portal_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO portal_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO portal_app;
    -- tables and sequences of later migrations too
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO portal_app;
  END IF;
END $$;--> statement-breakpoint
-- Every table with a supplier_id (users aside: a reference table read at sign-in, operators have none; and
-- supplier_applications: they come before their supplier): one supplier's
-- rows, or every row for an operator. A later tenant table gets the same policy in its own migration
-- (tenancy rls.postgres.test.ts fails until it has one).
DO $$ DECLARE t text; BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'supplier_id' AND tb.table_type = 'BASE TABLE' AND c.table_name NOT IN ('users', 'supplier_applications')
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (supplier_id = nullif(current_setting(''app.supplier_id'', true), '''')::int OR current_setting(''app.operator'', true) = ''on'') WITH CHECK (supplier_id = nullif(current_setting(''app.supplier_id'', true), '''')::int OR current_setting(''app.operator'', true) = ''on'')',
      t
    );
  END LOOP;
END $$;
