CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"track_url_template" text
);
--> statement-breakpoint
CREATE TABLE "supplier_facilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_facilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"earliest_pickup" text,
	"latest_pickup" text,
	"is_return_location" boolean DEFAULT false NOT NULL,
	"is_primary_location" boolean DEFAULT false NOT NULL,
	"is_primary_location_ltl" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"first_for_ltl" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"invoice_creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"items_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"shipping_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"handling_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"allowance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"quantity" integer,
	"types" text DEFAULT 'Invoice' NOT NULL,
	"in_review" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"quantity" integer NOT NULL,
	"price_per_unit" numeric(14, 2) NOT NULL,
	"price_per_unit_before_change" numeric(14, 2),
	"fixed_shipping_cost" numeric(14, 2),
	"image_url" text,
	"status" text DEFAULT 'NeedsProcessing' NOT NULL,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"purchase_order_number" text NOT NULL,
	"supplier_order_number" text,
	"status" text DEFAULT 'NeedsProcessing' NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_company" text,
	"phone" text,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"purchased_from" text,
	"shipping_method" text DEFAULT 'BisonFedex' NOT NULL,
	"shipping_type" text DEFAULT 'Ground' NOT NULL,
	"ship_from_facility_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"promised_shipping_date" date,
	"total_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"calculated_shipping_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"show_shipping_cost" boolean DEFAULT true NOT NULL,
	"calculated_handling_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"can_edit_handling_fee" boolean DEFAULT false NOT NULL,
	"calculated_allowance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"shipping_cost" numeric(14, 2),
	"handling_fee" numeric(14, 2),
	"allowance_in_discount" numeric(14, 2),
	"discount" numeric(14, 2),
	"tax" numeric(14, 2),
	"invoiced_total_cost" numeric(14, 2),
	"invoiced_total" numeric(14, 2),
	"supplier_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"invoice_number" text,
	"has_invoice_in_review" boolean DEFAULT false NOT NULL,
	"has_label" boolean DEFAULT false NOT NULL,
	"has_ground_label" boolean DEFAULT false NOT NULL,
	"label_file_name" text,
	"bol_file_name" text,
	"shipment_request_id" integer,
	"shipment_request_status" text,
	"price_change_request_status" text,
	"cancel_reason" text,
	"restock_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK (status in ('New','NeedsProcessing','AwaitingShipment','Invoicing','Complete','Canceled','ProductNotAvailable')),
	CONSTRAINT "orders_shipping_type_ck" CHECK ("orders"."shipping_type" in ('Ground','Ltl','Multiple'))
);
--> statement-breakpoint
CREATE TABLE "trackings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trackings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"other_carrier_name" text,
	"tracking_number" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_change_request_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_change_request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"old_price" numeric(14, 2) NOT NULL,
	"new_price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"supplier_facility_id" integer,
	"status" text DEFAULT 'NeedsReview' NOT NULL,
	"earliest_pickup" text,
	"latest_pickup" text,
	"shipping_date" date,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carrier_id" integer,
	"carrier_name" text,
	"warehouse_name" text,
	"pick_up_date" date,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"agreement_type" text NOT NULL,
	"start_period_date" date NOT NULL,
	"end_period_date" date,
	"agreed_on_percentage" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_facilities" ADD CONSTRAINT "supplier_facilities_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_from_facility_id_supplier_facilities_id_fk" FOREIGN KEY ("ship_from_facility_id") REFERENCES "public"."supplier_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD CONSTRAINT "price_change_request_items_request_id_price_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."price_change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD CONSTRAINT "price_change_request_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_supplier_facility_id_supplier_facilities_id_fk" FOREIGN KEY ("supplier_facility_id") REFERENCES "public"."supplier_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_agreements" ADD CONSTRAINT "supplier_agreements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_facilities_supplier_idx" ON "supplier_facilities" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_supplier_number_prefix_idx" ON "invoices" USING btree ("supplier_id","invoice_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_on");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_po_number_uq" ON "orders" USING btree ("purchase_order_number");--> statement-breakpoint
CREATE INDEX "orders_supplier_created_idx" ON "orders" USING btree ("supplier_id","created_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_supplier_status_created_idx" ON "orders" USING btree ("supplier_id","status","created_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_supplier_po_prefix_idx" ON "orders" USING btree ("supplier_id","purchase_order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_supplier_invoice_prefix_idx" ON "orders" USING btree ("supplier_id","invoice_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_supplier_name_prefix_idx" ON "orders" USING btree ("supplier_id",lower("customer_first_name" || ' ' || "customer_last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (lower("customer_first_name" || ' ' || "customer_last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_supplier_total_idx" ON "orders" USING btree ("supplier_id","supplier_total");--> statement-breakpoint
CREATE INDEX "orders_supplier_shipping_type_created_idx" ON "orders" USING btree ("supplier_id","shipping_type","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trackings_order_idx" ON "trackings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trackings_order_item_idx" ON "trackings" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "price_change_requests_order_idx" ON "price_change_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipment_requests_order_idx" ON "shipment_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "supplier_agreements_supplier_idx" ON "supplier_agreements" USING btree ("supplier_id");