-- EDI (docs/decisions/edi.md): a supplier's trading partner (its ISA qualifier and id, the documents it exchanges,
-- enabled) and every interchange in and out (its control number, never twice per partner and direction; its state;
-- the rejection's reason in words; the raw file; test mode). Tenant tables: row-level security as every other
-- (migrations 0024/0027), keys (supplier_id, id) as 0026, data versions as 0038.
CREATE TABLE "edi_trading_partners" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "edi_trading_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"isa_qualifier" text NOT NULL,
	"isa_id" text NOT NULL,
	"documents" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"updated_on" timestamp with time zone NOT NULL,
	CONSTRAINT "edi_trading_partners_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "edi_trading_partners_qualifier_ck" CHECK ("edi_trading_partners"."isa_qualifier" ~ '^[0-9A-Z]{2}$'),
	CONSTRAINT "edi_trading_partners_id_ck" CHECK ("edi_trading_partners"."isa_id" ~ '^[0-9A-Z][0-9A-Z ._-]{0,14}$'),
	CONSTRAINT "edi_trading_partners_documents_ck" CHECK ("edi_trading_partners"."documents" <@ array['850','860','820','855','856','810','997']::text[])
);
--> statement-breakpoint
CREATE TABLE "edi_interchanges" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "edi_interchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"direction" text NOT NULL,
	"control_number" integer,
	"document_type" text,
	"state" text NOT NULL,
	"reason" text,
	"raw" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"acknowledges_id" integer,
	"created_on" timestamp with time zone NOT NULL,
	"updated_on" timestamp with time zone NOT NULL,
	CONSTRAINT "edi_interchanges_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "edi_interchanges_direction_ck" CHECK ("edi_interchanges"."direction" in ('inbound','outbound')),
	CONSTRAINT "edi_interchanges_state_ck" CHECK (("edi_interchanges"."direction" = 'inbound' and "edi_interchanges"."state" in ('received','accepted','rejected')) or ("edi_interchanges"."direction" = 'outbound' and "edi_interchanges"."state" in ('sent','acknowledged','rejected'))),
	CONSTRAINT "edi_interchanges_reason_ck" CHECK (("edi_interchanges"."state" = 'rejected') = ("edi_interchanges"."reason" is not null)),
	CONSTRAINT "edi_interchanges_control_number_ck" CHECK ("edi_interchanges"."control_number" between 1 and 999999999),
	CONSTRAINT "edi_interchanges_outbound_control_ck" CHECK ("edi_interchanges"."direction" = 'inbound' or "edi_interchanges"."control_number" is not null),
	CONSTRAINT "edi_interchanges_document_type_ck" CHECK ("edi_interchanges"."document_type" in ('850','860','820','855','856','810','997'))
);
--> statement-breakpoint
ALTER TABLE "edi_trading_partners" ADD CONSTRAINT "edi_trading_partners_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_interchanges" ADD CONSTRAINT "edi_interchanges_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_interchanges" ADD CONSTRAINT "edi_interchanges_partner_id_fk" FOREIGN KEY ("supplier_id","partner_id") REFERENCES "public"."edi_trading_partners"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_interchanges" ADD CONSTRAINT "edi_interchanges_acknowledges_id_fk" FOREIGN KEY ("supplier_id","acknowledges_id") REFERENCES "public"."edi_interchanges"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- one partner per supplier (its folder on the SFTP server names it; the ISA sender is checked against it)
CREATE UNIQUE INDEX "edi_trading_partners_supplier_uq" ON "edi_trading_partners" USING btree ("supplier_id");--> statement-breakpoint
-- a control number never twice per partner and direction: the same interchange sent twice is found, and changes nothing
CREATE UNIQUE INDEX "edi_interchanges_control_uq" ON "edi_interchanges" USING btree ("supplier_id","partner_id","direction","control_number");--> statement-breakpoint
-- the EDI page: the supplier's interchanges, newest first
CREATE INDEX "edi_interchanges_supplier_created_idx" ON "edi_interchanges" USING btree ("supplier_id","created_on","id");--> statement-breakpoint
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['edi_trading_partners', 'edi_interchanges'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator())) WITH CHECK (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator()))',
      t
    );
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed()', t || '_data_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_moved()', t || '_data_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed()', t || '_data_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_forget_supplier_data_versions()', t || '_data_version_truncate', t);
  END LOOP;
END $$;
