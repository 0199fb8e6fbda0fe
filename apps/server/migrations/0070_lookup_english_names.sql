-- A firm's lookups may carry an English name beside the Swedish one: a user who reads the app in
-- English sees it where it is set, the Swedish name where it is not. Same limit as the name.
ALTER TABLE inspection_types ADD COLUMN name_en text CHECK (char_length(name_en) BETWEEN 1 AND 100);
ALTER TABLE inspection_statuses ADD COLUMN name_en text CHECK (char_length(name_en) BETWEEN 1 AND 100);
ALTER TABLE contact_roles ADD COLUMN name_en text CHECK (char_length(name_en) BETWEEN 1 AND 100);
ALTER TABLE inspection_branches ADD COLUMN name_en text CHECK (char_length(name_en) BETWEEN 1 AND 100);
ALTER TABLE project_types ADD COLUMN name_en text CHECK (char_length(name_en) BETWEEN 1 AND 100);
ALTER TABLE remark_grades ADD COLUMN name_en text CHECK (char_length(name_en) BETWEEN 1 AND 100);
ALTER TABLE order_types ADD COLUMN name_en text CHECK (char_length(name_en) BETWEEN 1 AND 100);

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
