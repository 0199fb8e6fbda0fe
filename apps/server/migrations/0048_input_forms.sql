-- Input forms (`/{tenant}/v1/vb/admin/forms`): what a firm records on its orders, projects,
-- estates, assignments and objects. A form has a stable key, unique in the firm, by which imports
-- match it and report tags name it (`{form.byggnadsar}`); its key never changes.
CREATE TABLE forms (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  key text NOT NULL CHECK (key ~ '^[a-z][a-z0-9_]*$' AND length(key) <= 60),
  name_sv text NOT NULL,
  name_en text,
  scope text NOT NULL CHECK (scope IN ('ORDER', 'PROJECT', 'ESTATE', 'INSPECTION', 'OBJECT')),
  archived boolean NOT NULL DEFAULT false,
  -- The current version: the latest row of form_versions.
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, key)
);
CREATE INDEX forms_name_idx ON forms (tenant_id, name_sv);

-- Every saved list of a form's fields, numbered from 1; a change of the fields adds a version and
-- never changes an old one. Stored values (later) name the version they were written with and
-- refer to its row ON DELETE RESTRICT: a form whose values exist cannot be deleted, and a field
-- removed since is still described by the version its values were written with.
CREATE TABLE form_versions (
  tenant_id text NOT NULL,
  form_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  fields jsonb NOT NULL CHECK (jsonb_typeof(fields) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, form_id, version),
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id) ON DELETE CASCADE
);

-- The form's current version always exists; checked at commit, as the form's row and its first
-- version are written one after the other.
ALTER TABLE forms ADD FOREIGN KEY (tenant_id, id, version)
  REFERENCES form_versions (tenant_id, form_id, version) DEFERRABLE INITIALLY DEFERRED;

-- The order types and inspection types a form applies to; none listed: all of them. A type a form
-- names cannot be deleted (the lookups count these rows as uses: archive it instead).
CREATE TABLE form_order_types (
  tenant_id text NOT NULL,
  form_id uuid NOT NULL,
  order_type_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, form_id, order_type_id),
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_type_id) REFERENCES order_types (tenant_id, id)
);
CREATE INDEX form_order_types_type_idx ON form_order_types (tenant_id, order_type_id);

CREATE TABLE form_inspection_types (
  tenant_id text NOT NULL,
  form_id uuid NOT NULL,
  inspection_type_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, form_id, inspection_type_id),
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, inspection_type_id) REFERENCES inspection_types (tenant_id, id)
);
CREATE INDEX form_inspection_types_type_idx ON form_inspection_types (tenant_id, inspection_type_id);

SELECT app_keep_tenant_rows(ARRAY['forms', 'form_versions', 'form_order_types', 'form_inspection_types']);

GRANT SELECT, INSERT, UPDATE, DELETE ON forms TO syna_app;
-- A version is never changed: it goes only with its form.
GRANT SELECT, INSERT, DELETE ON form_versions TO syna_app;
GRANT SELECT, INSERT, DELETE ON form_order_types, form_inspection_types TO syna_app;
