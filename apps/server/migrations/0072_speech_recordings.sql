-- Dictated recordings (the speech service): the audio a member recorded, kept as the firm's file,
-- and its transcription, which a job asks of the configured engine. A recording belongs to one
-- remark once the remark is saved with it; one no remark names is discarded a day after upload.
-- `error` holds a code (TRANSCRIPTION_ERRORS of the contracts), worded in the reader's language.
CREATE TABLE speech_recordings (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  remark_id uuid,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  language text NOT NULL CHECK (language IN ('sv', 'en')),
  state text NOT NULL CHECK (state IN ('queued', 'done', 'failed', 'unavailable')),
  transcript text,
  error text CHECK (
    error IN ('noEngine', 'engineDown', 'timedOut', 'nothingHeard', 'engineRefused', 'audioMissing')
  ),
  attempts integer NOT NULL DEFAULT 0,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  -- Deleting a remark deletes its recordings' rows; the service removes their files after commit.
  FOREIGN KEY (tenant_id, remark_id) REFERENCES remarks (tenant_id, id) ON DELETE CASCADE
);
-- A remark's recordings, oldest first; and the recordings an object's or assignment's delete drops.
CREATE INDEX speech_recordings_remark_idx ON speech_recordings (tenant_id, remark_id, created_at)
  WHERE remark_id IS NOT NULL;

SELECT app_keep_tenant_rows(ARRAY['speech_recordings']);

GRANT SELECT, INSERT, UPDATE, DELETE ON speech_recordings TO syna_app;
