-- Versions of what `GET /{tenant}/v1/vb` (the initial data) answers. The server keeps that answer
-- per (tenant, user) and reuses it while both versions are the ones the request's own caller
-- statement reads; every change that alters the answer moves one of them. The triggers below are
-- the one place that knows what the answer depends on: whichever code (or person, in psql)
-- changes a row, the version moves in the same transaction.
--   tenants.data_version: the tenant's row (name, logo, settings), its features and its roles;
--   users.data_version: the user's row (profile, properties) and their memberships (accounts, with
--     roles and the names of their organisations).
ALTER TABLE tenants ADD COLUMN data_version bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN data_version bigint NOT NULL DEFAULT 0;

-- A row's own change moves its version, unless only the version or the time of change differs
-- (a sign-in that rewrites the same name and e-mail changes nothing the answer shows).
CREATE FUNCTION app_version_own_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'data_version' - 'updated_at' IS DISTINCT FROM to_jsonb(OLD) - 'data_version' - 'updated_at' THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER tenants_data_version BEFORE UPDATE ON tenants
  FOR EACH ROW EXECUTE FUNCTION app_version_own_change();
CREATE TRIGGER users_data_version BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION app_version_own_change();

-- The changes of other rows move the versions as the schema's owner: the request role may change
-- a role or a membership without being allowed to write the tenant's or the member's row. The
-- trigger names the table to move and the changed rows' column that points at it.
CREATE FUNCTION app_version_referenced_rows() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  EXECUTE format('UPDATE %I SET data_version = data_version + 1 WHERE id IN (SELECT %I FROM changed_rows)',
                 TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;

-- A renamed organisation is named in every member's list of organisations.
CREATE FUNCTION app_version_members_of_tenant() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1
   WHERE id IN (SELECT a.user_id FROM accounts a JOIN changed_rows t ON t.id = a.tenant_id
                 JOIN previous_rows p ON p.id = t.id WHERE t.name IS DISTINCT FROM p.name);
  RETURN NULL;
END $$;

-- Statement-level, over the transition tables: a bulk change moves each version once. An update
-- is seen from both sides: one that moves a row away (another user's account) changes both.
DO $$
DECLARE
  dependent record;
  event record;
BEGIN
  FOR dependent IN
    SELECT * FROM (VALUES ('tenant_features', 'tenants', 'tenant_id'),
                          ('roles', 'tenants', 'tenant_id'),
                          ('accounts', 'users', 'user_id')) AS d (tab, target, reference)
  LOOP
    FOR event IN
      SELECT * FROM (VALUES ('inserted', 'INSERT', 'NEW'), ('updated', 'UPDATE', 'NEW'),
                            ('moved', 'UPDATE', 'OLD'), ('deleted', 'DELETE', 'OLD')) AS e (name, kind, side)
    LOOP
      EXECUTE format('CREATE TRIGGER %1$s_%2$s_version AFTER %3$s ON %1$I
                        REFERENCING %4$s TABLE AS changed_rows FOR EACH STATEMENT
                        EXECUTE FUNCTION app_version_referenced_rows(%5$L, %6$L)',
                     dependent.tab, event.name, event.kind, event.side, dependent.target, dependent.reference);
    END LOOP;
  END LOOP;
END $$;

CREATE TRIGGER tenants_renamed_version AFTER UPDATE ON tenants
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_version_members_of_tenant();
