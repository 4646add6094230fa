CREATE TABLE "supplier_application_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_application_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_application_warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_application_warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"is_return" boolean NOT NULL,
	"position" smallint NOT NULL,
	"address_name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"pickup_from" text NOT NULL,
	"pickup_to" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" integer NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"official_company_name" text NOT NULL,
	"doing_business_as" text NOT NULL,
	"website" text NOT NULL,
	"address_name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"lead_time_small_parcel_days" smallint NOT NULL,
	"lead_time_ltl_days" smallint NOT NULL,
	"returns_accepted" boolean NOT NULL,
	"notes" text,
	"submitted_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"invited_name" text,
	"created_on" timestamp with time zone NOT NULL,
	"expired_on" timestamp with time zone NOT NULL,
	"used_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_application_contacts" ADD CONSTRAINT "supplier_application_contacts_application_id_supplier_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_application_warehouses" ADD CONSTRAINT "supplier_application_warehouses_application_id_supplier_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_invitation_id_supplier_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."supplier_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_application_contacts_role_uq" ON "supplier_application_contacts" USING btree ("application_id","role");--> statement-breakpoint
CREATE INDEX "supplier_application_warehouses_app_idx" ON "supplier_application_warehouses" USING btree ("application_id","is_return","position");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_applications_invitation_uq" ON "supplier_applications" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invitations_token_hash_uq" ON "supplier_invitations" USING btree ("token_hash");