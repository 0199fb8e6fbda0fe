-- The embedded sign-in issuer: local accounts with hashed passwords, and the issuer's own
-- short-lived records (sessions, grants, codes, tokens). Not tenant data: no request role access.

CREATE TABLE idp_local_accounts (
  sub uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  given_name text,
  family_name text,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX idp_local_accounts_email_idx ON idp_local_accounts (lower(email));

CREATE TABLE idp_records (
  kind text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX idp_records_grant_idx ON idp_records (grant_id);
CREATE INDEX idp_records_uid_idx ON idp_records (uid);
CREATE INDEX idp_records_expires_idx ON idp_records (expires_at);
