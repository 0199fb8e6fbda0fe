-- Search by design (architecture: search): an exact path for texts shaped like a key, and free
-- text that each table answers from one trigram-indexed column of its own.

-- 1. The exact path. A contact's and an order's keys, normalised as `searchShapes` normalises a
-- search text: the identity number (kept normalised), the e-mail lower-cased, the phone number's
-- digits with +46/0046 as 0. One GIN index over the array answers `search_keys @> ARRAY[key]`
-- (arraycontains is leakproof since 0015, so it is an index condition under row-level security)
-- by a probe of a few pages. An assignment's key is its number, unique per firm already.
ALTER TABLE contacts ADD COLUMN search_keys text[] GENERATED ALWAYS AS (
  array_remove(ARRAY[
    nullif(number, ''),
    nullif(lower(email), ''),
    nullif(regexp_replace(regexp_replace(coalesce(phone, ''), '^\s*(\+|00)\s*46', '0'), '[^0-9]', '', 'g'), '')
  ], NULL)
) STORED;
CREATE INDEX contacts_search_keys_idx ON contacts USING gin (search_keys);

ALTER TABLE orders ADD COLUMN search_keys text[] GENERATED ALWAYS AS (
  array_remove(ARRAY[
    nullif(customer ->> 'number', ''),
    nullif(lower(customer ->> 'email'), ''),
    nullif(regexp_replace(regexp_replace(coalesce(customer ->> 'phone', ''), '^\s*(\+|00)\s*46', '0'), '[^0-9]', '', 'g'), '')
  ], NULL)
) STORED;
CREATE INDEX orders_search_keys_idx ON orders USING gin (search_keys);

-- 2. Free text. The assignment's own search text now also carries its customer's name (kept on
-- the assignment by the triggers of 0021), so a search by name is one probe of the assignments'
-- index instead of the customers' first and a list of their ids after. PostgreSQL 15 cannot
-- change a generated expression in place: the column and its index are made again.
ALTER TABLE inspections DROP COLUMN search_text;
ALTER TABLE inspections ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(number || ' ' || coalesce(customer_name, '') || ' ' || coalesce(littera, '') || ' '
    || coalesce(order_number, '') || ' ' || coalesce(address ->> 'address', '') || ' '
    || coalesce(address ->> 'city', '') || ' ' || coalesce(address ->> 'postalCode', ''))
) STORED;
CREATE INDEX inspections_tenant_search_idx ON inspections USING gin (tenant_id, search_text gin_trgm_ops);

-- The address book's trigram index holds the firm beside the trigrams (btree_gin, as the
-- assignments' and orders' do since 0006 and 0008): a search reads the firm's entries only, not
-- those of every firm's contacts of that name.
CREATE INDEX contacts_tenant_search_idx ON contacts USING gin (tenant_id, search_text gin_trgm_ops);
DROP INDEX contacts_search_idx;
