-- Background work, the mail outbox and the activity service.

-- Jobs requested inside a transaction. A request runs as syna_app, which may not touch the job
-- queue's own schema (pg-boss, owned by the connecting user); it writes here instead, in its own
-- transaction, so that a rolled-back request asks for nothing. The server moves the rows into the
-- job queue once they are committed. syna_app may only insert: it can neither read nor remove
-- what others asked for. The data of each job names its tenant.
CREATE TABLE job_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  data jsonb NOT NULL,
  start_after timestamptz,
  singleton_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_outbox_created_idx ON job_outbox (created_at);
GRANT INSERT ON job_outbox TO syna_app;

-- Outgoing e-mail, written in the sender's transaction and delivered by a job. Without an SMTP
-- server the messages stay here, marked kept, for the administrator to read.
CREATE TABLE mail_outbox (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  recipients text[] NOT NULL CHECK (cardinality(recipients) > 0),
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'kept', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (tenant_id, created_at DESC);

-- Calendar activities. The user must be a member of the tenant: the key
-- goes through accounts, and a member's removal leaves the activity without a user.
CREATE TABLE activities (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  start_time timestamptz NOT NULL,
  stop_time timestamptz NOT NULL,
  name text,
  title text NOT NULL,
  notes text,
  location text,
  uri text,
  user_id uuid,
  reminder integer CHECK (reminder >= 0),
  repeat text NOT NULL DEFAULT 'none' CHECK (repeat IN ('none', 'daily', 'weekly', 'monthly', 'yearly')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress IN (-1, 0, 50, 100)),
  tags text[] NOT NULL DEFAULT '{}',
  inspection_id uuid,
  -- When the pending reminder is due, or null when none is. A reminder job carries the time it
  -- was scheduled for and fires only while it still matches, so a moved, finished or deleted
  -- activity leaves no stale reminder behind.
  remind_at timestamptz,
  -- When the last reminder was delivered.
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (stop_time >= start_time),
  FOREIGN KEY (tenant_id, user_id) REFERENCES accounts (tenant_id, user_id) ON DELETE SET NULL (user_id),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE SET NULL (inspection_id)
);
CREATE INDEX activities_start_idx ON activities (tenant_id, start_time);
-- Repeating activities are read by their first start only; the occurrences are computed.
CREATE INDEX activities_repeating_idx ON activities (tenant_id, start_time) WHERE repeat <> 'none';

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['mail_outbox', 'activities']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant())',
      tenant_table || '_tenant', tenant_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO syna_app', tenant_table);
  END LOOP;
END $$;
