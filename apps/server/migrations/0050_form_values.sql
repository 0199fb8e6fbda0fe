-- A record's values of an input form: one row per record and form, on exactly one order, project,
-- estate, assignment or object (each its own key, so a record's deletion takes its values along),
-- kept with the version of the form they were written with. That version's row cannot go while
-- values name it, so a form with values is archived, not deleted.
CREATE TABLE form_values (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  form_version integer NOT NULL,
  order_id uuid,
  project_id uuid,
  estate_id uuid,
  inspection_id uuid,
  object_id uuid,
  field_values jsonb NOT NULL CHECK (jsonb_typeof(field_values) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, id),
  CHECK (num_nonnulls(order_id, project_id, estate_id, inspection_id, object_id) = 1),
  FOREIGN KEY (tenant_id, form_id, form_version)
    REFERENCES form_versions (tenant_id, form_id, version) ON DELETE RESTRICT,
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, estate_id) REFERENCES estates (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, object_id) REFERENCES inspection_objects (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX form_values_order_idx ON form_values (tenant_id, order_id, form_id) WHERE order_id IS NOT NULL;
CREATE UNIQUE INDEX form_values_project_idx ON form_values (tenant_id, project_id, form_id) WHERE project_id IS NOT NULL;
CREATE UNIQUE INDEX form_values_estate_idx ON form_values (tenant_id, estate_id, form_id) WHERE estate_id IS NOT NULL;
CREATE UNIQUE INDEX form_values_inspection_idx ON form_values (tenant_id, inspection_id, form_id)
  WHERE inspection_id IS NOT NULL;
CREATE UNIQUE INDEX form_values_object_idx ON form_values (tenant_id, object_id, form_id) WHERE object_id IS NOT NULL;
-- The version key's lookups when a form (and so its versions) is deleted.
CREATE INDEX form_values_form_idx ON form_values (tenant_id, form_id, form_version);

SELECT app_keep_tenant_rows(ARRAY['form_values']);

GRANT SELECT, INSERT, UPDATE, DELETE ON form_values TO syna_app;
