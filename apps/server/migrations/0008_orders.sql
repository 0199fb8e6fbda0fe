-- Orders (beställningar): the order types a firm offers on its public order page, the orders
-- customers place there (or staff enter), the yearly order number counter, and the shares of an
-- order with network partners. Every table is tenant-owned: (tenant_id, id) keys,
-- tenant-inclusive foreign keys, FORCEd RLS.

-- What a customer orders, and which inspection types it may include. Shares its columns with
-- the lookups of 0003 (name, sort_order, archived), so the lookup rules serve it too.
CREATE TABLE order_types (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  -- Offered only through the order page link with ?hidden=true.
  hidden boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX order_types_name_idx ON order_types (tenant_id, lower(name));

-- The inspection types an order type offers, in the order the order page lists them. An
-- inspection type offered here cannot be deleted (the lookups count this as a use).
CREATE TABLE order_type_inspection_types (
  tenant_id text NOT NULL,
  order_type_id uuid NOT NULL,
  inspection_type_id uuid NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, order_type_id, inspection_type_id),
  FOREIGN KEY (tenant_id, order_type_id) REFERENCES order_types (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, inspection_type_id) REFERENCES inspection_types (tenant_id, id)
);
CREATE INDEX order_type_inspection_types_type_idx ON order_type_inspection_types (tenant_id, inspection_type_id);

-- Order numbers B{YYYY}-{NNNN}: one counter row per tenant and year. The upsert that draws a
-- number locks the row until the transaction ends, so concurrent orders never share a number.
CREATE TABLE order_number_counters (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  year integer NOT NULL CHECK (year BETWEEN 1000 AND 9999),
  last_value bigint NOT NULL CHECK (last_value >= 0),
  PRIMARY KEY (tenant_id, year)
);

CREATE TABLE orders (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'accepted', 'rejected')),
  source text NOT NULL CHECK (source IN ('web', 'staff', 'partner')),
  order_type_id uuid,
  preferred_date date NOT NULL,
  preferred_time time,
  -- The parties and the object as the order form gave them (contracts OrderParty, OrderObject);
  -- they enter the address book only when the order is accepted.
  customer jsonb NOT NULL,
  owner1 jsonb,
  owner2 jsonb,
  broker jsonb,
  object jsonb NOT NULL,
  estate_location text,
  estate_number text,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  inspection_id uuid,
  -- What the free-text search matches: number, the customer's names, e-mail and phone (also as
  -- bare digits), the object's address and the estate designation.
  search_text text GENERATED ALWAYS AS (
    lower(number || ' ' || coalesce(customer ->> 'companyName', '') || ' '
      || coalesce(customer ->> 'firstName', '') || ' ' || coalesce(customer ->> 'lastName', '') || ' '
      || coalesce(customer ->> 'email', '') || ' ' || coalesce(customer ->> 'phone', '') || ' '
      || regexp_replace(coalesce(customer ->> 'phone', ''), '[^0-9]', '', 'g') || ' '
      || coalesce(object -> 'address' ->> 'address', '') || ' '
      || coalesce(object -> 'address' ->> 'postalCode', '') || ' '
      || coalesce(object -> 'address' ->> 'city', '') || ' ' || coalesce(estate_number, ''))
  ) STORED,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, order_type_id) REFERENCES order_types (tenant_id, id),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE SET NULL (inspection_id)
);
-- The inbox (status new, newest first) and the search's status filter with its default order.
CREATE INDEX orders_status_created_idx ON orders (tenant_id, status, created_at DESC, id);
CREATE INDEX orders_created_idx ON orders (tenant_id, created_at DESC, id);
-- The day check, the date filter and the booking calendar.
CREATE INDEX orders_preferred_date_idx ON orders (tenant_id, preferred_date);
CREATE INDEX orders_order_type_idx ON orders (tenant_id, order_type_id);
-- Free text, scoped to the tenant inside the index (btree_gin, as inspections do since 0006).
CREATE INDEX orders_tenant_search_idx ON orders USING gin (tenant_id, search_text gin_trgm_ops);

-- The inspection types an order asks for, in the customer's order (the first is the default
-- type of the assignment).
CREATE TABLE order_inspection_types (
  tenant_id text NOT NULL,
  order_id uuid NOT NULL,
  inspection_type_id uuid NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, order_id, inspection_type_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, inspection_type_id) REFERENCES inspection_types (tenant_id, id)
);
CREATE INDEX order_inspection_types_type_idx ON order_inspection_types (tenant_id, inspection_type_id);

-- An order passed on to a network partner; recorded before the network itself exists.
CREATE TABLE order_shares (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL,
  partner text NOT NULL,
  message text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX order_shares_order_idx ON order_shares (tenant_id, order_id, created_at);

-- Row-level security and grants -------------------------------------------------------------

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['order_types', 'order_type_inspection_types',
    'order_number_counters', 'orders', 'order_inspection_types', 'order_shares']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant())',
      tenant_table || '_tenant', tenant_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO syna_app', tenant_table);
  END LOOP;
END $$;
