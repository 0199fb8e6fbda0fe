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
