-- The firm's metadata (SPEC §7 "Metadata and events", `GET`/`POST /admin/metadata`): one document
-- per firm of named groups of named values, which its forms and imports draw on. Kept beside the
-- tenant's row rather than in it, so that a change does not move the tenant's initial-data version.
CREATE TABLE tenant_metadata (
  tenant_id text PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  document jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as it was, so that the document says who last wrote it after they leave.
  updated_by_name text
);

ALTER TABLE tenant_metadata ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_metadata FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_metadata_tenant ON tenant_metadata
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE ON tenant_metadata TO syna_app;

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
