-- The riskanalys of an överlåtelsebesiktning as a list of risk areas, each with the inspector's
-- assessment: a standard form ("Riskanalys", key `riskanalys`, scope INSPECTION, every type) that
-- every firm has from the start, as it has "Fastighetsuppgifter" (0052). The base template prints
-- its table `{#form.riskanalys.risker}` in the report's riskanalys section. The fields are as the
-- contracts' `formFieldSchema` writes them, defaults filled in.
CREATE FUNCTION app_default_risk_form(firm text) RETURNS void
  LANGUAGE sql AS $$
  WITH created AS (
    INSERT INTO forms (tenant_id, key, name_sv, name_en, scope)
    VALUES (firm, 'riskanalys', 'Riskanalys', 'Risk analysis', 'INSPECTION')
    ON CONFLICT (tenant_id, key) DO NOTHING
    RETURNING tenant_id, id
  )
  INSERT INTO form_versions (tenant_id, form_id, version, fields)
  SELECT tenant_id, id, 1, $fields$[
    {"key": "risker", "label": {"sv": "Riskområden", "en": "Risk areas"}, "help": {"sv": "Delar av byggnaden där fel som inte kunnat upptäckas kan finnas, med hänsyn till konstruktion, ålder och iakttagelser, t.ex. krypgrund, våtrum eller vind.", "en": "Parts of the building where defects that could not be found may be, given its construction, age and what was seen, e.g. crawl space, wet rooms or attic."}, "required": false, "type": "TABLE", "columns": [
      {"key": "omrade", "label": {"sv": "Riskområde", "en": "Risk area"}, "help": null, "required": true, "type": "TEXT", "maxLength": 200, "multiline": false, "default": null},
      {"key": "bedomning", "label": {"sv": "Bedömning", "en": "Assessment"}, "help": null, "required": true, "type": "TEXT", "maxLength": 4000, "multiline": true, "default": null}
    ], "maxRows": 30, "default": null}
  ]$fields$::jsonb
    FROM created
$$;

-- One trigger gives a new firm all its standard forms, whichever way the firm is created.
DROP TRIGGER tenants_default_property_form ON tenants;
DROP FUNCTION app_tenant_default_property_form();

CREATE FUNCTION app_tenant_default_forms() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_default_property_form(NEW.id);
  PERFORM app_default_risk_form(NEW.id);
  RETURN NEW;
END $$;

CREATE TRIGGER tenants_default_forms AFTER INSERT ON tenants
  FOR EACH ROW EXECUTE FUNCTION app_tenant_default_forms();

SELECT app_default_risk_form(id) FROM tenants;
