CREATE TABLE "feature_flag_overrides" (
	"supplier_id" integer NOT NULL,
	"feature" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"changed_by" integer,
	"changed_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_overrides_supplier_id_feature_pk" PRIMARY KEY("supplier_id","feature")
);
--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD COLUMN "decided_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD COLUMN "last_sent_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_feature_feature_flags_feature_fk" FOREIGN KEY ("feature") REFERENCES "public"."feature_flags"("feature") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_flag_overrides_feature_idx" ON "feature_flag_overrides" USING btree ("feature");--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_applications_status_idx" ON "supplier_applications" USING btree ("status","submitted_on");