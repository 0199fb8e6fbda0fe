-- Inspections (uppdrag): the yearly number counter, and when a contact's note was last set.

-- Numbers of the form YYYY-NNNN when the tenant keeps no 'inspection' number sequence. One row
-- per tenant and year; `UPDATE ... RETURNING` on it serialises concurrent creates.
CREATE TABLE inspection_number_counters (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  year integer NOT NULL CHECK (year BETWEEN 1000 AND 9999),
  last_value bigint NOT NULL CHECK (last_value >= 0),
  PRIMARY KEY (tenant_id, year)
);
ALTER TABLE inspection_number_counters ENABLE ROW LEVEL SECURITY;
ALTER TABLE inspection_number_counters FORCE ROW LEVEL SECURITY;
CREATE POLICY inspection_number_counters_tenant ON inspection_number_counters
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON inspection_number_counters TO syna_app;

-- The note autocomplete offers the notes used with a role, most recently set first.
ALTER TABLE inspection_contacts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX inspection_contacts_role_idx ON inspection_contacts (tenant_id, role_id, updated_at DESC);

-- The free-text search of inspections, scoped to the tenant inside the index: with many tenants,
-- a trigram index over search_text alone reads every tenant's matches before the tenant filter.
-- btree_gin lets one GIN index hold tenant_id beside the trigrams, so a search reads only the
-- tenant's entries. It replaces the tenant-less index of 0003.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX inspections_tenant_search_idx ON inspections USING gin (tenant_id, search_text gin_trgm_ops);
DROP INDEX inspections_search_idx;
