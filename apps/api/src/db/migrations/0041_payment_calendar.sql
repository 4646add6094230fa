-- The marketplace's payment calendar (docs/decisions/payments.md, "Payment calendar"): one row, the run days of each
-- month and the holidays (jsonb arrays, checked by the contracts' schema on write), set by an operator in the
-- console. Not a tenant table (the marketplace's, no supplier). A run records whether it was off-cycle and why.
CREATE TABLE "payment_calendar" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"run_days" jsonb NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "payment_calendar_one_row_ck" CHECK ("payment_calendar"."id" = 1),
	CONSTRAINT "payment_calendar_arrays_ck" CHECK (jsonb_typeof("payment_calendar"."run_days") = 'array' and jsonb_typeof("payment_calendar"."holidays") = 'array')
);
--> statement-breakpoint
ALTER TABLE "payment_calendar" ADD CONSTRAINT "payment_calendar_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- the 1st and the 15th, as every run before the calendar was posted
INSERT INTO "payment_calendar" ("id", "run_days", "holidays", "updated_on") VALUES (1, '[1,15]'::jsonb, '[]'::jsonb, now());--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "off_cycle_reason" text;
