-- Every order of the assignment list and the order search pages by keyset (architecture: lists
-- and pagination): the page after a cursor is one range of an index in the list's order, read
-- with a row comparison. A row comparison never matches NULL, so a column that may be empty sorts
-- by two keys, whether it is empty (empty rows last, both ways) and its value with a constant in
-- place of NULL (nullsLastKey in list-cursor.ts); these indexes hold the very same expressions.
-- The value is a CASE: row-level security takes COALESCE for leaky and keeps it out of an index.

-- 1. Assignments by date and start time, the ties settled in the same direction by creation.
DROP INDEX inspections_date_order_idx;
DROP INDEX inspections_date_desc_order_idx;
CREATE INDEX inspections_date_keyset_idx ON inspections (
  tenant_id,
  (date IS NULL), (CASE WHEN date IS NULL THEN date '2000-01-01' ELSE date END),
  (start_time IS NULL), (CASE WHEN start_time IS NULL THEN time '00:00' ELSE start_time END),
  created_at, id);
CREATE INDEX inspections_date_desc_keyset_idx ON inspections (
  tenant_id,
  (date IS NOT NULL) DESC, (CASE WHEN date IS NULL THEN date '2000-01-01' ELSE date END) DESC,
  (start_time IS NOT NULL) DESC, (CASE WHEN start_time IS NULL THEN time '00:00' ELSE start_time END) DESC,
  created_at DESC, id DESC);

-- 2. Orders by preferred date and time, the ties settled by number. The ascending index also
-- serves a range of preferred dates, which the former (tenant_id, preferred_date) index did.
DROP INDEX orders_preferred_date_idx;
CREATE INDEX orders_preferred_date_keyset_idx ON orders (
  tenant_id, preferred_date,
  (preferred_time IS NULL), (CASE WHEN preferred_time IS NULL THEN time '00:00' ELSE preferred_time END),
  number);
CREATE INDEX orders_preferred_date_desc_keyset_idx ON orders (
  tenant_id, preferred_date DESC,
  (preferred_time IS NOT NULL) DESC, (CASE WHEN preferred_time IS NULL THEN time '00:00' ELSE preferred_time END) DESC,
  number DESC);
