-- Resumable uploads (after tus 1.0): a session a member opened for a photo of `size` bytes, whose
-- chunks are written to a partial file in the storage's area for them (`storage_key`). A session
-- is its creator's alone; one not finished by `expires_at` is removed with its bytes by a job.
CREATE TABLE upload_sessions (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  received_bytes bigint NOT NULL DEFAULT 0 CHECK (received_bytes >= 0 AND received_bytes <= size),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

SELECT app_keep_tenant_rows(ARRAY['upload_sessions']);

GRANT SELECT, INSERT, UPDATE, DELETE ON upload_sessions TO syna_app;
