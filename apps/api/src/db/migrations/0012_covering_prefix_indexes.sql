-- The "starts with" indexes also carry created_on and id (INCLUDE): a selective filter's page is then read
-- filter-first from the index alone (the ids of the matches in the page's order, index-only) and only the page's 50
-- rows are fetched (order-summaries.queries.ts, docs/decisions/orders-list-at-scale.md). Same names, same key columns
-- (drizzle's index builder cannot declare INCLUDE; db/schema/orders.ts says so next to them).
DROP INDEX IF EXISTS "orders_supplier_po_prefix_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_po_prefix_idx" ON "orders" USING btree ("supplier_id", "purchase_order_number" text_pattern_ops) INCLUDE ("created_on", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_supplier_invoice_prefix_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_invoice_prefix_idx" ON "orders" USING btree ("supplier_id", "invoice_number" text_pattern_ops) INCLUDE ("created_on", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_supplier_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_name_prefix_idx" ON "orders" USING btree ("supplier_id", lower(("customer_first_name" || ' ') || "customer_last_name") text_pattern_ops) INCLUDE ("created_on", "id");
