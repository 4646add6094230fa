CREATE TABLE "order_counts" (
	"supplier_id" integer NOT NULL,
	"status" text NOT NULL,
	"shipping_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_supplier_id_status_shipping_type_pk" PRIMARY KEY("supplier_id","status","shipping_type")
);
--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_supplier_po_id_idx" ON "orders" USING btree ("supplier_id","purchase_order_number","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_id_idx" ON "orders" USING btree ("supplier_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_shipping_type_id_idx" ON "orders" USING btree ("supplier_id","shipping_type","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_name_id_idx" ON "orders" USING btree ("supplier_id",lower("customer_first_name" || ' ' || "customer_last_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_supplier_invoice_id_idx" ON "orders" USING btree ("supplier_id","invoice_number","id");