-- Permissions beyond a member's roles: a group's patterns count for each of its members, and a
-- member may hold patterns of their own (`POST /permissions` with a group's or a user's id).
ALTER TABLE groups ADD COLUMN permissions text[] NOT NULL DEFAULT '{}';
ALTER TABLE accounts ADD COLUMN permissions text[] NOT NULL DEFAULT '{}';

-- The initial data shows the caller's permissions, so what changes them moves the member's
-- version (see 0014): a member's own patterns are on their account, which 0014 covers; joining or
-- leaving a group, and a group's patterns changing (or the group going), are covered here.
CREATE FUNCTION app_version_group_membership() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1
   WHERE id IN (SELECT a.user_id FROM accounts a
                  JOIN changed_rows m ON m.tenant_id = a.tenant_id AND m.account_id = a.id);
  RETURN NULL;
END $$;

CREATE FUNCTION app_version_group_permissions() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1
   WHERE id IN (SELECT a.user_id FROM accounts a
                  JOIN group_members m ON m.tenant_id = a.tenant_id AND m.account_id = a.id
                  JOIN changed_rows g ON g.tenant_id = m.tenant_id AND g.id = m.group_id
                  JOIN previous_rows p ON p.tenant_id = g.tenant_id AND p.id = g.id
                 WHERE g.permissions IS DISTINCT FROM p.permissions);
  RETURN NULL;
END $$;

CREATE TRIGGER group_members_inserted_version AFTER INSERT ON group_members
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_version_group_membership();
-- A deleted group takes its memberships with it (ON DELETE CASCADE), which fires this one.
CREATE TRIGGER group_members_deleted_version AFTER DELETE ON group_members
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_version_group_membership();
CREATE TRIGGER groups_permissions_version AFTER UPDATE ON groups
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_version_group_permissions();

-- Every pattern a member holds, from their roles, their groups and their own: the one place that
-- says where permissions come from (the caller statement and the order announcements read it).
-- It runs as the caller (security_invoker), so row-level security applies to every part.
CREATE VIEW member_permissions WITH (security_invoker = true) AS
  SELECT a.tenant_id, a.id AS account_id, a.user_id, granted.permission
    FROM accounts a
    JOIN roles r ON r.tenant_id = a.tenant_id AND r.name = ANY (a.roles)
    CROSS JOIN LATERAL unnest(r.permissions) AS granted (permission)
  UNION
  SELECT a.tenant_id, a.id, a.user_id, granted.permission
    FROM accounts a CROSS JOIN LATERAL unnest(a.permissions) AS granted (permission)
  UNION
  SELECT a.tenant_id, a.id, a.user_id, granted.permission
    FROM accounts a
    JOIN group_members m ON m.tenant_id = a.tenant_id AND m.account_id = a.id
    JOIN groups g ON g.tenant_id = m.tenant_id AND g.id = m.group_id
    CROSS JOIN LATERAL unnest(g.permissions) AS granted (permission);
GRANT SELECT ON member_permissions TO syna_app;
