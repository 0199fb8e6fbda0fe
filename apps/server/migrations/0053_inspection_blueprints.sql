-- Inspection blueprints (uppdragsmallar, `/{tenant}/v1/vb/admin/blueprints`): an inspection type's
-- standard set-up. Creating an assignment from one copies its objects and their template remarks
-- onto the assignment; the assignment keeps no tie to the blueprint, so a blueprint is deleted
-- freely (it is only a recipe) or archived to keep it out of the new-assignment dialog.
CREATE TABLE blueprints (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name_sv text NOT NULL,
  name_en text,
  -- A type a blueprint names is in use: the lookups count blueprints, so it is archived, not deleted.
  type_id uuid NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, type_id) REFERENCES inspection_types (tenant_id, id)
);
CREATE INDEX blueprints_name_idx ON blueprints (tenant_id, name_sv);
CREATE INDEX blueprints_type_idx ON blueprints (tenant_id, type_id);

-- The objects a new assignment gets, in order; a change of the list replaces it whole.
CREATE TABLE blueprint_objects (
  tenant_id text NOT NULL,
  blueprint_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  name text NOT NULL,
  PRIMARY KEY (tenant_id, blueprint_id, position),
  FOREIGN KEY (tenant_id, blueprint_id) REFERENCES blueprints (tenant_id, id) ON DELETE CASCADE
);

-- Each object's template remarks, in order. A grade they name is in use (the lookups count them).
CREATE TABLE blueprint_remarks (
  tenant_id text NOT NULL,
  blueprint_id uuid NOT NULL,
  object_position integer NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  title text NOT NULL,
  text text,
  grade_id uuid,
  PRIMARY KEY (tenant_id, blueprint_id, object_position, position),
  FOREIGN KEY (tenant_id, blueprint_id, object_position)
    REFERENCES blueprint_objects (tenant_id, blueprint_id, position) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, grade_id) REFERENCES remark_grades (tenant_id, id)
);
CREATE INDEX blueprint_remarks_grade_idx ON blueprint_remarks (tenant_id, grade_id) WHERE grade_id IS NOT NULL;

-- The input forms that go with the blueprint, in order. A deleted form (one nothing was recorded
-- with) simply leaves the blueprints that named it.
CREATE TABLE blueprint_forms (
  tenant_id text NOT NULL,
  blueprint_id uuid NOT NULL,
  form_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  PRIMARY KEY (tenant_id, blueprint_id, form_id),
  FOREIGN KEY (tenant_id, blueprint_id) REFERENCES blueprints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX blueprint_forms_form_idx ON blueprint_forms (tenant_id, form_id);

SELECT app_keep_tenant_rows(ARRAY['blueprints', 'blueprint_objects', 'blueprint_remarks', 'blueprint_forms']);

GRANT SELECT, INSERT, UPDATE, DELETE ON blueprints TO syna_app;
-- A blueprint's lists are replaced whole, never changed in place.
GRANT SELECT, INSERT, DELETE ON blueprint_objects, blueprint_remarks, blueprint_forms TO syna_app;
