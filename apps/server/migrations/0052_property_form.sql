-- The standard property form ("Fastighetsuppgifter") every firm has from the start: what a Swedish
-- inspector records of the property in an överlåtelsebesiktning, on every assignment (scope
-- INSPECTION, no types named), printed by the base template as `{form.fastighetsuppgifter.<field>}`.
-- The firm changes, archives or extends it as any form of its own; its key stays. Given to a firm
-- whichever way it is created, as the remark grades are (0051), and to every firm that has no form
-- of that key yet. The fields are as the contracts' `formFieldSchema` writes them, defaults filled
-- in (a test reads them back through the API and parses them).
CREATE FUNCTION app_default_property_form(firm text) RETURNS void
  LANGUAGE sql AS $$
  WITH created AS (
    INSERT INTO forms (tenant_id, key, name_sv, name_en, scope)
    VALUES (firm, 'fastighetsuppgifter', 'Fastighetsuppgifter', 'Property details', 'INSPECTION')
    ON CONFLICT (tenant_id, key) DO NOTHING
    RETURNING tenant_id, id
  )
  INSERT INTO form_versions (tenant_id, form_id, version, fields)
  SELECT tenant_id, id, 1, $fields$[
    {"key": "fastighetsbeteckning", "label": {"sv": "Fastighetsbeteckning", "en": "Property designation"}, "help": null, "required": false, "type": "TEXT", "maxLength": 200, "multiline": false, "default": null},
    {"key": "byggnadsar", "label": {"sv": "Byggnadsår", "en": "Year built"}, "help": null, "required": false, "type": "INTEGER", "min": 1600, "max": 2100, "default": null},
    {"key": "byggnadstyp", "label": {"sv": "Byggnadstyp", "en": "Type of building"}, "help": null, "required": false, "type": "SINGLE", "choices": [{"key": "friliggande", "label": {"sv": "Friliggande villa", "en": "Detached house"}}, {"key": "radhus", "label": {"sv": "Radhus", "en": "Terraced house"}}, {"key": "parhus", "label": {"sv": "Parhus", "en": "Semi-detached house"}}, {"key": "kedjehus", "label": {"sv": "Kedjehus", "en": "Link-detached house"}}, {"key": "fritidshus", "label": {"sv": "Fritidshus", "en": "Holiday home"}}], "default": null},
    {"key": "boarea", "label": {"sv": "Boarea (m²)", "en": "Living area (m²)"}, "help": null, "required": false, "type": "DECIMAL", "min": 0, "max": 10000, "default": null, "decimals": 1},
    {"key": "grundlaggning", "label": {"sv": "Grundläggning", "en": "Foundation"}, "help": null, "required": false, "type": "SINGLE", "choices": [{"key": "platta", "label": {"sv": "Platta på mark", "en": "Slab on ground"}}, {"key": "krypgrund", "label": {"sv": "Krypgrund", "en": "Crawl space"}}, {"key": "kallare", "label": {"sv": "Källare", "en": "Basement"}}, {"key": "plintar", "label": {"sv": "Plintar", "en": "Piers"}}], "default": null},
    {"key": "stomme", "label": {"sv": "Stomme", "en": "Frame"}, "help": null, "required": false, "type": "SINGLE", "choices": [{"key": "tra", "label": {"sv": "Trä", "en": "Timber"}}, {"key": "lattbetong", "label": {"sv": "Lättbetong", "en": "Aerated concrete"}}, {"key": "tegel", "label": {"sv": "Tegel", "en": "Brick"}}, {"key": "betong", "label": {"sv": "Betong", "en": "Concrete"}}], "default": null},
    {"key": "fasad", "label": {"sv": "Fasad", "en": "Facade"}, "help": null, "required": false, "type": "MULTIPLE", "choices": [{"key": "tra", "label": {"sv": "Trä", "en": "Timber"}}, {"key": "puts", "label": {"sv": "Puts", "en": "Render"}}, {"key": "tegel", "label": {"sv": "Tegel", "en": "Brick"}}, {"key": "skivor", "label": {"sv": "Skivor", "en": "Panels"}}], "default": null},
    {"key": "takbelaggning", "label": {"sv": "Takbeläggning", "en": "Roofing"}, "help": null, "required": false, "type": "SINGLE", "choices": [{"key": "betongpannor", "label": {"sv": "Betongpannor", "en": "Concrete tiles"}}, {"key": "tegelpannor", "label": {"sv": "Tegelpannor", "en": "Clay tiles"}}, {"key": "plat", "label": {"sv": "Plåt", "en": "Sheet metal"}}, {"key": "papp", "label": {"sv": "Papp", "en": "Roofing felt"}}, {"key": "fibercement", "label": {"sv": "Eternit eller fibercement", "en": "Fibre cement"}}], "default": null},
    {"key": "uppvarmning", "label": {"sv": "Uppvärmning", "en": "Heating"}, "help": null, "required": false, "type": "MULTIPLE", "choices": [{"key": "fjarrvarme", "label": {"sv": "Fjärrvärme", "en": "District heating"}}, {"key": "bergvarme", "label": {"sv": "Bergvärme", "en": "Ground source heat pump"}}, {"key": "luft_vatten", "label": {"sv": "Luft/vatten-värmepump", "en": "Air-to-water heat pump"}}, {"key": "franluft", "label": {"sv": "Frånluftsvärmepump", "en": "Exhaust air heat pump"}}, {"key": "direktel", "label": {"sv": "Direktverkande el", "en": "Direct electric heating"}}, {"key": "vattenburen_el", "label": {"sv": "Vattenburen el", "en": "Electric boiler"}}, {"key": "pellets_ved", "label": {"sv": "Pellets eller ved", "en": "Pellets or wood"}}, {"key": "olja", "label": {"sv": "Olja", "en": "Oil"}}], "default": null},
    {"key": "ventilation", "label": {"sv": "Ventilation", "en": "Ventilation"}, "help": null, "required": false, "type": "SINGLE", "choices": [{"key": "sjalvdrag", "label": {"sv": "Självdrag", "en": "Natural ventilation"}}, {"key": "franluft", "label": {"sv": "Mekanisk frånluft (F)", "en": "Mechanical exhaust (F)"}}, {"key": "ftx", "label": {"sv": "FTX", "en": "Balanced with heat recovery (FTX)"}}], "default": null},
    {"key": "vatten", "label": {"sv": "Vatten", "en": "Water"}, "help": null, "required": false, "type": "SINGLE", "choices": [{"key": "kommunalt", "label": {"sv": "Kommunalt", "en": "Municipal"}}, {"key": "egen_brunn", "label": {"sv": "Egen brunn", "en": "Private well"}}], "default": null},
    {"key": "avlopp", "label": {"sv": "Avlopp", "en": "Drainage"}, "help": null, "required": false, "type": "SINGLE", "choices": [{"key": "kommunalt", "label": {"sv": "Kommunalt", "en": "Municipal"}}, {"key": "enskilt", "label": {"sv": "Enskilt", "en": "Private"}}], "default": null},
    {"key": "byggnadsbeskrivning", "label": {"sv": "Byggnadsbeskrivning", "en": "Description of the building"}, "help": null, "required": false, "type": "TEXT", "maxLength": 4000, "multiline": true, "default": null},
    {"key": "vaderlek", "label": {"sv": "Väderlek vid besiktningen", "en": "Weather at the inspection"}, "help": null, "required": false, "type": "TEXT", "maxLength": 200, "multiline": false, "default": null},
    {"key": "narvarande", "label": {"sv": "Närvarande vid besiktningen", "en": "Present at the inspection"}, "help": null, "required": false, "type": "TEXT", "maxLength": 1000, "multiline": true, "default": null}
  ]$fields$::jsonb
    FROM created
$$;

CREATE FUNCTION app_tenant_default_property_form() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_default_property_form(NEW.id);
  RETURN NEW;
END $$;

CREATE TRIGGER tenants_default_property_form AFTER INSERT ON tenants
  FOR EACH ROW EXECUTE FUNCTION app_tenant_default_property_form();

SELECT app_default_property_form(id) FROM tenants;
