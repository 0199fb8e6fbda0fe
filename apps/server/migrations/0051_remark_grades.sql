-- Graded remarks: a firm's own scale of how grave a finding is (`/{tenant}/v1/inspections/remark-grades`),
-- ordered from the mildest; a grade marked `serious` puts its remarks in the report's summary of
-- serious findings. A remark gets its grade, the recommended action, whether a further technical
-- investigation ("fortsatt teknisk utredning") is recommended and of what, and a cost estimate.
CREATE TABLE remark_grades (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  color text,
  serious boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX remark_grades_name_idx ON remark_grades (tenant_id, lower(name));

SELECT app_keep_tenant_rows(ARRAY['remark_grades']);
GRANT SELECT, INSERT, UPDATE, DELETE ON remark_grades TO syna_app;

ALTER TABLE remarks
  ADD COLUMN grade_id uuid,
  ADD COLUMN recommended_action text,
  ADD COLUMN investigate boolean NOT NULL DEFAULT false,
  ADD COLUMN investigation text,
  -- The inspector's rough estimate of the remedy, in whole kronor including VAT.
  ADD COLUMN cost_estimate integer CHECK (cost_estimate BETWEEN 0 AND 100000000),
  -- A grade in use is archived, not deleted (the lookups count remarks as its uses).
  ADD FOREIGN KEY (tenant_id, grade_id) REFERENCES remark_grades (tenant_id, id);
CREATE INDEX remarks_grade_idx ON remarks (tenant_id, grade_id) WHERE grade_id IS NOT NULL;

-- Every firm starts with the scale a Swedish överlåtelsebesiktning uses, whichever way it is
-- created (sign-up, the first-owner command, the demo): the firm renames, recolours, reorders,
-- extends or archives it as it likes.
CREATE FUNCTION app_default_remark_grades(firm text) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO remark_grades (tenant_id, name, color, serious, sort_order)
  VALUES (firm, 'Anmärkning', '#607d8b', false, 0),
         (firm, 'Fel', '#f9a825', false, 1),
         (firm, 'Allvarligt fel', '#e65100', true, 2),
         (firm, 'Säkerhetsrisk', '#c62828', true, 3)
$$;

CREATE FUNCTION app_tenant_default_remark_grades() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_default_remark_grades(NEW.id);
  RETURN NEW;
END $$;

CREATE TRIGGER tenants_default_remark_grades AFTER INSERT ON tenants
  FOR EACH ROW EXECUTE FUNCTION app_tenant_default_remark_grades();

SELECT app_default_remark_grades(id) FROM tenants;
