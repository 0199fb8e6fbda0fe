-- The outbox pages by keyset, newest first (created_at, then id, both descending): the index holds
-- the whole order, so a page after a cursor is one range of it, however deep. With a status, the
-- second index does the same for that status's messages.
DROP INDEX mail_outbox_created_idx;
CREATE INDEX mail_outbox_created_idx ON mail_outbox (tenant_id, created_at DESC, id DESC);
CREATE INDEX mail_outbox_status_created_idx ON mail_outbox (tenant_id, status, created_at DESC, id DESC);

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
