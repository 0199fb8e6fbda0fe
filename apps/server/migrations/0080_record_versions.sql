-- Versions of objects and remarks, so that a change made offline can say which state it was made
-- against (`If-Match`), and a remark's history, so that text another change replaced stays
-- retrievable.

-- 1 when created, one more on every change of the row, whatever makes it (a reorder, a bulk
-- change, a move of the remark), so no statement can forget it.
ALTER TABLE inspection_objects ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE remarks ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION app_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
CREATE TRIGGER inspection_objects_next_version BEFORE UPDATE ON inspection_objects
  FOR EACH ROW EXECUTE FUNCTION app_next_version();
CREATE TRIGGER remarks_next_version BEFORE UPDATE ON remarks
  FOR EACH ROW EXECUTE FUNCTION app_next_version();

-- A remark's earlier states: each change of what the remark says (not of its place in the order)
-- keeps the state it replaced, with its version, who replaced it and when, in the same
-- transaction. They go with the remark when it is deleted: the history is the remark's.
CREATE TABLE remark_revisions (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  remark_id uuid NOT NULL,
  version integer NOT NULL,
  object_id uuid NOT NULL,
  title text NOT NULL,
  text text,
  category text,
  location text,
  -- As it was: a grade since deleted stays named here without holding the grade in use.
  grade_id uuid,
  recommended_action text,
  investigate boolean NOT NULL,
  investigation text,
  cost_estimate integer,
  attributes jsonb NOT NULL,
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, remark_id, version),
  FOREIGN KEY (tenant_id, remark_id) REFERENCES remarks (tenant_id, id) ON DELETE CASCADE
);

SELECT app_keep_tenant_rows(ARRAY['remark_revisions']);

-- Written by the trigger as the request role; never changed, deleted only with the remark.
GRANT SELECT, INSERT ON remark_revisions TO syna_app;

CREATE FUNCTION app_keep_remark_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO remark_revisions (tenant_id, remark_id, version, object_id, title, text, category, location,
    grade_id, recommended_action, investigate, investigation, cost_estimate, attributes, changed_by)
  VALUES (OLD.tenant_id, OLD.id, OLD.version, OLD.object_id, OLD.title, OLD.text, OLD.category, OLD.location,
    OLD.grade_id, OLD.recommended_action, OLD.investigate, OLD.investigation, OLD.cost_estimate, OLD.attributes,
    app_user());
  RETURN NULL;
END
$$;
CREATE TRIGGER remarks_keep_revision AFTER UPDATE ON remarks FOR EACH ROW
  WHEN ((OLD.object_id, OLD.title, OLD.text, OLD.category, OLD.location, OLD.grade_id, OLD.recommended_action,
         OLD.investigate, OLD.investigation, OLD.cost_estimate, OLD.attributes)
        IS DISTINCT FROM
        (NEW.object_id, NEW.title, NEW.text, NEW.category, NEW.location, NEW.grade_id, NEW.recommended_action,
         NEW.investigate, NEW.investigation, NEW.cost_estimate, NEW.attributes))
  EXECUTE FUNCTION app_keep_remark_revision();
