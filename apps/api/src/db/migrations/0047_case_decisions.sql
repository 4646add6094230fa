-- Decisions from a case and the address correction's category (docs/decisions/cases.md, "Decisions from a case" and
-- "Address correction"; docs/decisions/accounting.md, "Withdrawn requests").
-- What a category is for: the one category whose cases about an order the console answers with the corrected address.
ALTER TABLE "case_categories" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "case_categories" ADD CONSTRAINT "case_categories_purpose_ck" CHECK ("case_categories"."purpose" is null or "case_categories"."purpose" in ('address-correction'));--> statement-breakpoint
CREATE UNIQUE INDEX "case_categories_purpose_uq" ON "case_categories" USING btree ("purpose") WHERE "case_categories"."purpose" is not null;--> statement-breakpoint
UPDATE "case_categories" SET "purpose" = 'address-correction' WHERE lower("name") = 'address correction';--> statement-breakpoint
-- A case may be about a credit request.
ALTER TABLE "cases" DROP CONSTRAINT "cases_link_ck";--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_link_ck" CHECK (("cases"."link_kind" is null) = ("cases"."link_id" is null) and ("cases"."link_kind" is null or "cases"."link_kind" in ('order','invoice','deduction','remittance','creditRequest')));--> statement-breakpoint
-- The marketplace withdraws an open credit request: it leaves the supplier's open credit and is never covered.
ALTER TABLE "credit_requests" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD COLUMN "withdrawn_by" integer;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_withdrawn_ck" CHECK (("credit_requests"."withdrawn_at" is null) = ("credit_requests"."withdrawn_reason" is null) and ("credit_requests"."withdrawn_at" is null or "credit_requests"."credit_memo_id" is null));--> statement-breakpoint
DROP INDEX "credit_requests_open_idx";--> statement-breakpoint
CREATE INDEX "credit_requests_open_idx" ON "credit_requests" USING btree ("supplier_id","order_creation_date") WHERE "credit_requests"."credit_memo_id" is null and "credit_requests"."withdrawn_at" is null;
