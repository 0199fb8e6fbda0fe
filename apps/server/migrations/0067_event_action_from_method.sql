-- An event the database writes itself (the link at sign-in of migration 0045) names no action
-- or kind of record: it takes them from its method and route as the server derives them for an
-- undescribed change (migration 0064), so that the log and its filters read it like the others.
CREATE FUNCTION app_event_described() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  NEW.action := coalesce(NEW.action, CASE NEW.method WHEN 'GET' THEN 'read' WHEN 'DELETE' THEN 'delete'
                                                     WHEN 'POST' THEN 'create' ELSE 'update' END);
  IF NEW.record_type IS NULL AND NEW.route = '/v1/account/user/identity-link' THEN
    NEW.record_type := 'identity-link';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER events_described BEFORE INSERT ON events
  FOR EACH ROW WHEN (NEW.action IS NULL) EXECUTE FUNCTION app_event_described();

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
