-- Files on address-book contacts (contracts, drawings, certificates). The bytes live in the file
-- storage under `storage_key`; the row keeps the name the file had on the uploader's device, for
-- the download. Deleting a contact deletes its rows here; the service removes the stored files
-- after the commit.
CREATE TABLE contact_files (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  contact_id uuid NOT NULL,
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  storage_key text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, storage_key),
  FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX contact_files_contact_idx ON contact_files (tenant_id, contact_id, created_at);

ALTER TABLE contact_files ENABLE ROW LEVEL SECURITY;
ALTER TABLE contact_files FORCE ROW LEVEL SECURITY;
CREATE POLICY contact_files_tenant ON contact_files
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON contact_files TO syna_app;
