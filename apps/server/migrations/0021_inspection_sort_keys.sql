-- The assignment list sorted by customer or by status pages through an index of its own, as every
-- other order does (0017): the customer's name and the status's place and name are kept on the
-- assignment as sort keys. Triggers keep them true in the transaction of every change: an
-- assignment that gets another customer or status, a customer renamed, a status renamed or moved
-- (a rename of a customer with many assignments rewrites their keys, as it rarely happens).

ALTER TABLE inspections
  ADD COLUMN customer_name text,
  ADD COLUMN status_order integer,
  ADD COLUMN status_name text NOT NULL DEFAULT '';

CREATE FUNCTION inspections_sort_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.customer_id IS DISTINCT FROM OLD.customer_id THEN
    NEW.customer_name := (SELECT c.name FROM contacts c WHERE c.tenant_id = NEW.tenant_id AND c.id = NEW.customer_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status_id IS DISTINCT FROM OLD.status_id THEN
    NEW.status_order := NULL;
    NEW.status_name := '';
    SELECT s.sort_order, s.name INTO NEW.status_order, NEW.status_name
      FROM inspection_statuses s WHERE s.tenant_id = NEW.tenant_id AND s.id = NEW.status_id;
    NEW.status_name := coalesce(NEW.status_name, '');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER inspections_sort_keys BEFORE INSERT OR UPDATE OF customer_id, status_id ON inspections
  FOR EACH ROW EXECUTE FUNCTION inspections_sort_keys();

CREATE FUNCTION contacts_name_to_inspections() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inspections SET customer_name = NEW.name
   WHERE tenant_id = NEW.tenant_id AND customer_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER contacts_name_to_inspections AFTER UPDATE OF name ON contacts
  FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION contacts_name_to_inspections();

CREATE FUNCTION statuses_to_inspections() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inspections SET status_order = NEW.sort_order, status_name = NEW.name
   WHERE tenant_id = NEW.tenant_id AND status_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER statuses_to_inspections AFTER UPDATE OF sort_order, name ON inspection_statuses
  FOR EACH ROW WHEN (NEW.sort_order IS DISTINCT FROM OLD.sort_order OR NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION statuses_to_inspections();

UPDATE inspections i SET customer_name = c.name
  FROM contacts c WHERE c.tenant_id = i.tenant_id AND c.id = i.customer_id;
UPDATE inspections i SET status_order = s.sort_order, status_name = s.name
  FROM inspection_statuses s WHERE s.tenant_id = i.tenant_id AND s.id = i.status_id;

-- The very expressions of nullsLastKey (list-cursor.ts), in both directions.
CREATE INDEX inspections_customer_keyset_idx ON inspections (
  tenant_id,
  (customer_name IS NULL), (CASE WHEN customer_name IS NULL THEN '' ELSE customer_name END),
  created_at, id);
CREATE INDEX inspections_customer_desc_keyset_idx ON inspections (
  tenant_id,
  (customer_name IS NOT NULL) DESC, (CASE WHEN customer_name IS NULL THEN '' ELSE customer_name END) DESC,
  created_at DESC, id DESC);
CREATE INDEX inspections_status_keyset_idx ON inspections (
  tenant_id,
  (status_order IS NULL), (CASE WHEN status_order IS NULL THEN 0 ELSE status_order END), status_name,
  created_at, id);
CREATE INDEX inspections_status_desc_keyset_idx ON inspections (
  tenant_id,
  (status_order IS NOT NULL) DESC, (CASE WHEN status_order IS NULL THEN 0 ELSE status_order END) DESC,
  status_name DESC, created_at DESC, id DESC);
