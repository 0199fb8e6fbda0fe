-- A photo's caption, as the inspector writes it under the photo; the report prints it with the
-- remark's number. It is kept on the original photo, and its annotated version shows the
-- original's, so drawing on a photo never loses what was written under it.
ALTER TABLE remark_images
  ADD COLUMN caption text CHECK (char_length(caption) <= 200);

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
