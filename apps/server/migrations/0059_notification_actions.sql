-- A notification's action (a button that leads to a page of the app) and attachments (files of
-- the firm's own it offers for download) are what the app sends: the database refuses an action
-- without its label or with a route that is not a path of the app, and more than ten
-- attachments, whatever writes them. The rules in full (which addresses an attachment may
-- have) are the contracts' (notification.ts).
ALTER TABLE notifications
  ADD CONSTRAINT notifications_action_shape CHECK (
    action IS NULL OR (
      jsonb_typeof(action) = 'object'
      AND char_length(action ->> 'label') BETWEEN 1 AND 60
      AND action ->> 'route' LIKE '/%'
      AND action ->> 'route' NOT LIKE '//%'
    )
  ),
  ADD CONSTRAINT notifications_attachments_shape CHECK (
    jsonb_typeof(attachments) = 'array' AND jsonb_array_length(attachments) <= 10
  );

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
