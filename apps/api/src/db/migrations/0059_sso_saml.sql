-- SAML 2.0 on the single sign-on tables (docs/decisions/auth.md, "SAML 2.0"): a provider of kind 'saml' keeps the
-- identity provider's entity id in "issuer", its sign-in address (HTTP-Redirect) and its signing certificate, and
-- whether it may start a sign-in itself (IdP-initiated). A SAML sign-in under way is a row of sso_sign_in_requests: the
-- AuthnRequest's ID hashed in state_hash (InResponseTo finds it), no nonce or PKCE verifier; the checked answer waits
-- there for the browser (identity, a single-use ticket hashed) until the browser that started brings its key. An
-- answer the provider started alone has no browser key. sso_saml_assertions keeps every accepted assertion's ID until
-- it expires, so a replay is refused in any process. Tenant table: row-level security as migration 0053's.
-- How the provider says the person signed in (OpenID Connect's acr/amr, SAML's AuthnContextClassRef, in words) is kept
-- with the session (kept by its rotations, as signed_in_with) and with the sign-in's audit row.
ALTER TABLE "refresh_tokens" ADD COLUMN "signed_in_assurance" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "assurance" text;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "sso_url" text;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "signing_certificate" text;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "allow_idp_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_saml_ck" CHECK ("sso_providers"."kind" <> 'saml' or ("sso_providers"."sso_url" is not null and "sso_providers"."signing_certificate" is not null));--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ALTER COLUMN "browser_key_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ALTER COLUMN "nonce" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ALTER COLUMN "code_verifier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD COLUMN "identity" jsonb;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD COLUMN "received_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD CONSTRAINT "sso_sign_in_requests_ticket_ck" CHECK (("sso_sign_in_requests"."ticket_hash" is null) = ("sso_sign_in_requests"."identity" is null));--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sign_in_requests_ticket_uq" ON "sso_sign_in_requests" USING btree ("supplier_id","ticket_hash");--> statement-breakpoint
CREATE INDEX "sso_sign_in_requests_ticket_idx" ON "sso_sign_in_requests" USING btree ("ticket_hash") WHERE "sso_sign_in_requests"."ticket_hash" is not null;--> statement-breakpoint
CREATE TABLE "sso_saml_assertions" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sso_saml_assertions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"assertion_id" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_saml_assertions_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
ALTER TABLE "sso_saml_assertions" ADD CONSTRAINT "sso_saml_assertions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_saml_assertions" ADD CONSTRAINT "sso_saml_assertions_provider_fk" FOREIGN KEY ("supplier_id","provider_id") REFERENCES "public"."sso_providers"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_saml_assertions_uq" ON "sso_saml_assertions" USING btree ("supplier_id","provider_id","assertion_id");--> statement-breakpoint
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['sso_saml_assertions'] LOOP
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
