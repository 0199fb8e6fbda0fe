-- Invitations to a firm: an administrator invites an e-mail address with the roles the membership
-- will get; the invitee accepts or denies it, signed in, outside any tenant. The invitee is found
-- by e-mail, so only an e-mail address the issuer has verified may ever match: the users row keeps
-- whether its e-mail is verified (the token's `email_verified` claim), and an unverified address
-- sees nothing.

ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;

-- The caller's e-mail in lower case when the issuer has verified it, else null (which equals nothing).
CREATE OR REPLACE FUNCTION app_verified_email() RETURNS text
  LANGUAGE sql STABLE AS $$ SELECT lower(email) FROM users WHERE id = app_user() AND email_verified $$;

CREATE TABLE invitations (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
  roles text[] NOT NULL CHECK (cardinality(roles) > 0),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as it was, so that the invitation stays readable after the inviter leaves.
  invited_by_name text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'accepted', 'denied')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  CHECK ((status = 'created') = (answered_at IS NULL)),
  PRIMARY KEY (tenant_id, id)
);
-- One pending invitation per firm and address; answered ones stay as history.
CREATE UNIQUE INDEX invitations_pending_idx ON invitations (tenant_id, email) WHERE status = 'created';
-- The invitee's pending invitations, across firms.
CREATE INDEX invitations_invitee_idx ON invitations (email) WHERE status = 'created';
CREATE INDEX invitations_created_idx ON invitations (tenant_id, created_at DESC, id);

ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY invitations_tenant ON invitations
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
-- The invitee reads the invitations to their verified address, and answers the pending ones.
CREATE POLICY invitations_invitee_read ON invitations FOR SELECT
  USING (email = app_verified_email());
CREATE POLICY invitations_invitee_answer ON invitations FOR UPDATE
  USING (status = 'created' AND email = app_verified_email())
  WITH CHECK (status IN ('accepted', 'denied') AND email = app_verified_email());
-- An answer changes the status and its time, nothing else (not the firm, the address or the roles).
GRANT SELECT, INSERT, DELETE ON invitations TO syna_app;
GRANT UPDATE (status, answered_at) ON invitations TO syna_app;

-- Outside any tenant the invitee may read the name of a firm that invites them.
CREATE POLICY tenants_inviting ON tenants FOR SELECT
  USING (app_tenant() IS NULL AND id IN (
    SELECT tenant_id FROM invitations WHERE status = 'created' AND email = app_verified_email()));

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
