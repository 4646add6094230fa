-- The cases' reads at scale (docs/decisions/cases.md, "On the object's page" and "Speed"; docs/performance.md, "Cases"):
-- an order's page lists the cases about the order, its invoices and its deductions (cases.order_id), one supplier's at
-- a time.
CREATE INDEX "cases_order_idx" ON "cases" USING btree ("supplier_id","order_id") WHERE "cases"."order_id" is not null;--> statement-breakpoint
-- The console's queue sorts every supplier's cases by their next due time, resolved ones last (cases.queries.ts
-- nextDueAt, this very expression: 0042's cases_open_due_idx is another one, partial), and filters the breaching ones
-- as a range of it.
CREATE INDEX "cases_next_due_idx" ON "cases" USING btree ((case when "state" = 'Resolved' then null when "first_answered_at" is null then least("first_answer_due_at", "resolution_due_at") else "resolution_due_at" end), "id");--> statement-breakpoint
-- A supplier's open cases, the last changed first, without reading its resolved ones (the state filter's open states
-- are the stored ones: cases.queries.ts stateIs).
CREATE INDEX "cases_supplier_open_idx" ON "cases" USING btree ("supplier_id","updated_at") WHERE "cases"."state" <> 'Resolved';
