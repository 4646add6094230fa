-- The tenant checks of row-level security (0027) in PL/pgSQL: the same logic, the same owner, SECURITY DEFINER and
-- pinned search_path, the same grants. A LANGUAGE sql function that cannot be inlined (SECURITY DEFINER, SET) is
-- parsed and planned again in every statement that calls it: about 0.1-0.4 ms per policy's sub-select on the bench
-- machine; PL/pgSQL keeps its plan for the session (docs/decisions/request-cost.md).
CREATE OR REPLACE FUNCTION portal_tenant_settings_signed() RETURNS boolean
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN (SELECT coalesce(current_setting('app.tenant_sig', true), '') = encode(sha256(convert_to(
    s.secret || '|' || coalesce(current_setting('app.supplier_id', true), '') || '|' || coalesce(current_setting('app.operator', true), ''),
    'UTF8')), 'hex')
  FROM tenant_context_secret s WHERE s.id = 1);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_tenant_supplier() RETURNS integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN CASE WHEN portal_tenant_settings_signed() THEN nullif(current_setting('app.supplier_id', true), '')::int END;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_tenant_operator() RETURNS boolean
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN coalesce(current_setting('app.operator', true) = 'on' AND portal_tenant_settings_signed(), false);
END
$$;
