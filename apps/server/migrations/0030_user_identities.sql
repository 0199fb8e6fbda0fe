-- Users are keyed by the issuer and its subject, never by the subject alone: a subject is unique
-- only within the issuer that assigns it, and a firm may move from the embedded issuer to its own
-- Keycloak or Entra. The issuer is named by its identifier (`iss`), or `embedded` for the embedded
-- issuer, whose identifier follows the address it is reached at.
--
-- Rows from before this migration have no issuer: they were keyed by the subject of the issuer the
-- install used then, and the first sign-in with that subject records the issuer (adoption, in
-- `provisionUser`). So an install upgrades first and moves to another issuer afterwards.
ALTER TABLE users ADD COLUMN issuer text;
ALTER TABLE users DROP CONSTRAINT users_sub_key;
CREATE UNIQUE INDEX users_identity_idx ON users (issuer, sub);
CREATE UNIQUE INDEX users_unadopted_sub_idx ON users (sub) WHERE issuer IS NULL;
-- The users a verified e-mail may link a new identity to (see `linkByVerifiedEmail`).
CREATE INDEX users_verified_email_idx ON users (lower(email)) WHERE email_verified;

-- The issuer of the request's token (set with the subject), or null.
CREATE OR REPLACE FUNCTION app_issuer() RETURNS text
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.issuer', true), '') $$;

ALTER POLICY users_read ON users
  USING (id = app_user() OR (issuer = app_issuer() AND sub = app_subject())
    OR id IN (SELECT user_id FROM accounts WHERE tenant_id = app_tenant())
    OR id IN (SELECT user_id FROM former_members WHERE tenant_id = app_tenant()));

-- A user's identities before a link moved them to a new issuer, kept for audit: which identity the
-- row had, which it has since, why (the new issuer verified the same e-mail, or the user redeemed
-- a code an administrator issued) and when. Written and read by the owner alone (sign-in's
-- provisioning runs as the owner); the request role has no grant.
CREATE TABLE user_identity_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  previous_issuer text,
  previous_subject text NOT NULL,
  issuer text NOT NULL,
  subject text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('verified-email', 'link-code')),
  linked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_identity_links_user_idx ON user_identity_links (user_id, linked_at);
ALTER TABLE user_identity_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE user_identity_links FORCE ROW LEVEL SECURITY;

-- Codes an administrator issues to link a member's sign-in at a new issuer to their user, for a
-- person whose e-mail does not link them (docs/IDENTITY-PROVIDER.md). A code is a secret that names
-- its firm; only its SHA-256 is kept. It is single-use and expires; a newer code for the same member
-- replaces an unused older one.
CREATE TABLE identity_link_codes (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- The user row of the sign-in that redeemed it (which gave its identity to `user_id`).
  used_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX identity_link_codes_user_idx ON identity_link_codes (tenant_id, user_id) WHERE used_at IS NULL;

ALTER TABLE identity_link_codes ENABLE ROW LEVEL SECURITY;
ALTER TABLE identity_link_codes FORCE ROW LEVEL SECURITY;
CREATE POLICY identity_link_codes_tenant ON identity_link_codes
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, DELETE ON identity_link_codes TO syna_app;
GRANT UPDATE (used_at, used_by) ON identity_link_codes TO syna_app;

-- A user row whose identity moved to another row by a code has no subject: no token reaches it. It
-- stays, as what it wrote before (its sign-in, the redemption's event) points at it.
ALTER TABLE users ALTER COLUMN sub DROP NOT NULL;

-- Moves the caller's identity (issuer and subject) to `target` and keeps the target's former one in
-- `user_identity_links`. It writes two users' rows, which the request role may not, so it runs as
-- the owner; it refuses unless the caller redeemed a code for `target` in this very transaction.
CREATE FUNCTION app_link_identity(target uuid) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  caller users%ROWTYPE;
  previous users%ROWTYPE;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM identity_link_codes
                  WHERE user_id = target AND used_by = app_user() AND used_at = now()) THEN
    RAISE EXCEPTION 'no link code for this user was redeemed by the caller' USING ERRCODE = '42501';
  END IF;
  SELECT * INTO caller FROM users WHERE id = app_user() FOR UPDATE;
  SELECT * INTO previous FROM users WHERE id = target FOR UPDATE;
  INSERT INTO user_identity_links (user_id, previous_issuer, previous_subject, issuer, subject, reason)
    VALUES (target, previous.issuer, previous.sub, caller.issuer, caller.sub, 'link-code');
  UPDATE users SET sub = NULL, updated_at = now() WHERE id = caller.id;
  UPDATE users SET issuer = caller.issuer, sub = caller.sub, updated_at = now() WHERE id = target;
END $$;
REVOKE ALL ON FUNCTION app_link_identity(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_link_identity(uuid) TO syna_app;

-- In how many firms besides the current one a member is: a code from one firm must not hand over
-- the memberships another firm gave. The request role sees only the current firm's memberships.
CREATE FUNCTION app_other_firm_count(member uuid) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT count(*)::integer FROM accounts
   WHERE user_id = member AND tenant_id <> app_tenant()
     AND EXISTS (SELECT 1 FROM accounts own WHERE own.user_id = member AND own.tenant_id = app_tenant())
$$;
REVOKE ALL ON FUNCTION app_other_firm_count(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_other_firm_count(uuid) TO syna_app;

-- The owner's row access on the new tables (0011).
SELECT app_grant_owner_rows();
