-- Foundation: tenants, users, memberships, roles, features, groups, notifications.
-- Every tenant-owned table has tenant_id, a composite key (tenant_id, id) and a FORCEd
-- row-level security policy on app_tenant(); the request role syna_app cannot bypass it.

DO $$
BEGIN
  CREATE ROLE syna_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

GRANT USAGE ON SCHEMA public TO syna_app;

-- The tenant and user a request transaction runs for (set with set_config(..., true)).
CREATE OR REPLACE FUNCTION app_tenant() RETURNS text
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.tenant_id', true), '') $$;
CREATE OR REPLACE FUNCTION app_user() RETURNS uuid
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
-- The signed-in subject, set while a request resolves who its caller is.
CREATE OR REPLACE FUNCTION app_subject() RETURNS text
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.subject', true), '') $$;

CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL,
  icon text,
  email text,
  address text,
  settings jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sub text NOT NULL UNIQUE,
  email text,
  name text NOT NULL,
  first_name text,
  last_name text,
  initials text,
  picture text,
  properties jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  roles text[] NOT NULL DEFAULT '{user}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, user_id)
);
CREATE INDEX accounts_user_idx ON accounts (user_id);

CREATE TABLE roles (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  builtin boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, name)
);

CREATE TABLE tenant_features (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, name)
);

CREATE TABLE user_features (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  value text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, user_id, name)
);

CREATE TABLE groups (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, name)
);

CREATE TABLE group_members (
  tenant_id text NOT NULL,
  group_id uuid NOT NULL,
  account_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, group_id, account_id),
  FOREIGN KEY (tenant_id, group_id) REFERENCES groups (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, account_id) REFERENCES accounts (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE notifications (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text NOT NULL,
  body text,
  icon text,
  category text CHECK (category IN ('REMINDER', 'ERROR')),
  attachments jsonb NOT NULL DEFAULT '[]',
  attributes jsonb NOT NULL DEFAULT '{}',
  action jsonb,
  timeout integer,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX notifications_user_idx ON notifications (tenant_id, user_id, created_at DESC);

-- Signing keys of the embedded sign-in issuer: read by the server itself, never by requests.
CREATE TABLE idp_signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Row-level security ------------------------------------------------------------------------

ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
CREATE POLICY tenants_read ON tenants FOR SELECT
  USING (id = app_tenant() OR id IN (SELECT tenant_id FROM accounts WHERE user_id = app_user()));
CREATE POLICY tenants_create ON tenants FOR INSERT WITH CHECK (id = app_tenant());
CREATE POLICY tenants_update ON tenants FOR UPDATE USING (id = app_tenant()) WITH CHECK (id = app_tenant());

ALTER TABLE users ENABLE ROW LEVEL SECURITY;
ALTER TABLE users FORCE ROW LEVEL SECURITY;
CREATE POLICY users_read ON users FOR SELECT
  USING (id = app_user() OR sub = app_subject()
    OR id IN (SELECT user_id FROM accounts WHERE tenant_id = app_tenant()));
CREATE POLICY users_update_self ON users FOR UPDATE USING (id = app_user()) WITH CHECK (id = app_user());

ALTER TABLE accounts ENABLE ROW LEVEL SECURITY;
ALTER TABLE accounts FORCE ROW LEVEL SECURITY;
CREATE POLICY accounts_read ON accounts FOR SELECT USING (tenant_id = app_tenant() OR user_id = app_user());
CREATE POLICY accounts_insert ON accounts FOR INSERT WITH CHECK (tenant_id = app_tenant());
CREATE POLICY accounts_update ON accounts FOR UPDATE
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
CREATE POLICY accounts_delete ON accounts FOR DELETE USING (tenant_id = app_tenant());

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['roles', 'tenant_features', 'user_features', 'groups', 'group_members', 'notifications']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant())',
      tenant_table || '_tenant', tenant_table);
  END LOOP;
END $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON
  tenants, users, accounts, roles, tenant_features, user_features, groups, group_members, notifications
  TO syna_app;
