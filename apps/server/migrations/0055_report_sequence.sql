-- Every firm numbers its reports from the start: the `report` sequence, "Protokollnummer",
-- P-0001, P-0002 … (`{report.number}` on the protocol's cover), whichever way the firm is created
-- (sign-up, the first-owner command, the demo). The firm renames it, changes its prefix, padding
-- or next number, or deletes it (its reports then print no number) on the sequences page.
CREATE FUNCTION app_default_report_sequence(firm text) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO number_sequences (tenant_id, target, name, prefix, next_value, padding)
  SELECT firm, 'report', 'Protokollnummer', 'P-', 1, 4
   WHERE NOT EXISTS (
     SELECT 1 FROM number_sequences existing
      WHERE existing.tenant_id = firm
        AND (existing.target = 'report' OR lower(existing.name) = 'protokollnummer'))
$$;

CREATE FUNCTION app_tenant_default_report_sequence() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_default_report_sequence(NEW.id);
  RETURN NEW;
END $$;

CREATE TRIGGER tenants_default_report_sequence AFTER INSERT ON tenants
  FOR EACH ROW EXECUTE FUNCTION app_tenant_default_report_sequence();

-- The firms there are: those that keep no report sequence of their own get the default.
SELECT app_default_report_sequence(id) FROM tenants;

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
