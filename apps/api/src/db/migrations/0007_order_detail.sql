CREATE TABLE "invoice_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"agreement_type" text NOT NULL,
	"start_period_date" date NOT NULL,
	"end_period_date" date,
	"agreed_on_percentage" numeric(5, 2) NOT NULL,
	"allowance_amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"restock_date" date,
	"previous_status" text NOT NULL,
	"status" text DEFAULT 'InReview' NOT NULL,
	"requested_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_item_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"package_type" text DEFAULT 'Box' NOT NULL,
	"width" numeric(10, 2) DEFAULT '0' NOT NULL,
	"height" numeric(10, 2) DEFAULT '0' NOT NULL,
	"depth" numeric(10, 2) DEFAULT '0' NOT NULL,
	"weight" numeric(10, 2) DEFAULT '0' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"freight_class" text
);
--> statement-breakpoint
CREATE TABLE "order_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"supplier_facility_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"shipping_date" date NOT NULL,
	"estimated_value" numeric(14, 2) NOT NULL,
	"package_count" integer NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_agreements" ADD CONSTRAINT "invoice_agreements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_packages" ADD CONSTRAINT "order_item_packages_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_supplier_facility_id_supplier_facilities_id_fk" FOREIGN KEY ("supplier_facility_id") REFERENCES "public"."supplier_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_agreements_invoice_idx" ON "invoice_agreements" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "order_cancellations_order_idx" ON "order_cancellations" USING btree ("order_id","created_on");--> statement-breakpoint
CREATE INDEX "order_item_packages_item_idx" ON "order_item_packages" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_labels_order_uq" ON "order_labels" USING btree ("order_id");