-- The partner network: a firm invites external users and external organisations (other firms) by
-- e-mail; an accepted invitation makes them its partners, and the firm shares single orders and
-- assignments with a partner. All three tables belong to the sharing firm.
--
-- A partner's requests run under a role of their own, syna_partner, with the sharing firm in
-- `app.partner_tenant` and no `app.tenant_id`: the firm's own policies (tenant_id = app_tenant())
-- admit nothing to them, and the policies below admit only what is shared with the caller. The
-- role holds SELECT on the few tables a partner reads and UPDATE on the columns a share may let
-- them edit, nothing else: a query that forgot its condition still cannot reach another row.

DO $$
BEGIN
  CREATE ROLE syna_partner NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
GRANT USAGE ON SCHEMA public TO syna_partner;
-- The login role of requests is made a member of syna_partner as of syna_app (CONFIGURATION.md).
-- syna_app itself is no member: the policies for partners must not weigh on the firm's own queries.

-- The firm whose network a partner request works in; null in every other transaction.
CREATE OR REPLACE FUNCTION app_partner_tenant() RETURNS text
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.partner_tenant', true), '') $$;

CREATE TABLE network_invitations (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- An external user joins as themself; an external organisation's administrator for their firm.
  kind text NOT NULL CHECK (kind IN ('user', 'org')),
  email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  invited_by_name text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'accepted', 'denied')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  CHECK ((status = 'created') = (answered_at IS NULL)),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX network_invitations_pending_idx ON network_invitations (tenant_id, kind, email)
  WHERE status = 'created';
CREATE INDEX network_invitations_invitee_idx ON network_invitations (email) WHERE status = 'created';

CREATE TABLE network_partners (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('user', 'org')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  org_id text REFERENCES tenants (id) ON DELETE CASCADE,
  -- The user's or the organisation's name and the invited address, as they were on acceptance:
  -- the firm reads no user or firm row outside its own.
  name text NOT NULL,
  email text NOT NULL,
  note text,
  invitation_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'user') = (user_id IS NOT NULL) AND (kind = 'org') = (org_id IS NOT NULL)),
  CHECK (org_id IS DISTINCT FROM tenant_id),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, user_id),
  UNIQUE (tenant_id, org_id),
  -- An invitation makes one partner, once.
  UNIQUE (tenant_id, invitation_id),
  FOREIGN KEY (tenant_id, invitation_id) REFERENCES network_invitations (tenant_id, id)
);
CREATE INDEX network_partners_user_idx ON network_partners (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX network_partners_org_idx ON network_partners (org_id) WHERE org_id IS NOT NULL;

CREATE TABLE network_shares (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL,
  order_id uuid,
  inspection_id uuid,
  may_edit boolean NOT NULL DEFAULT false,
  shared_by uuid REFERENCES users (id) ON DELETE SET NULL,
  shared_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((order_id IS NULL) <> (inspection_id IS NULL)),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, partner_id) REFERENCES network_partners (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX network_shares_order_idx ON network_shares (tenant_id, order_id, partner_id)
  WHERE order_id IS NOT NULL;
CREATE UNIQUE INDEX network_shares_inspection_idx ON network_shares (tenant_id, inspection_id, partner_id)
  WHERE inspection_id IS NOT NULL;
CREATE INDEX network_shares_partner_idx ON network_shares (tenant_id, partner_id);

DO $$
DECLARE
  network_table text;
BEGIN
  FOREACH network_table IN ARRAY ARRAY['network_invitations', 'network_partners', 'network_shares']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', network_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', network_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant())',
      network_table || '_tenant', network_table);
  END LOOP;
END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON network_invitations, network_partners, network_shares TO syna_app;

-- The partner links of the caller in the firm of a partner request: as an external user, or as a
-- member of an external organisation.
CREATE POLICY network_partners_partner ON network_partners FOR SELECT TO syna_partner
  USING (tenant_id = app_partner_tenant() AND (user_id = app_user()
    OR org_id IN (SELECT tenant_id FROM accounts WHERE user_id = app_user())));
