-- The answers of changes sent with an `Idempotency-Key` header (platform/http/idempotency.ts): a
-- client that repeats a change (an offline outbox replaying it, a retry after a lost answer) gets
-- the first answer again instead of a second change. Written in the change's own transaction, so
-- a committed change always has its key and a rolled-back one has none. A key is the caller's own
-- within the firm, kept `IDEMPOTENCY_KEY_TTL_HOURS` (24) hours; the status is null while the
-- change that claimed the key is still running.
CREATE TABLE idempotency_keys (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  -- SHA-256 (hex) of the request's body: its JSON, or an upload's fields, file name and bytes.
  request_hash text NOT NULL,
  status integer,
  body text,
  location text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, key)
);
-- The caller's expired keys, purged when they send a new one.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (tenant_id, user_id, created_at);

SELECT app_keep_tenant_rows(ARRAY['idempotency_keys']);

GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO syna_app;

-- Records the staff app creates offline carry ids it chose (objects, remarks, photos, recordings).
-- Tables are keyed by (tenant, id), yet an id names one record anywhere (the events log, file
-- links), so a chosen id must be free in every firm: `app_id_taken` answers whether any firm has
-- a record of that kind with the id, and nothing more. It runs as the owner, whose policy sees
-- every firm; the indexes on the id alone keep the check a lookup.
CREATE INDEX inspection_objects_id_idx ON inspection_objects (id);
CREATE INDEX remarks_id_idx ON remarks (id);
CREATE INDEX remark_images_id_idx ON remark_images (id);
CREATE INDEX speech_recordings_id_idx ON speech_recordings (id);

CREATE FUNCTION app_id_taken(kind text, candidate uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT CASE kind
    WHEN 'inspection_objects' THEN EXISTS (SELECT 1 FROM inspection_objects WHERE id = candidate)
    WHEN 'remarks' THEN EXISTS (SELECT 1 FROM remarks WHERE id = candidate)
    WHEN 'remark_images' THEN EXISTS (SELECT 1 FROM remark_images WHERE id = candidate)
    WHEN 'speech_recordings' THEN EXISTS (SELECT 1 FROM speech_recordings WHERE id = candidate)
  END
$$;
REVOKE ALL ON FUNCTION app_id_taken(text, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_id_taken(text, uuid) TO syna_app;
