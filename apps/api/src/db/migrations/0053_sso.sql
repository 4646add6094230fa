-- The supplier's own identity provider (docs/decisions/auth.md, "Single sign-on"): the provider (kind 'oidc' now; 'saml'
-- fits the same row later), the e-mail domains it speaks for (pending until proved; one supplier per proved domain,
-- kept by the proof under a lock on the domain: the tenant tables' keys all include supplier_id, migration 0026),
-- the sign-ins under way (state, nonce and PKCE verifier kept server-side, bound to the browser that started them,
-- single use, 10 minutes), and the provider's people (its `sub` linked to a person, once). Tenant tables:
-- row-level security as every other (migrations 0024/0027), keys (supplier_id, id) as 0026, data versions as 0038.
CREATE TABLE "sso_providers" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sso_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text,
	"client_secret_sealed" text,
	"new_person_is_admin" boolean DEFAULT false NOT NULL,
	"enforced" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"updated_on" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_providers_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "sso_providers_kind_ck" CHECK ("sso_providers"."kind" in ('oidc', 'saml')),
	CONSTRAINT "sso_providers_oidc_ck" CHECK ("sso_providers"."kind" <> 'oidc' or "sso_providers"."client_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sso_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"domain" text NOT NULL,
	"verification_token_hash" text,
	"verification_expires_on" timestamp with time zone,
	"proved_on" timestamp with time zone,
	"proved_by" text,
	"created_on" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_domains_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "sso_domains_proved_by_ck" CHECK (("sso_domains"."proved_on" is null) = ("sso_domains"."proved_by" is null) and ("sso_domains"."proved_by" is null or "sso_domains"."proved_by" in ('operator', 'mail'))),
	CONSTRAINT "sso_domains_domain_ck" CHECK ("sso_domains"."domain" = lower("sso_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "sso_sign_in_requests" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sso_sign_in_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"used_on" timestamp with time zone,
	CONSTRAINT "sso_sign_in_requests_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sso_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_identities_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD CONSTRAINT "sso_sign_in_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD CONSTRAINT "sso_sign_in_requests_provider_fk" FOREIGN KEY ("supplier_id","provider_id") REFERENCES "public"."sso_providers"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_provider_fk" FOREIGN KEY ("supplier_id","provider_id") REFERENCES "public"."sso_providers"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_subject_uq" ON "sso_identities" USING btree ("supplier_id","provider_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_user_uq" ON "sso_identities" USING btree ("supplier_id","provider_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_supplier_uq" ON "sso_providers" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_domains_supplier_domain_uq" ON "sso_domains" USING btree ("supplier_id","domain");--> statement-breakpoint
CREATE INDEX "sso_domains_proved_idx" ON "sso_domains" USING btree ("domain") WHERE "sso_domains"."proved_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_domains_verification_uq" ON "sso_domains" USING btree ("supplier_id","verification_token_hash");--> statement-breakpoint
CREATE INDEX "sso_domains_verification_idx" ON "sso_domains" USING btree ("verification_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sign_in_requests_state_uq" ON "sso_sign_in_requests" USING btree ("supplier_id","state_hash");--> statement-breakpoint
CREATE INDEX "sso_sign_in_requests_state_idx" ON "sso_sign_in_requests" USING btree ("state_hash");--> statement-breakpoint
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['sso_providers', 'sso_domains', 'sso_sign_in_requests', 'sso_identities'] LOOP
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
