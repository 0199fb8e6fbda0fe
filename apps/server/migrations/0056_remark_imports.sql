-- An uploaded workbook of saved remarks, read and classified row by row: the preview an
-- administrator looks at before applying it (SPEC §7 "Import and export of metadata and remarks").
-- `rows` holds each row's values and state as the preview answered them; `applied_at` marks it
-- used, once. Previews older than a day are removed when the firm uploads the next one.
CREATE TABLE remark_imports (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  filename text NOT NULL,
  rows jsonb NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX remark_imports_created_idx ON remark_imports (tenant_id, created_at);

SELECT app_keep_tenant_rows(ARRAY['remark_imports']);

GRANT SELECT, INSERT, UPDATE, DELETE ON remark_imports TO syna_app;

SELECT app_grant_owner_rows();
