-- An activity's notes are private to whoever wrote them, who need not be the member whose
-- calendar the activity is in (an administrator may plan for a colleague). Until now nobody was
-- recorded, so an existing activity's notes belong to its user.
ALTER TABLE activities ADD COLUMN author_id uuid;
UPDATE activities SET author_id = user_id;
ALTER TABLE activities
  ADD FOREIGN KEY (tenant_id, author_id) REFERENCES accounts (tenant_id, user_id) ON DELETE SET NULL (author_id);
