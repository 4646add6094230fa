-- The created-on index (the default sort) also carries every column a list filter reads that no index answers in
-- that order (INCLUDE): walking it newest first for a filter (customer name contains, PO number contains, invoice in
-- review, ...) then checks the filter on the index entry alone, and only the page's 50 rows are fetched
-- (order-summaries.queries.ts, docs/decisions/orders-list-at-scale.md). Same name, same key columns (drizzle's index
-- builder cannot declare INCLUDE; db/schema/orders.ts says so next to it).
DROP INDEX IF EXISTS "orders_supplier_created_id_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_created_id_idx" ON "orders" USING btree ("supplier_id", "created_on", "id") INCLUDE ("purchase_order_number", "invoice_number", "customer_first_name", "customer_last_name", "supplier_total", "has_invoice_in_review", "price_change_request_status");
