CREATE TABLE "label_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"order_ids" integer[] NOT NULL,
	"format" text NOT NULL,
	"shipping_date" date NOT NULL,
	"package_count" integer NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_batches" ADD CONSTRAINT "label_batches_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_batches" ADD CONSTRAINT "label_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_batches_supplier_idx" ON "label_batches" USING btree ("supplier_id","created_on");