-- E-mail: the firm's templates, messages recorded on their assignment and contact, attachments
-- copied into the message, and bounces.

-- A template's subject and body are Liquid over the fields of packages/contracts/src/email-values.ts;
-- the service parses them on save, so a stored template always reads.
CREATE TABLE email_templates (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  tag text,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX email_templates_tag_idx ON email_templates (tenant_id, tag);

-- What a message was about and who sent it. Deleting the assignment, contact or member keeps the
-- message in the outbox as it was sent.
ALTER TABLE mail_outbox
  ADD COLUMN inspection_id uuid,
  ADD COLUMN contact_id uuid,
  ADD COLUMN sent_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE SET NULL (inspection_id),
  ADD FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE SET NULL (contact_id);
CREATE INDEX mail_outbox_inspection_idx ON mail_outbox (tenant_id, inspection_id, created_at DESC)
  WHERE inspection_id IS NOT NULL;
CREATE INDEX mail_outbox_contact_idx ON mail_outbox (tenant_id, contact_id, created_at DESC)
  WHERE contact_id IS NOT NULL;

-- bounced: the mail server refused the message for good (a 5xx reply, kept in last_error); it is
-- not tried again.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
  CHECK (status IN ('queued', 'sent', 'kept', 'failed', 'bounced'));

-- A message's attachments, copied in when it is written: deleting the file it came from later
-- does not change what was sent. The service keeps them under 20 MB per message together.
CREATE TABLE mail_attachments (
  tenant_id text NOT NULL,
  mail_id uuid NOT NULL,
  position integer NOT NULL,
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  content bytea NOT NULL,
  PRIMARY KEY (tenant_id, mail_id, position),
  FOREIGN KEY (tenant_id, mail_id) REFERENCES mail_outbox (tenant_id, id) ON DELETE CASCADE
);

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['email_templates', 'mail_attachments']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant())',
      tenant_table || '_tenant', tenant_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO syna_app', tenant_table);
  END LOOP;
END $$;

-- The e-mail feature is on in every firm, as in a new one, and the built-in roles get its
-- permissions as a new firm's do: members send, readers read the templates.
INSERT INTO tenant_features (tenant_id, name)
SELECT id, 'email' FROM tenants
ON CONFLICT (tenant_id, name) DO NOTHING;
UPDATE roles SET permissions = array_append(permissions, 'email.*')
WHERE builtin AND name = 'user' AND NOT 'email.*' = ANY (permissions);
UPDATE roles SET permissions = array_append(permissions, 'email.read')
WHERE builtin AND name = 'viewer' AND NOT 'email.read' = ANY (permissions);

-- The owner's row access on the new tables (0011).
SELECT app_grant_owner_rows();
