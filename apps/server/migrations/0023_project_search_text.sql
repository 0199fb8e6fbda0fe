-- Projects by free text: the project's name and number in lower case, matched with ILIKE (made
-- leakproof in 0005) through a trigram index, or its customer's name (the customers are matched
-- first, through the contacts' own index, and looked up by the customer index below). Before, a
-- lower() of each column, which is not leakproof, read every project of the firm.
ALTER TABLE projects
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(number, ''))) STORED;
CREATE INDEX projects_tenant_search_idx ON projects USING gin (tenant_id, search_text gin_trgm_ops);
CREATE INDEX projects_customer_idx ON projects (tenant_id, customer_id);
