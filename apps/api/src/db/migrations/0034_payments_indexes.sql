-- Payments at scale (docs/decisions/payments.md, "Speed"): a remittance's line count stored with it, an invoice's
-- paying remittance stored with it (unpaid invoices an index range), the invoices grid's default order and due-date
-- sort (with the id, its tiebreaker) and a run's lookup of an order's paid invoice as indexes.
ALTER TABLE "remittances" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_remittance_id" integer;--> statement-breakpoint
UPDATE "invoices" i SET "paid_remittance_id" = l."remittance_id" FROM "remittance_lines" l
  WHERE l."supplier_id" = i."supplier_id" AND l."invoice_id" = i."id" AND l."kind" = 'Invoice';--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("supplier_id","due_date") WHERE "invoices"."accepted_on" is not null and not "invoices"."in_review" and "invoices"."paid_remittance_id" is null;--> statement-breakpoint
DROP INDEX "invoices_due_idx";--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("supplier_id","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_supplier_date_idx" ON "invoices" USING btree ("supplier_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "remittance_lines_order_idx" ON "remittance_lines" USING btree ("supplier_id","order_id") WHERE "remittance_lines"."kind" = 'Invoice';--> statement-breakpoint
UPDATE "remittances" r SET "line_count" = c.n
  FROM (SELECT "supplier_id", "remittance_id", count(*)::int AS n FROM "remittance_lines" GROUP BY "supplier_id", "remittance_id") c
  WHERE r."supplier_id" = c."supplier_id" AND r."id" = c."remittance_id";
