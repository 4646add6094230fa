-- The tenant settings are signed (docs/decisions/row-level-security.md). Until now the policies
-- trusted app.supplier_id / app.operator as they were: SQL injected into a request's statement could set either with
-- set_config and read another supplier's rows, or all of them. Now the db client also sets app.tenant_sig, a SHA-256
-- of a secret, the supplier and the operator flag; the policies take the supplier (or the operator's reach) only
-- from these SECURITY DEFINER functions, which check the signature against the secret. The login role cannot read
-- the secret (no grant), so it cannot sign other settings.
CREATE TABLE IF NOT EXISTS "tenant_context_secret" (
  "id" integer PRIMARY KEY CHECK ("id" = 1),
  "secret" text NOT NULL
);--> statement-breakpoint
INSERT INTO "tenant_context_secret" ("id", "secret")
  VALUES (1, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'))
  ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- 0024's default privileges would give portal_app this table like every other: the owner alone reads it
REVOKE ALL ON "tenant_context_secret" FROM PUBLIC;--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_app') THEN
    REVOKE ALL ON "tenant_context_secret" FROM portal_app;
  END IF;
END $$;--> statement-breakpoint
-- the signature the db client sends (db/tenant-context.ts, signTenantSettings): sha256 of "secret|supplier|operator"
CREATE OR REPLACE FUNCTION portal_tenant_settings_signed() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT coalesce(current_setting('app.tenant_sig', true), '') = encode(sha256(convert_to(
    s.secret || '|' || coalesce(current_setting('app.supplier_id', true), '') || '|' || coalesce(current_setting('app.operator', true), ''),
    'UTF8')), 'hex')
  FROM tenant_context_secret s WHERE s.id = 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_tenant_supplier() RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT CASE WHEN portal_tenant_settings_signed() THEN nullif(current_setting('app.supplier_id', true), '')::int END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_tenant_operator() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT coalesce(current_setting('app.operator', true) = 'on' AND portal_tenant_settings_signed(), false)
$$;--> statement-breakpoint
-- only the two readers are callable by the requests' role: the check itself stays the owner's
REVOKE ALL ON FUNCTION portal_tenant_settings_signed() FROM PUBLIC;--> statement-breakpoint
-- every tenant policy reads the verified values, each evaluated once per statement (a sub-select)
DO $$ DECLARE t text; BEGIN
  FOR t IN SELECT tablename FROM pg_policies WHERE schemaname = 'public' AND policyname = 'tenant_isolation' LOOP
    EXECUTE format('DROP POLICY tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator())) WITH CHECK (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator()))',
      t
    );
  END LOOP;
END $$;
