-- Self-service accounts on the embedded issuer: an e-mail address is verified by following a link
-- sent to it, and a forgotten password is replaced through another. Accounts made before this
-- (by the first-owner command or the demo seed) were set up by an administrator: verified.

ALTER TABLE idp_local_accounts ADD COLUMN email_verified_at timestamptz;
UPDATE idp_local_accounts SET email_verified_at = created_at;

-- The single-use links' tokens. Only a SHA-256 hash of each is kept (the token itself is 256
-- random bits, so a fast hash is enough); a used, superseded or expired one is refused.
CREATE TABLE idp_account_tokens (
  token_hash bytea PRIMARY KEY,
  sub uuid NOT NULL REFERENCES idp_local_accounts (sub) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idp_account_tokens_sub_idx ON idp_account_tokens (sub, purpose);
