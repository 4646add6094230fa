ALTER TABLE "users" ALTER COLUMN "supplier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reviewed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "intake_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_has_no_supplier" CHECK ("users"."is_operator" = ("users"."supplier_id" is null));