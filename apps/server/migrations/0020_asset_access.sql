-- Who may read an asset: the organisation's members (private), or anyone with its address
-- (anonymous: the firm's logo, which the public order page shows without a sign-in).
ALTER TABLE assets
  ADD COLUMN access text NOT NULL DEFAULT 'private' CHECK (access IN ('private', 'anonymous'));
