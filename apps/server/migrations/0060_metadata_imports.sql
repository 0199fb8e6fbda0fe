-- An uploaded file of a firm's set-up (lookups, order types, forms, blueprints, metadata groups),
-- read and classified item by item: the preview an administrator looks at before applying it
-- (SPEC §7 "Import and export of metadata and remarks"). `groups` holds each item's values and
-- state as the preview answered them; `applied_at` marks it used, once. Previews older than a day
-- are removed when the firm uploads the next one.
CREATE TABLE metadata_imports (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  filename text NOT NULL,
  file_version integer NOT NULL,
  exported text NOT NULL,
  firm text NOT NULL,
  groups jsonb NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX metadata_imports_created_idx ON metadata_imports (tenant_id, created_at);

SELECT app_keep_tenant_rows(ARRAY['metadata_imports']);

GRANT SELECT, INSERT, UPDATE, DELETE ON metadata_imports TO syna_app;

SELECT app_grant_owner_rows();
