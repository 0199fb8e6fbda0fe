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

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
