CREATE TABLE "dashboard_ddr_months" (
	"supplier_id" integer NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"case_count" integer NOT NULL,
	CONSTRAINT "dashboard_ddr_months_supplier_id_month_type_pk" PRIMARY KEY("supplier_id","month","type")
);
--> statement-breakpoint
ALTER TABLE "dashboard_ddr_months" ADD CONSTRAINT "dashboard_ddr_months_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- DDR cases per supplier, UTC month of created_on and type, exact at every commit like the aggregates of 0016: a
-- statement-level trigger on ddr_cases applies each statement's net change in the writing transaction (cases deleted
-- with their order or line through the foreign keys' cascade included), so the DDR call reads at most 12 months x 3
-- types instead of counting a year of cases (~20,000 at 1,000,000 orders). Rows falling to 0 stay; readers sum them.
CREATE OR REPLACE FUNCTION dashboard_ddr_after() RETURNS trigger AS $$
DECLARE
  delta text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := 'SELECT 1 AS d, * FROM new_cases';
  ELSIF TG_OP = 'DELETE' THEN
    delta := 'SELECT -1 AS d, * FROM old_cases';
  ELSE
    -- notes and quantities do not count: compare first, cheaply
    IF NOT EXISTS (
      SELECT 1 FROM new_cases n JOIN old_cases o ON o.id = n.id
      WHERE (n.supplier_id, n.type, dashboard_month(n.created_on)) IS DISTINCT FROM (o.supplier_id, o.type, dashboard_month(o.created_on))
    ) THEN
      RETURN NULL;
    END IF;
    delta := 'SELECT 1 AS d, * FROM new_cases UNION ALL SELECT -1, * FROM old_cases';
  END IF;
  EXECUTE format($q$
    INSERT INTO dashboard_ddr_months AS m (supplier_id, month, type, case_count)
      SELECT supplier_id, dashboard_month(created_on), type, sum(d)::int FROM (%s) x
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (supplier_id, month, type) DO UPDATE SET case_count = m.case_count + excluded.case_count
  $q$, delta);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_ddr_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM dashboard_ddr_months;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ddr_cases_dashboard_insert AFTER INSERT ON ddr_cases REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_ddr_after();
--> statement-breakpoint
CREATE TRIGGER ddr_cases_dashboard_update AFTER UPDATE ON ddr_cases REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_ddr_after();
--> statement-breakpoint
CREATE TRIGGER ddr_cases_dashboard_delete AFTER DELETE ON ddr_cases REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_ddr_after();
--> statement-breakpoint
CREATE TRIGGER ddr_cases_dashboard_truncate AFTER TRUNCATE ON ddr_cases
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_ddr_truncate();
--> statement-breakpoint
-- Existing cases (the lock keeps writers out between the backfill and the trigger taking over).
LOCK TABLE ddr_cases IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO dashboard_ddr_months (supplier_id, month, type, case_count)
  SELECT supplier_id, dashboard_month(created_on), type, count(*)::int FROM ddr_cases GROUP BY 1, 2, 3;
