DROP INDEX "invoices_order_idx";--> statement-breakpoint
DROP INDEX "order_history_order_idx";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
DROP INDEX "trackings_order_idx";--> statement-breakpoint
DROP INDEX "trackings_order_item_idx";--> statement-breakpoint
DROP INDEX "price_change_requests_order_idx";--> statement-breakpoint
DROP INDEX "shipment_requests_order_idx";--> statement-breakpoint
DROP INDEX "invoice_agreements_invoice_idx";--> statement-breakpoint
DROP INDEX "order_cancellations_order_idx";--> statement-breakpoint
DROP INDEX "order_item_packages_item_idx";--> statement-breakpoint
DROP INDEX "order_labels_order_uq";--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_agreements" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "order_item_packages" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
-- Backfill from the parent (children of children after their parent), user triggers off: the dashboard/count triggers
-- would only recompute unchanged aggregates. Then NOT NULL.
ALTER TABLE "order_items" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "order_items" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ENABLE TRIGGER USER;--> statement-breakpoint
UPDATE "trackings" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "order_history" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "price_change_requests" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "shipment_requests" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "order_cancellations" c SET "supplier_id" = o."supplier_id" FROM "orders" o WHERE o."id" = c."order_id";--> statement-breakpoint
UPDATE "invoice_agreements" c SET "supplier_id" = i."supplier_id" FROM "invoices" i WHERE i."id" = c."invoice_id";--> statement-breakpoint
UPDATE "order_item_packages" c SET "supplier_id" = i."supplier_id" FROM "order_items" i WHERE i."id" = c."order_item_id";--> statement-breakpoint
UPDATE "price_change_request_items" c SET "supplier_id" = r."supplier_id" FROM "price_change_requests" r WHERE r."id" = c."request_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trackings" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_change_requests" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_requests" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_agreements" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_packages" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_request_items" ADD CONSTRAINT "price_change_request_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_agreements" ADD CONSTRAINT "invoice_agreements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_packages" ADD CONSTRAINT "order_item_packages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_change_request_items_request_idx" ON "price_change_request_items" USING btree ("supplier_id","request_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("supplier_id","order_id","created_on");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "trackings_order_idx" ON "trackings" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "trackings_order_item_idx" ON "trackings" USING btree ("supplier_id","order_item_id");--> statement-breakpoint
CREATE INDEX "price_change_requests_order_idx" ON "price_change_requests" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "shipment_requests_order_idx" ON "shipment_requests" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE INDEX "invoice_agreements_invoice_idx" ON "invoice_agreements" USING btree ("supplier_id","invoice_id");--> statement-breakpoint
CREATE INDEX "order_cancellations_order_idx" ON "order_cancellations" USING btree ("supplier_id","order_id","created_on");--> statement-breakpoint
CREATE INDEX "order_item_packages_item_idx" ON "order_item_packages" USING btree ("supplier_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_labels_order_uq" ON "order_labels" USING btree ("supplier_id","order_id");