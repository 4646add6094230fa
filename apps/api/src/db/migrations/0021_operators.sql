ALTER TABLE "users" ALTER COLUMN "supplier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_has_no_supplier" CHECK ("users"."is_operator" = ("users"."supplier_id" is null));