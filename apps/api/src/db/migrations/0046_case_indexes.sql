-- The cases' reads at scale (docs/decisions/cases.md, "On the object's page"; docs/performance.md, "Cases"): an order's
-- page lists the cases about the order, its invoices and its deductions (cases.order_id), one supplier's at a time.
CREATE INDEX "cases_order_idx" ON "cases" USING btree ("supplier_id","order_id") WHERE "cases"."order_id" is not null;
