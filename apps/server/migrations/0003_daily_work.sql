-- The daily work of an inspector: lookups the administrators keep, the address book, number
-- sequences, projects and estates, inspections (uppdrag) with contacts, objects, remarks and
-- their images, stored files (assets), and the firm's saved and template remarks.
-- Every table is tenant-owned: (tenant_id, id) keys, tenant-inclusive foreign keys, FORCEd RLS.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lookups ------------------------------------------------------------------------------------

CREATE TABLE inspection_types (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  sort_order integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX inspection_types_name_idx ON inspection_types (tenant_id, lower(name));

CREATE TABLE inspection_branches (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  type_id uuid NOT NULL,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, type_id) REFERENCES inspection_types (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX inspection_branches_name_idx ON inspection_branches (tenant_id, type_id, lower(name));

CREATE TABLE inspection_statuses (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  color text,
  -- A final status closes the assignment: it leaves the active lists.
  final boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX inspection_statuses_name_idx ON inspection_statuses (tenant_id, lower(name));

CREATE TABLE contact_roles (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX contact_roles_name_idx ON contact_roles (tenant_id, lower(name));

CREATE TABLE project_types (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  sort_order integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX project_types_name_idx ON project_types (tenant_id, lower(name));

-- Address book -------------------------------------------------------------------------------

CREATE TABLE contacts (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('company', 'person')),
  -- Display name: the company name, or first, middle and last name of a person.
  name text NOT NULL,
  company_name text,
  first_name text,
  middle_name text,
  last_name text,
  email text,
  phone text,
  title text,
  sex text,
  -- Organisation number (company) or personal identity number (person), normalised.
  number text,
  description text,
  origin text,
  -- { postal, visit, delivery, invoice }: each an Address or null.
  addresses jsonb NOT NULL DEFAULT '{}',
  web text,
  social jsonb NOT NULL DEFAULT '[]',
  tags text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- What the address-book search matches against (trigram index below).
  search_text text GENERATED ALWAYS AS (
    lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(number, '') || ' '
      || coalesce(phone, '') || ' ' || coalesce(company_name, ''))
  ) STORED,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX contacts_search_idx ON contacts USING gin (search_text gin_trgm_ops);
CREATE INDEX contacts_tags_idx ON contacts USING gin (tags);
CREATE INDEX contacts_name_idx ON contacts (tenant_id, name, id);

CREATE TABLE contact_relations (
  tenant_id text NOT NULL,
  contact_id uuid NOT NULL,
  related_id uuid NOT NULL,
  kind text NOT NULL DEFAULT 'related',
  PRIMARY KEY (tenant_id, contact_id, related_id),
  FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, related_id) REFERENCES contacts (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE favorite_contacts (
  tenant_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, contact_id),
  FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE CASCADE
);

-- Number sequences ---------------------------------------------------------------------------

CREATE TABLE number_sequences (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- What the sequence numbers, e.g. 'inspection'.
  target text NOT NULL,
  name text NOT NULL,
  prefix text NOT NULL DEFAULT '',
  next_value bigint NOT NULL DEFAULT 1 CHECK (next_value >= 0),
  padding integer NOT NULL DEFAULT 0 CHECK (padding BETWEEN 0 AND 12),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, target)
);

-- Projects and estates -----------------------------------------------------------------------

CREATE TABLE projects (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text,
  name text NOT NULL,
  description text,
  type_id uuid,
  customer_id uuid,
  inspector_id uuid REFERENCES users (id) ON DELETE SET NULL,
  address jsonb,
  active boolean NOT NULL DEFAULT true,
  -- Lifecycle state set with `?state=` (e.g. active, archived).
  state text NOT NULL DEFAULT 'active',
  attributes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, type_id) REFERENCES project_types (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES contacts (tenant_id, id) ON DELETE SET NULL (customer_id)
);
CREATE INDEX projects_inspector_idx ON projects (tenant_id, inspector_id, active);

CREATE TABLE estates (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL,
  name text NOT NULL,
  -- Fastighetsbeteckning, e.g. "Umeå Tegsbacken 2:14".
  designation text,
  address jsonb,
  state text NOT NULL DEFAULT 'active',
  attributes jsonb NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX estates_project_idx ON estates (tenant_id, project_id);

-- Inspections --------------------------------------------------------------------------------

CREATE TABLE inspections (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL,
  littera text,
  customer_id uuid,
  address jsonb,
  tags text[] NOT NULL DEFAULT '{}',
  type_id uuid,
  branch_id uuid,
  status_id uuid,
  order_number text,
  order_date date,
  date date,
  start_time time,
  stop_time time,
  inspector_id uuid REFERENCES users (id) ON DELETE SET NULL,
  order_source text,
  attributes jsonb NOT NULL DEFAULT '{}',
  project_id uuid,
  estate_id uuid,
  -- Lifecycle state inside a project, set with `?state=`.
  state text NOT NULL DEFAULT 'active',
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- What the free-text search matches: number, littera, order number, address and tags; the
  -- customer's name is matched through contacts.search_text.
  search_text text GENERATED ALWAYS AS (
    lower(number || ' ' || coalesce(littera, '') || ' ' || coalesce(order_number, '') || ' '
      || coalesce(address ->> 'address', '') || ' ' || coalesce(address ->> 'city', '') || ' '
      || coalesce(address ->> 'postalCode', ''))
  ) STORED,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES contacts (tenant_id, id) ON DELETE SET NULL (customer_id),
  FOREIGN KEY (tenant_id, type_id) REFERENCES inspection_types (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES inspection_branches (tenant_id, id),
  FOREIGN KEY (tenant_id, status_id) REFERENCES inspection_statuses (tenant_id, id),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE SET NULL (project_id),
  FOREIGN KEY (tenant_id, estate_id) REFERENCES estates (tenant_id, id) ON DELETE SET NULL (estate_id)
);
CREATE INDEX inspections_search_idx ON inspections USING gin (search_text gin_trgm_ops);
CREATE INDEX inspections_tags_idx ON inspections USING gin (tags);
CREATE INDEX inspections_list_idx ON inspections (tenant_id, created_at DESC, id);
CREATE INDEX inspections_date_idx ON inspections (tenant_id, date);
CREATE INDEX inspections_status_idx ON inspections (tenant_id, status_id);
CREATE INDEX inspections_type_idx ON inspections (tenant_id, type_id);
CREATE INDEX inspections_inspector_idx ON inspections (tenant_id, inspector_id);
CREATE INDEX inspections_customer_idx ON inspections (tenant_id, customer_id);
CREATE INDEX inspections_estate_idx ON inspections (tenant_id, project_id, estate_id);

CREATE TABLE inspection_links (
  tenant_id text NOT NULL,
  inspection_id uuid NOT NULL,
  related_id uuid NOT NULL,
  kind text NOT NULL DEFAULT 'related',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, inspection_id, related_id),
  CHECK (inspection_id <> related_id),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, related_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE inspection_contacts (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL,
  contact_id uuid NOT NULL,
  role_id uuid,
  -- Who appointed the contact (spec "appointed-by options").
  appointed_by text CHECK (appointed_by IN ('customer', 'order', 'order-speech', 'contractor',
    'contractor-speech', 'contractor2', 'contractor2-speech', 'inspector', 'mutal')),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, inspection_id, contact_id),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, role_id) REFERENCES contact_roles (tenant_id, id)
);
CREATE INDEX inspection_contacts_contact_idx ON inspection_contacts (tenant_id, contact_id);

-- Objects, remarks, images -------------------------------------------------------------------

CREATE TABLE inspection_objects (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL,
  name text NOT NULL,
  description text,
  status text,
  state text NOT NULL DEFAULT 'active',
  sort_order integer NOT NULL DEFAULT 0,
  attributes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX inspection_objects_inspection_idx ON inspection_objects (tenant_id, inspection_id, sort_order);

CREATE TABLE remarks (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  object_id uuid NOT NULL,
  title text NOT NULL,
  text text,
  category text,
  location text,
  sort_order integer NOT NULL DEFAULT 0,
  attributes jsonb NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, object_id) REFERENCES inspection_objects (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX remarks_object_idx ON remarks (tenant_id, object_id, sort_order);

-- Stored files; the bytes live in the storage backend under storage_key.
CREATE TABLE assets (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  width integer,
  height integer,
  storage_key text NOT NULL,
  thumbnail_key text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, name)
);

CREATE TABLE remark_images (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  remark_id uuid NOT NULL,
  asset_id uuid NOT NULL,
  -- An annotated version points at the image it was drawn on; the original is kept.
  original_id uuid,
  annotations jsonb,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, remark_id) REFERENCES remarks (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, asset_id) REFERENCES assets (tenant_id, id),
  FOREIGN KEY (tenant_id, original_id) REFERENCES remark_images (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX remark_images_remark_idx ON remark_images (tenant_id, remark_id, sort_order);

CREATE TABLE common_remarks (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  title text NOT NULL,
  text text,
  category text,
  tags text[] NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(text, '') || ' ' || coalesce(category, ''))) STORED,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX common_remarks_search_idx ON common_remarks USING gin (search_text gin_trgm_ops);

CREATE TABLE template_remarks (
  tenant_id text NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  type_id uuid NOT NULL,
  title text NOT NULL,
  text text,
  category text,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, type_id) REFERENCES inspection_types (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX template_remarks_type_idx ON template_remarks (tenant_id, type_id, sort_order);

-- Row-level security and grants -------------------------------------------------------------

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['inspection_types', 'inspection_branches', 'inspection_statuses',
    'contact_roles', 'project_types', 'contacts', 'contact_relations', 'favorite_contacts',
    'number_sequences', 'projects', 'estates', 'inspections', 'inspection_links', 'inspection_contacts',
    'inspection_objects', 'remarks', 'assets', 'remark_images', 'common_remarks', 'template_remarks']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant())',
      tenant_table || '_tenant', tenant_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO syna_app', tenant_table);
  END LOOP;
END $$;
