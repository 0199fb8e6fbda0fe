-- Spreadsheet exports of the lists (assignments, orders) as background jobs: what was asked for,
-- how far the job has come, and the stored file until it expires (SPEC §7 "Exports").

CREATE TABLE spreadsheet_exports (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('inspections', 'orders')),
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  -- The list's search as it was asked for, and the language the columns are named in.
  query jsonb NOT NULL,
  language text NOT NULL,
  filename text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  rows_done integer NOT NULL DEFAULT 0,
  rows_total integer,
  reason text,
  storage_key text,
  size bigint,
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

-- The expired exports of a firm, removed when one of its members asks for a new one.
CREATE INDEX spreadsheet_exports_expiry ON spreadsheet_exports (tenant_id, expires_at);

ALTER TABLE spreadsheet_exports ENABLE ROW LEVEL SECURITY;
ALTER TABLE spreadsheet_exports FORCE ROW LEVEL SECURITY;
CREATE POLICY spreadsheet_exports_tenant ON spreadsheet_exports
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON spreadsheet_exports TO syna_app;

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
