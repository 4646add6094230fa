DROP INDEX "orders_supplier_created_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_total_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_shipping_type_created_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_created_id_idx" ON "orders" USING btree ("supplier_id","created_on","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_created_id_idx" ON "orders" USING btree ("supplier_id","status","created_on","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_total_id_idx" ON "orders" USING btree ("supplier_id","supplier_total","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_shipping_type_created_id_idx" ON "orders" USING btree ("supplier_id","shipping_type","created_on","id");