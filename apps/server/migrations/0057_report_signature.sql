-- What the protocol's signature block says of the firm beside the inspector's name and
-- certification: its liability insurance (insurer and policy number), as the firm writes it on
-- its organisation page. The inspector's certification is a property of their profile in the
-- firm (user_features, name `certification`).
ALTER TABLE tenants ADD COLUMN insurance text CHECK (char_length(insurance) <= 300);

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
