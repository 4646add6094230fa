-- EDI over SFTP (docs/decisions/edi.md, "SFTP"): each trading partner's sign-in on the portal's SFTP server (a user
-- name unique across partners, a password stored hashed and/or OpenSSH public keys) and, per outbound interchange,
-- when the partner collected it from its outbound folder (removed the file). The sign-ins are a reference table as
-- users are (db/tenant-tables.ts): read by user name at sign-in, before any supplier is known, so no row-level
-- security and a user name unique across suppliers.
CREATE TABLE "edi_sftp_accounts" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "edi_sftp_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text,
	"public_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"updated_on" timestamp with time zone NOT NULL,
	CONSTRAINT "edi_sftp_accounts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "edi_sftp_accounts_user_name_ck" CHECK ("edi_sftp_accounts"."user_name" ~ '^[a-z0-9][a-z0-9._-]{2,31}$'),
	CONSTRAINT "edi_sftp_accounts_credential_ck" CHECK ("edi_sftp_accounts"."password_hash" is not null or cardinality("edi_sftp_accounts"."public_keys") > 0)
);
--> statement-breakpoint
ALTER TABLE "edi_sftp_accounts" ADD CONSTRAINT "edi_sftp_accounts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- partner_id names the supplier's partner without a foreign key: a reference table may not point into a tenant table
-- distributed by supplier (docs/scaling.md); the sign-in joins the partner, enabled, on both columns
-- one sign-in per partner, and a user name names one partner across the marketplace (the sign-in finds it by name)
CREATE UNIQUE INDEX "edi_sftp_accounts_partner_uq" ON "edi_sftp_accounts" USING btree ("supplier_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edi_sftp_accounts_user_name_uq" ON "edi_sftp_accounts" USING btree ("user_name");--> statement-breakpoint
-- the partner's outbound folder: what it has not collected yet
ALTER TABLE "edi_interchanges" ADD COLUMN "collected_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edi_interchanges" ADD CONSTRAINT "edi_interchanges_collected_ck" CHECK ("edi_interchanges"."direction" = 'outbound' or "edi_interchanges"."collected_on" is null);--> statement-breakpoint
CREATE INDEX "edi_interchanges_outbound_folder_idx" ON "edi_interchanges" USING btree ("supplier_id","partner_id","id") WHERE "edi_interchanges"."direction" = 'outbound' and "edi_interchanges"."collected_on" is null;
