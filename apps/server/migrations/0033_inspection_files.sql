-- Files on assignments, beside those on contacts (0010), kept by one file store: reports will be
-- stored here, and e-mails attach files from here. Every file records who stored it, when, and
-- the SHA-256 of its content (hex), so that a report can be shown to be the one stored. Contacts'
-- files stored from now on record it too; those stored before have none. Deleting an assignment
-- deletes its rows here; the service removes the stored files after the commit.

ALTER TABLE contact_files ADD COLUMN sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$');

CREATE TABLE inspection_files (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL,
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  storage_key text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, storage_key),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX inspection_files_inspection_idx ON inspection_files (tenant_id, inspection_id, created_at);

ALTER TABLE inspection_files ENABLE ROW LEVEL SECURITY;
ALTER TABLE inspection_files FORCE ROW LEVEL SECURITY;
CREATE POLICY inspection_files_tenant ON inspection_files
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON inspection_files TO syna_app;

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
