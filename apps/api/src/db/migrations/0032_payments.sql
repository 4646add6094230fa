-- Payments (docs/decisions/payments.md): terms, runs, remittances and their lines, deductions, their files, rules and
-- disputes; invoices gain their acceptance and due date.
CREATE TABLE "deduction_files" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "deduction_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"deduction_id" integer NOT NULL,
	"dispute_id" integer,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"uploaded_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deduction_files_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "deduction_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deduction_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer,
	"type" text NOT NULL,
	"basis" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "deduction_rules_basis_ck" CHECK ("deduction_rules"."basis" in ('Percent','Flat')),
	CONSTRAINT "deduction_rules_value_ck" CHECK ("deduction_rules"."value" >= 0 and ("deduction_rules"."basis" <> 'Percent' or "deduction_rules"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "deductions" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"purchase_order_number" text NOT NULL,
	"deduction_number" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"raised_by_rule" boolean NOT NULL,
	"raised_by" integer,
	"reason" text NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"posted_on" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_remittance_id" integer,
	"reversed_on" timestamp with time zone,
	"reversal_remittance_id" integer,
	CONSTRAINT "deductions_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "deductions_amount_ck" CHECK ("deductions"."amount" >= 0.01),
	CONSTRAINT "deductions_status_ck" CHECK ("deductions"."status" in ('Open','Disputed','Reversed','Upheld')),
	CONSTRAINT "deductions_type_ck" CHECK ("deductions"."type" in ('LateShipment','InvalidTracking','LabelNonCompliance','ReturnDamage','PriceDifference','Freight','LateCancellation'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"deduction_id" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decision_reason" text,
	"decided_by" integer,
	"decided_on" timestamp with time zone,
	CONSTRAINT "disputes_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "disputes_attempt_ck" CHECK ("disputes"."attempt" in (1, 2)),
	CONSTRAINT "disputes_decision_ck" CHECK ("disputes"."decision" is null or "disputes"."decision" in ('Accepted','Upheld')),
	CONSTRAINT "disputes_comment_ck" CHECK (char_length("disputes"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_date" date NOT NULL,
	"posted_on" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	"supplier_count" integer NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"deductions" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_terms" (
	"supplier_id" integer NOT NULL,
	"net_days" integer NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "payment_terms_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "payment_terms_net_days_ck" CHECK ("payment_terms"."net_days" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "remittance_lines" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "remittance_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"remittance_id" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer,
	"order_id" integer,
	"purchase_order_number" text,
	"deduction_id" integer,
	"credit_memo_id" integer,
	"gross" numeric(14, 2) NOT NULL,
	"deductions" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	CONSTRAINT "remittance_lines_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "remittance_lines_kind_ck" CHECK ("remittance_lines"."kind" in ('Invoice','Deduction','Reversal','CreditMemo')),
	CONSTRAINT "remittance_lines_net_ck" CHECK ("remittance_lines"."gross" - "remittance_lines"."deductions" = "remittance_lines"."net"),
	CONSTRAINT "remittance_lines_refs_ck" CHECK (case "remittance_lines"."kind" when 'Invoice' then "remittance_lines"."invoice_id" is not null and "remittance_lines"."order_id" is not null
        when 'CreditMemo' then "remittance_lines"."credit_memo_id" is not null
        else "remittance_lines"."deduction_id" is not null end)
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "remittances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"payment_run_id" integer NOT NULL,
	"remittance_number" text NOT NULL,
	"payment_date" date NOT NULL,
	"method_reference" text NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"deductions" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittances_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "remittances_net_ck" CHECK ("remittances"."gross" - "remittances"."deductions" = "remittances"."net")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accepted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "deduction_files" ADD CONSTRAINT "deduction_files_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_files" ADD CONSTRAINT "deduction_files_deduction_id_fk" FOREIGN KEY ("supplier_id","deduction_id") REFERENCES "public"."deductions"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_files" ADD CONSTRAINT "deduction_files_dispute_id_fk" FOREIGN KEY ("supplier_id","dispute_id") REFERENCES "public"."disputes"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_rules" ADD CONSTRAINT "deduction_rules_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_rules" ADD CONSTRAINT "deduction_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_applied_remittance_id_fk" FOREIGN KEY ("supplier_id","applied_remittance_id") REFERENCES "public"."remittances"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_reversal_remittance_id_fk" FOREIGN KEY ("supplier_id","reversal_remittance_id") REFERENCES "public"."remittances"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_deduction_id_fk" FOREIGN KEY ("supplier_id","deduction_id") REFERENCES "public"."deductions"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_remittance_id_fk" FOREIGN KEY ("supplier_id","remittance_id") REFERENCES "public"."remittances"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_invoice_id_fk" FOREIGN KEY ("supplier_id","invoice_id") REFERENCES "public"."invoices"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_credit_memo_id_fk" FOREIGN KEY ("supplier_id","credit_memo_id") REFERENCES "public"."credit_memos"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deduction_files_deduction_idx" ON "deduction_files" USING btree ("supplier_id","deduction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deduction_rules_supplier_type_uq" ON "deduction_rules" USING btree (coalesce("supplier_id", 0),"type");--> statement-breakpoint
CREATE UNIQUE INDEX "deductions_number_uq" ON "deductions" USING btree ("supplier_id","deduction_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deductions_rule_uq" ON "deductions" USING btree ("supplier_id","order_id","type") WHERE "deductions"."raised_by_rule";--> statement-breakpoint
CREATE INDEX "deductions_order_idx" ON "deductions" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "deductions_supplier_posted_idx" ON "deductions" USING btree ("supplier_id","posted_on");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_attempt_uq" ON "disputes" USING btree ("supplier_id","deduction_id","attempt");--> statement-breakpoint
CREATE INDEX "disputes_waiting_idx" ON "disputes" USING btree ("created_on") WHERE "disputes"."decision" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_runs_run_date_uq" ON "payment_runs" USING btree ("run_date");--> statement-breakpoint
CREATE INDEX "remittance_lines_remittance_idx" ON "remittance_lines" USING btree ("supplier_id","remittance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_lines_invoice_uq" ON "remittance_lines" USING btree ("supplier_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_lines_deduction_uq" ON "remittance_lines" USING btree ("supplier_id","deduction_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_lines_credit_memo_uq" ON "remittance_lines" USING btree ("supplier_id","credit_memo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_number_uq" ON "remittances" USING btree ("supplier_id","remittance_number");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_run_uq" ON "remittances" USING btree ("supplier_id","payment_run_id");--> statement-breakpoint
CREATE INDEX "remittances_supplier_date_idx" ON "remittances" USING btree ("supplier_id","payment_date");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("supplier_id","due_date");--> statement-breakpoint
-- Remittance and deduction numbers (RMT-000123, DED-000123): one marketplace sequence each (docs/decisions/payments.md).
CREATE SEQUENCE IF NOT EXISTS "remittance_number_seq";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "deduction_number_seq";--> statement-breakpoint
-- Acceptance of the invoices written before payments: a first invoice was accepted at its creation, an additional one
-- by the review's Accepted at reviewed_on; due = the acceptance day (the supplier's local day, America/New_York as the
-- dashboard reads it) + Net 30 (no supplier has terms yet).
UPDATE "invoices" SET "accepted_on" = "invoice_creation_date" WHERE "types" = 'Invoice' AND NOT "in_review";--> statement-breakpoint
UPDATE "invoices" SET "accepted_on" = "reviewed_on"
  WHERE "types" <> 'Invoice' AND "review_status" = 'Accepted' AND "reviewed_on" IS NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "due_date" = ("accepted_on" AT TIME ZONE 'America/New_York')::date + 30 WHERE "accepted_on" IS NOT NULL;--> statement-breakpoint
-- Row-level security on the new tenant tables, the same policy as every other (migrations 0024 and 0027); deduction
-- rules are a reference table (their global rows have no supplier) and payment runs span every supplier.
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['payment_terms', 'remittances', 'remittance_lines', 'deductions', 'deduction_files', 'disputes'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator())) WITH CHECK (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator()))',
      t
    );
  END LOOP;
END $$;