-- Accepting an invitation to the caller's verified address adds the link for the caller, or for a
-- firm the caller belongs to (the service checks that they administer it).
CREATE POLICY network_partners_accept ON network_partners FOR INSERT TO syna_partner
  WITH CHECK (tenant_id = app_partner_tenant()
    AND invitation_id IN (SELECT id FROM network_invitations WHERE status = 'accepted' AND kind = network_partners.kind)
    AND (user_id = app_user() OR org_id IN (SELECT tenant_id FROM accounts WHERE user_id = app_user())));
CREATE POLICY network_shares_partner ON network_shares FOR SELECT TO syna_partner
  USING (tenant_id = app_partner_tenant() AND partner_id IN (SELECT id FROM network_partners));
CREATE POLICY network_invitations_invitee ON network_invitations FOR SELECT TO syna_partner
  USING (tenant_id = app_partner_tenant() AND email = app_verified_email());
CREATE POLICY network_invitations_answer ON network_invitations FOR UPDATE TO syna_partner
  USING (tenant_id = app_partner_tenant() AND status = 'created' AND expires_at > now()
    AND email = app_verified_email())
  WITH CHECK (status IN ('accepted', 'denied') AND email = app_verified_email());

CREATE POLICY orders_partner ON orders FOR SELECT TO syna_partner
  USING (tenant_id = app_partner_tenant() AND id IN (SELECT order_id FROM network_shares));
CREATE POLICY orders_partner_edit ON orders FOR UPDATE TO syna_partner
  USING (tenant_id = app_partner_tenant() AND id IN (SELECT order_id FROM network_shares WHERE may_edit))
  WITH CHECK (tenant_id = app_partner_tenant());
CREATE POLICY inspections_partner ON inspections FOR SELECT TO syna_partner
  USING (tenant_id = app_partner_tenant() AND id IN (SELECT inspection_id FROM network_shares));
CREATE POLICY inspections_partner_edit ON inspections FOR UPDATE TO syna_partner
  USING (tenant_id = app_partner_tenant() AND id IN (SELECT inspection_id FROM network_shares WHERE may_edit))
  WITH CHECK (tenant_id = app_partner_tenant());

-- A partner's reads and writes are logged in the sharing firm.
ALTER TABLE events DROP CONSTRAINT events_method_check;
ALTER TABLE events ADD CONSTRAINT events_method_check CHECK (method IN ('GET', 'POST', 'PUT', 'PATCH', 'DELETE'));
CREATE POLICY events_partner ON events FOR INSERT TO syna_partner WITH CHECK (tenant_id = app_partner_tenant());

GRANT SELECT ON tenants, users, accounts, network_partners, network_shares, orders, inspections TO syna_partner;
-- Read by the policies of users and tenants; their policies show a partner only their own rows.
GRANT SELECT ON former_members, invitations TO syna_partner;
GRANT SELECT, UPDATE (status, answered_at) ON network_invitations TO syna_partner;
GRANT INSERT ON network_partners, events TO syna_partner;
GRANT UPDATE (message) ON orders TO syna_partner;
GRANT UPDATE (description, updated_at) ON inspections TO syna_partner;

-- Outside any tenant (the pick page) the caller reads the firms whose partner they are and the
-- network invitations to their verified address, with those firms' names.
CREATE POLICY network_partners_own ON network_partners FOR SELECT
  USING (app_tenant() IS NULL AND app_partner_tenant() IS NULL AND (user_id = app_user()
    OR org_id IN (SELECT tenant_id FROM accounts WHERE user_id = app_user())));
CREATE POLICY network_invitations_own ON network_invitations FOR SELECT
  USING (app_tenant() IS NULL AND app_partner_tenant() IS NULL AND email = app_verified_email());
CREATE POLICY tenants_networking ON tenants FOR SELECT
  USING (app_tenant() IS NULL AND (id IN (SELECT tenant_id FROM network_partners)
    OR id IN (SELECT tenant_id FROM network_invitations WHERE status = 'created')));

-- The owner's row access on the new tables (0011).
SELECT app_grant_owner_rows();
