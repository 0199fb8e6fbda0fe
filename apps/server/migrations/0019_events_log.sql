-- The events log: every change made through the API appends one row, in the same transaction as
-- the change, so that there is no change without its event and no event without its change. The
-- request role may add rows and read them, never alter or remove them: the log is append-only.
-- The actor's name is kept as it was, so that the log stays readable after a user leaves.

CREATE TABLE events (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text,
  method text NOT NULL CHECK (method IN ('POST', 'PUT', 'PATCH', 'DELETE')),
  route text NOT NULL,
  target text,
  address text,
  request_id text,
  PRIMARY KEY (tenant_id, id)
);
-- The log is read newest first, a page at a time (keyset on at, id).
CREATE INDEX events_at_idx ON events (tenant_id, at DESC, id DESC);

ALTER TABLE events ENABLE ROW LEVEL SECURITY;
ALTER TABLE events FORCE ROW LEVEL SECURITY;
CREATE POLICY events_tenant ON events
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT ON events TO syna_app;

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
