-- The second wall of a new tenant table in one call: row-level security enabled and forced, the
-- tenant policy (`tenant_id = app_tenant()`, for reads and writes), and the owner's policy of
-- 0011. A migration that adds tenant tables ends with
-- `SELECT app_keep_tenant_rows(ARRAY['table_a', 'table_b']);` and its grants to syna_app.
CREATE OR REPLACE FUNCTION app_keep_tenant_rows(tenant_tables text[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY tenant_tables LOOP
    EXECUTE format(
      'ALTER TABLE %1$I ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
       CREATE POLICY %2$I ON %1$I USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant())',
      name, name || '_tenant');
  END LOOP;
  PERFORM app_grant_owner_rows();
END $$;
