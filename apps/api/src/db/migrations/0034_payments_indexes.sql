-- Payments at scale (docs/decisions/payments.md, "Speed"): a remittance's line count stored with it, the invoices
-- grid's default order and a run's lookup of an order's paid invoice as indexes.
ALTER TABLE "remittances" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_supplier_date_idx" ON "invoices" USING btree ("supplier_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "remittance_lines_order_idx" ON "remittance_lines" USING btree ("supplier_id","order_id") WHERE "remittance_lines"."kind" = 'Invoice';--> statement-breakpoint
UPDATE "remittances" r SET "line_count" = c.n
  FROM (SELECT "supplier_id", "remittance_id", count(*)::int AS n FROM "remittance_lines" GROUP BY "supplier_id", "remittance_id") c
  WHERE r."supplier_id" = c."supplier_id" AND r."id" = c."remittance_id";
