-- The users' administration: when each user last signed in, and removing a member from a firm
-- without losing their work.

-- Set by `POST /v1/account/user/sign-in`, which the staff app calls after every sign-in: one write
-- per sign-in rather than one per request.
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;

-- A sign-in changes nothing the initial data shows: it does not move the user's version (which
-- would make the next request build the initial data anew for nothing).
CREATE OR REPLACE FUNCTION app_version_own_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'data_version' - 'updated_at' - 'last_sign_in_at'
       IS DISTINCT FROM to_jsonb(OLD) - 'data_version' - 'updated_at' - 'last_sign_in_at' THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;

-- A removed member's activities stay theirs: the calendar's keys pointed through the membership
-- (and were cleared with it); they now point at the user. That the user is a member when an
-- activity is written is checked by the activities' service.
ALTER TABLE activities
  DROP CONSTRAINT activities_tenant_id_user_id_fkey,
  DROP CONSTRAINT activities_tenant_id_author_id_fkey,
  ADD FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
  ADD FOREIGN KEY (author_id) REFERENCES users (id) ON DELETE SET NULL;

-- Who was a member of a firm and was removed from it: their work (calendar, assignments, projects)
-- still shows their name, so the firm keeps reading their user row, as it reads its members'.
CREATE TABLE former_members (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  removed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
ALTER TABLE former_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE former_members FORCE ROW LEVEL SECURITY;
CREATE POLICY former_members_tenant ON former_members
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT ON former_members TO syna_app;

ALTER POLICY users_read ON users
  USING (id = app_user() OR sub = app_subject()
    OR id IN (SELECT user_id FROM accounts WHERE tenant_id = app_tenant())
    OR id IN (SELECT user_id FROM former_members WHERE tenant_id = app_tenant()));

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
