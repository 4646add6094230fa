-- Why a deduction was taken (docs/decisions/payments.md, "Why was I charged"): a rule's deduction stores, when it is
-- posted, the rule and its basis (the rule's row, whose rule it was, percent or flat, the value, the base amount; the
-- result is the deduction's amount), and a rule charges only facts from its effective day on.
ALTER TABLE "deductions" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "deductions" ADD COLUMN "rule_scope" text;--> statement-breakpoint
ALTER TABLE "deductions" ADD COLUMN "rule_basis" text;--> statement-breakpoint
ALTER TABLE "deductions" ADD COLUMN "rule_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "deductions" ADD COLUMN "base_amount" numeric(14, 2);--> statement-breakpoint
-- Older rules' deductions: the raise wrote the basis into the evidence ({"rule": {basis, value, itemsTotal}}) without
-- naming the rule's row or scope; where it did, the basis is copied (the scope read as the marketplace's, as no
-- supplier had an override then); the others (the seed's, by hand) keep null: the page says the basis was not recorded.
UPDATE "deductions" SET
  "rule_scope" = 'Global',
  "rule_basis" = "evidence" #>> '{rule,basis}',
  "rule_value" = ("evidence" #>> '{rule,value}')::numeric,
  "base_amount" = ("evidence" #>> '{rule,itemsTotal}')::numeric
WHERE "raised_by_rule" AND "evidence" #>> '{rule,basis}' in ('Percent', 'Flat')
  AND "evidence" #>> '{rule,value}' ~ '^\d+(\.\d+)?$' AND "evidence" #>> '{rule,itemsTotal}' ~ '^\d+(\.\d+)?$';--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_rule_basis_ck" CHECK (
  ("rule_basis" is null and "rule_scope" is null and "rule_value" is null and "base_amount" is null)
  or ("raised_by_rule" and "rule_basis" in ('Percent','Flat') and "rule_scope" in ('Global','Supplier')
      and "rule_value" is not null and "base_amount" is not null));--> statement-breakpoint
-- The rule's effective day: the first day whose facts it charges. Existing rules keep the day they were last saved
-- (the supplier's day, America/New_York, as every payments day).
ALTER TABLE "deduction_rules" ADD COLUMN "effective_from" date;--> statement-breakpoint
UPDATE "deduction_rules" SET "effective_from" = ("updated_on" at time zone 'America/New_York')::date;--> statement-breakpoint
ALTER TABLE "deduction_rules" ALTER COLUMN "effective_from" SET NOT NULL;
