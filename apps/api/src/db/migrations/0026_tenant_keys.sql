-- Distribution-ready keys (docs/scaling.md, docs/decisions/tenancy.md "Keys"): on every tenant table the primary
-- key becomes (supplier_id, id), unique keys include supplier_id, and foreign keys between tenant tables become
-- composite (supplier_id, x_id) -> (supplier_id, id), so Citus can distribute the tables by supplier_id. The child FKs
-- go first, then the parents' keys, then the composite FKs (which need the new keys). A row whose parent belongs to
-- another supplier would fail the new FKs: the back-fill of 0024 copied every child's supplier from its parent.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_ship_from_facility_id_supplier_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "trackings" DROP CONSTRAINT "trackings_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "trackings" DROP CONSTRAINT "trackings_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "price_change_request_items" DROP CONSTRAINT "price_change_request_items_request_id_price_change_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "price_change_request_items" DROP CONSTRAINT "price_change_request_items_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "price_change_requests" DROP CONSTRAINT "price_change_requests_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "shipment_requests" DROP CONSTRAINT "shipment_requests_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "shipment_requests" DROP CONSTRAINT "shipment_requests_supplier_facility_id_supplier_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_agreements" DROP CONSTRAINT "invoice_agreements_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "order_cancellations" DROP CONSTRAINT "order_cancellations_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_packages" DROP CONSTRAINT "order_item_packages_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_labels" DROP CONSTRAINT "order_labels_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_labels" DROP CONSTRAINT "order_labels_supplier_facility_id_supplier_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "ddr_cases" DROP CONSTRAINT "ddr_cases_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "ddr_cases" DROP CONSTRAINT "ddr_cases_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "accounting_notes" DROP CONSTRAINT "accounting_notes_credit_request_id_credit_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "accounting_notes" DROP CONSTRAINT "accounting_notes_credit_memo_id_credit_memos_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_requests" DROP CONSTRAINT "credit_requests_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_requests" DROP CONSTRAINT "credit_requests_rma_id_rmas_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_requests" DROP CONSTRAINT "credit_requests_credit_memo_id_credit_memos_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";
--> statement-breakpoint
DROP INDEX "orders_po_number_uq";--> statement-breakpoint
DROP INDEX "api_tokens_hash_uq";--> statement-breakpoint
ALTER TABLE "user_changes" DROP CONSTRAINT "user_changes_pkey";--> statement-breakpoint
ALTER TABLE "supplier_facilities" DROP CONSTRAINT "supplier_facilities_pkey";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "trackings" DROP CONSTRAINT "trackings_pkey";--> statement-breakpoint
ALTER TABLE "price_change_request_items" DROP CONSTRAINT "price_change_request_items_pkey";--> statement-breakpoint
ALTER TABLE "price_change_requests" DROP CONSTRAINT "price_change_requests_pkey";--> statement-breakpoint
ALTER TABLE "shipment_requests" DROP CONSTRAINT "shipment_requests_pkey";--> statement-breakpoint
ALTER TABLE "supplier_agreements" DROP CONSTRAINT "supplier_agreements_pkey";--> statement-breakpoint
ALTER TABLE "invoice_agreements" DROP CONSTRAINT "invoice_agreements_pkey";--> statement-breakpoint
ALTER TABLE "order_cancellations" DROP CONSTRAINT "order_cancellations_pkey";--> statement-breakpoint
ALTER TABLE "order_item_packages" DROP CONSTRAINT "order_item_packages_pkey";--> statement-breakpoint
ALTER TABLE "order_labels" DROP CONSTRAINT "order_labels_pkey";--> statement-breakpoint
ALTER TABLE "label_batches" DROP CONSTRAINT "label_batches_pkey";--> statement-breakpoint
ALTER TABLE "ddr_cases" DROP CONSTRAINT "ddr_cases_pkey";--> statement-breakpoint
ALTER TABLE "accounting_notes" DROP CONSTRAINT "accounting_notes_pkey";--> statement-breakpoint
ALTER TABLE "credit_memos" DROP CONSTRAINT "credit_memos_pkey";--> statement-breakpoint
ALTER TABLE "credit_requests" DROP CONSTRAINT "credit_requests_pkey";--> statement-breakpoint
ALTER TABLE "rmas" DROP CONSTRAINT "rmas_pkey";--> statement-breakpoint
ALTER TABLE "supplier_contacts" DROP CONSTRAINT "supplier_contacts_pkey";--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_pkey";--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_pkey";--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "supplier_facilities" ADD CONSTRAINT "supplier_facilities_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD CONSTRAINT "price_change_request_items_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "supplier_agreements" ADD CONSTRAINT "supplier_agreements_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "invoice_agreements" ADD CONSTRAINT "invoice_agreements_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "order_item_packages" ADD CONSTRAINT "order_item_packages_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "label_batches" ADD CONSTRAINT "label_batches_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "ddr_cases" ADD CONSTRAINT "ddr_cases_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "accounting_notes" ADD CONSTRAINT "accounting_notes_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "supplier_contacts" ADD CONSTRAINT "supplier_contacts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_supplier_id_id_pk" PRIMARY KEY("supplier_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_from_facility_id_fk" FOREIGN KEY ("supplier_id","ship_from_facility_id") REFERENCES "public"."supplier_facilities"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_order_item_id_fk" FOREIGN KEY ("supplier_id","order_item_id") REFERENCES "public"."order_items"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD CONSTRAINT "price_change_request_items_request_id_fk" FOREIGN KEY ("supplier_id","request_id") REFERENCES "public"."price_change_requests"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD CONSTRAINT "price_change_request_items_order_item_id_fk" FOREIGN KEY ("supplier_id","order_item_id") REFERENCES "public"."order_items"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_supplier_facility_id_fk" FOREIGN KEY ("supplier_id","supplier_facility_id") REFERENCES "public"."supplier_facilities"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_agreements" ADD CONSTRAINT "invoice_agreements_invoice_id_fk" FOREIGN KEY ("supplier_id","invoice_id") REFERENCES "public"."invoices"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_packages" ADD CONSTRAINT "order_item_packages_order_item_id_fk" FOREIGN KEY ("supplier_id","order_item_id") REFERENCES "public"."order_items"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_labels" ADD CONSTRAINT "order_labels_supplier_facility_id_fk" FOREIGN KEY ("supplier_id","supplier_facility_id") REFERENCES "public"."supplier_facilities"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddr_cases" ADD CONSTRAINT "ddr_cases_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddr_cases" ADD CONSTRAINT "ddr_cases_order_item_id_fk" FOREIGN KEY ("supplier_id","order_item_id") REFERENCES "public"."order_items"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_notes" ADD CONSTRAINT "accounting_notes_credit_request_id_fk" FOREIGN KEY ("supplier_id","credit_request_id") REFERENCES "public"."credit_requests"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_notes" ADD CONSTRAINT "accounting_notes_credit_memo_id_fk" FOREIGN KEY ("supplier_id","credit_memo_id") REFERENCES "public"."credit_memos"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_rma_id_fk" FOREIGN KEY ("supplier_id","rma_id") REFERENCES "public"."rmas"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_credit_memo_id_fk" FOREIGN KEY ("supplier_id","credit_memo_id") REFERENCES "public"."credit_memos"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_fk" FOREIGN KEY ("supplier_id","delivery_id") REFERENCES "public"."webhook_deliveries"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fk" FOREIGN KEY ("supplier_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_id_idx" ON "invoices" USING btree ("id");--> statement-breakpoint
CREATE INDEX "order_items_id_idx" ON "order_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "orders_id_idx" ON "orders" USING btree ("id");--> statement-breakpoint
CREATE INDEX "orders_po_number_idx" ON "orders" USING btree ("purchase_order_number");--> statement-breakpoint
CREATE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_po_number_uq" ON "orders" USING btree ("supplier_id","purchase_order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("supplier_id","token_hash");