-- The firm's Word (.docx) templates for reports. The bytes live in the file storage under
-- `storage_key`; a replaced template gets a new key (its old file goes after the commit), so the
-- SHA-256 names exactly the file a report was made from. `unknown_fields` keeps the tags the
-- upload found that are no report field, for the list to warn of.
CREATE TABLE document_templates (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  size bigint NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL,
  unknown_fields text[] NOT NULL DEFAULT '{}',
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, storage_key)
);
CREATE INDEX document_templates_name_idx ON document_templates (tenant_id, lower(name), id);

ALTER TABLE document_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE document_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY document_templates_tenant ON document_templates
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON document_templates TO syna_app;

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
