-- The console's queue filtered to one category (docs/decisions/cases.md, "Speed"; docs/performance.md, "Cases"): its
-- open cases by their next due time (cases.queries.ts nextDueAt, this very expression), without reading the other
-- categories' open cases or any resolved one. The grid compares the category as an integer (grid-query.ts
-- integerColumn), which this index serves.
CREATE INDEX IF NOT EXISTS "cases_open_category_due_idx" ON "cases" USING btree ("category_id", (case when "state" = 'Resolved' then null when "first_answered_at" is null then least("first_answer_due_at", "resolution_due_at") else "resolution_due_at" end), "id") WHERE "cases"."state" <> 'Resolved';
