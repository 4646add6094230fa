-- The answer cache (platform/caches/answer-cache.ts; docs/decisions/request-cost.md, "The answer cache"): every
-- committed change of a supplier's data gives the supplier a new data version, in the transaction of the change, so an
-- API process can serve a kept answer after one look at the version: the same version, the same data.
-- The version is the changing transaction's id (xid8 never repeats, not even after a truncate or a restore of the
-- table), written at COMMIT by a deferred trigger: the version row's lock is held for the commit only, not from the
-- first write (a payment run's long transaction does not make a supplier's own writes wait), and a transaction that
-- touches several suppliers writes their rows in supplier order (no deadlock between two of them).
CREATE TABLE "supplier_data_versions" (
  "supplier_id" integer PRIMARY KEY,
  "version" xid8 NOT NULL
);--> statement-breakpoint
-- Which suppliers the open transaction changed, until its commit writes their versions (then the rows are gone).
CREATE UNLOGGED TABLE "supplier_data_touches" (
  "txid" xid8 NOT NULL,
  "supplier_id" integer NOT NULL,
  PRIMARY KEY ("txid", "supplier_id")
);--> statement-breakpoint
-- Every supplier has a version from the start (a supplier without one has no answer kept: an insert of a supplier
-- writes its own, below).
INSERT INTO "supplier_data_versions" ("supplier_id", "version") SELECT "id", pg_current_xact_id() FROM "suppliers";--> statement-breakpoint
-- The requests' role reads the versions and nothing more; the functions below (the owner's) write them.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_app') THEN
    REVOKE ALL ON "supplier_data_versions", "supplier_data_touches" FROM portal_app;
    GRANT SELECT ON "supplier_data_versions" TO portal_app;
  END IF;
END $$;--> statement-breakpoint
REVOKE ALL ON "supplier_data_versions", "supplier_data_touches" FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION portal_touch_supplier_data(suppliers integer[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  INSERT INTO supplier_data_touches (txid, supplier_id)
    SELECT pg_current_xact_id(), s FROM unnest(suppliers) AS s WHERE s IS NOT NULL
    ON CONFLICT DO NOTHING;
END
$$;--> statement-breakpoint
-- At COMMIT (deferred), once per transaction: the first event takes every touch of the transaction, in supplier order.
CREATE FUNCTION portal_write_supplier_data_versions() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  WITH done AS (DELETE FROM supplier_data_touches WHERE txid = NEW.txid RETURNING supplier_id)
  INSERT INTO supplier_data_versions (supplier_id, version)
    SELECT supplier_id, NEW.txid FROM done ORDER BY supplier_id
    ON CONFLICT (supplier_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "supplier_data_versions_at_commit" AFTER INSERT ON "supplier_data_touches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_write_supplier_data_versions();--> statement-breakpoint
-- One call per statement (transition tables), whatever the number of rows.
CREATE FUNCTION supplier_data_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_touch_supplier_data(ARRAY(SELECT DISTINCT supplier_id::int FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION supplier_data_moved() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_touch_supplier_data(ARRAY(SELECT supplier_id::int FROM changed UNION SELECT supplier_id::int FROM previous));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION supplier_row_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_touch_supplier_data(ARRAY(SELECT id::int FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A truncate says nothing of whose rows went: every supplier gets the truncating transaction's version (no kept answer
-- survives it).
CREATE FUNCTION portal_forget_supplier_data_versions() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  UPDATE supplier_data_versions SET version = pg_current_xact_id();
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every tenant table (db/tenant-tables.ts) but those no kept answer reads and that change on their own (API tokens'
-- last use, webhook deliveries and their attempts, the user change log), plus users (a user's time zone, name) and
-- suppliers (the supplier's own row). answer-versions.postgres.test.ts fails for a later tenant table without them.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['accounting_notes','credit_memos','credit_requests','dashboard_channel_months','dashboard_ddr_months',
    'dashboard_item_months','dashboard_sales_slots','dashboard_unshipped','ddr_cases','deduction_files','deductions','disputes',
    'feature_flag_overrides','invoice_agreements','invoices','label_batches','order_cancellations','order_counts','order_history',
    'order_item_packages','order_items','order_labels','orders','payment_terms','performance_alerts','performance_days',
    'performance_order_facts','performance_processing_days','performance_standard_overrides','price_change_request_items',
    'price_change_requests','remittance_lines','remittances','rmas','shipment_requests','supplier_agreements','supplier_contacts',
    'supplier_facilities','supplier_key_contacts','supplier_representatives','trackings','users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed()', t || '_data_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_moved()', t || '_data_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed()', t || '_data_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_forget_supplier_data_versions()', t || '_data_version_truncate', t);
  END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER "suppliers_data_version_insert" AFTER INSERT ON "suppliers" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_row_changed();--> statement-breakpoint
CREATE TRIGGER "suppliers_data_version_update" AFTER UPDATE ON "suppliers" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_row_changed();--> statement-breakpoint
CREATE TRIGGER "suppliers_data_version_delete" AFTER DELETE ON "suppliers" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_row_changed();--> statement-breakpoint
CREATE TRIGGER "suppliers_data_version_truncate" AFTER TRUNCATE ON "suppliers" FOR EACH STATEMENT EXECUTE FUNCTION portal_forget_supplier_data_versions();
