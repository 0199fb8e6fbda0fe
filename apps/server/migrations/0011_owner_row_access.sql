-- The schema's owner does the server's system work (sign-in, the first request of a new user, the
-- job outbox) and must see across tenants. A superuser does anyway; on a managed PostgreSQL the
-- owner is no superuser and, with row-level security forced on its tables, would see no row. A
-- policy for the owner alone gives it nothing it could not take (it may switch row-level security
-- off on its own tables); the request role, which is no member of the owner, stays behind the
-- tenant policies.
CREATE OR REPLACE FUNCTION app_grant_owner_rows() RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  forced record;
BEGIN
  FOR forced IN
    SELECT c.oid::regclass AS name, pg_get_userbyid(c.relowner) AS owner
      FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relforcerowsecurity
       AND NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'owner_rows')
  LOOP
    EXECUTE format('CREATE POLICY owner_rows ON %s TO %I USING (true) WITH CHECK (true)', forced.name, forced.owner);
  END LOOP;
END $$;

-- A migration that adds a table with forced row-level security ends with this call, too.
SELECT app_grant_owner_rows();
