-- The payments grids at 1,000,000 orders (docs/decisions/payments.md, "Speed"): each grid's default order as an
-- index with the id (its tiebreaker), so a page reads 50 index entries and sorts nothing; the unpaid invoices' index
-- carries what the overview sums (index-only); and every committed change of a supplier's payments announces
-- 'payments:<supplier>' on cache_invalidated (migration 0011), so the API drops the supplier's cached grid totals.
DROP INDEX "remittances_supplier_date_idx";--> statement-breakpoint
CREATE INDEX "remittances_supplier_date_idx" ON "remittances" USING btree ("supplier_id","payment_date","id");--> statement-breakpoint
DROP INDEX "remittance_lines_remittance_idx";--> statement-breakpoint
CREATE INDEX "remittance_lines_remittance_idx" ON "remittance_lines" USING btree ("supplier_id","remittance_id","id");--> statement-breakpoint
DROP INDEX "deductions_supplier_posted_idx";--> statement-breakpoint
CREATE INDEX "deductions_supplier_posted_idx" ON "deductions" USING btree ("supplier_id","posted_on","id");--> statement-breakpoint
-- drizzle's index builder cannot say INCLUDE (the schema notes it)
DROP INDEX "invoices_unpaid_due_idx";--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("supplier_id","due_date") INCLUDE ("order_id","total") WHERE "invoices"."accepted_on" is not null and not "invoices"."in_review" and "invoices"."paid_remittance_id" is null;--> statement-breakpoint
-- One notification per supplier and statement (transition tables): a run's 100,000 lines send one, not 100,000.
CREATE OR REPLACE FUNCTION payments_notify_cache() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', 'payments:' || s.supplier_id) FROM (SELECT DISTINCT supplier_id FROM changed ORDER BY 1) s;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- On each payments table: insert, update and delete (their rows' suppliers), truncate (everything, migration 0011).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['invoices','remittances','remittance_lines','deductions','disputes','credit_memos'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION payments_notify_cache()', t || '_payments_notify_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION payments_notify_cache()', t || '_payments_notify_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION payments_notify_cache()', t || '_payments_notify_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_all_caches()', t || '_payments_notify_truncate', t);
  END LOOP;
END $$;
