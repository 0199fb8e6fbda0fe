-- The assignment's issued reports (docs/DOCUMENTS.md). Every export of a report is a new version:
-- its number per assignment, who made it and when, the template and the SHA-256 of the template's
-- file it was made from, and the files it stored in the assignment's files with their SHA-256. A
-- firm answers for what it delivered, so the app never changes or deletes a version: syna_app may
-- only read and add them. Deleting the assignment itself takes its versions with it. The files
-- of a version cannot be deleted on their own (the service answers 409; the deferred keys hold
-- it in the database too, while letting an assignment's deletion remove files and versions together).
CREATE TABLE report_versions (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  template_id uuid NOT NULL,
  template_name text NOT NULL,
  template_sha256 text NOT NULL CHECK (template_sha256 ~ '^[0-9a-f]{64}$'),
  report_number text,
  docx_file_id uuid NOT NULL,
  docx_sha256 text NOT NULL CHECK (docx_sha256 ~ '^[0-9a-f]{64}$'),
  pdf_file_id uuid,
  pdf_sha256 text CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  pdf_missing text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, inspection_id, version),
  CHECK ((pdf_file_id IS NULL) = (pdf_sha256 IS NULL)),
  CHECK ((pdf_file_id IS NULL) = (pdf_missing IS NOT NULL)),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, docx_file_id) REFERENCES inspection_files (tenant_id, id)
    DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (tenant_id, pdf_file_id) REFERENCES inspection_files (tenant_id, id)
    DEFERRABLE INITIALLY DEFERRED
);

ALTER TABLE report_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY report_versions_tenant ON report_versions
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT ON report_versions TO syna_app;

-- An export's job: where it stands, for the assignment view to show while it runs. Changed by the
-- job as it goes; the version it made is the record that stays.
CREATE TABLE report_exports (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL,
  template_id uuid NOT NULL,
  filename text,
  base_url text,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'rendering', 'converting', 'done', 'failed')),
  reason text,
  version_id uuid,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE
);

ALTER TABLE report_exports ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_exports FORCE ROW LEVEL SECURITY;
CREATE POLICY report_exports_tenant ON report_exports
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE ON report_exports TO syna_app;

-- The owner's row access on the new tables (0011).
SELECT app_grant_owner_rows();
