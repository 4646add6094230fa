CREATE TABLE "accounting_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"credit_request_id" integer,
	"credit_memo_id" integer,
	"type" text NOT NULL,
	"comment" text NOT NULL,
	"file_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_notes_type_ck" CHECK ("accounting_notes"."type" in ('Bison','Supplier','CustomerSupport')),
	CONSTRAINT "accounting_notes_owner_ck" CHECK (("accounting_notes"."credit_request_id" is null) <> ("accounting_notes"."credit_memo_id" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_memos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_memos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"memo_number" text NOT NULL,
	"memo_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"purchase_order_numbers" text NOT NULL,
	"reason_for_credit" text NOT NULL,
	"file_name" text,
	"created_by" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_memos_amount_ck" CHECK ("credit_memos"."amount" >= 0.01)
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"purchase_order_number" text NOT NULL,
	"order_creation_date" timestamp with time zone NOT NULL,
	"source_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason_for_credit" text NOT NULL,
	"rma_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"credit_memo_id" integer,
	"covered_amount" numeric(14, 2),
	CONSTRAINT "credit_requests_source_ck" CHECK ("credit_requests"."source_type" in ('Process','Agreement')),
	CONSTRAINT "credit_requests_amount_ck" CHECK ("credit_requests"."amount" >= 0.01),
	CONSTRAINT "credit_requests_covered_ck" CHECK (("credit_requests"."credit_memo_id" is null) = ("credit_requests"."covered_amount" is null))
);
--> statement-breakpoint
CREATE TABLE "rmas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rmas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"rma_number" text NOT NULL,
	"tracking_number" text,
	"delivery_date" date
);
--> statement-breakpoint
ALTER TABLE "accounting_notes" ADD CONSTRAINT "accounting_notes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_notes" ADD CONSTRAINT "accounting_notes_credit_request_id_credit_requests_id_fk" FOREIGN KEY ("credit_request_id") REFERENCES "public"."credit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_notes" ADD CONSTRAINT "accounting_notes_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_rma_id_rmas_id_fk" FOREIGN KEY ("rma_id") REFERENCES "public"."rmas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_notes_request_idx" ON "accounting_notes" USING btree ("credit_request_id");--> statement-breakpoint
CREATE INDEX "accounting_notes_memo_idx" ON "accounting_notes" USING btree ("credit_memo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_memos_supplier_number_uq" ON "credit_memos" USING btree ("supplier_id","memo_number");--> statement-breakpoint
CREATE INDEX "credit_memos_supplier_created_idx" ON "credit_memos" USING btree ("supplier_id","creation_date");--> statement-breakpoint
CREATE INDEX "credit_requests_open_idx" ON "credit_requests" USING btree ("supplier_id","order_creation_date") WHERE "credit_requests"."credit_memo_id" is null;--> statement-breakpoint
CREATE INDEX "credit_requests_memo_idx" ON "credit_requests" USING btree ("credit_memo_id");--> statement-breakpoint
CREATE INDEX "rmas_supplier_idx" ON "rmas" USING btree ("supplier_id");