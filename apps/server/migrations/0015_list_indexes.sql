-- Every list and search statement of the product is served by an index (architecture: lists and
-- pagination): a page is read in its order from an index and stops at its last row.

-- 1. A tag filter (`tags @> ARRAY[…]`) is an index condition under row-level security only when
-- its function is LEAKPROOF (see 0005 for LIKE). arraycontains reveals nothing of the rows but its
-- result; it can only fail when the two arrays' element types differ, which the product's bound
-- text[] parameters never do. Only a superuser may mark it; elsewhere tag filters read rows.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.arraycontains(anyarray, anyarray) LEAKPROOF;
  ELSE
    RAISE NOTICE 'Not a superuser: @> stays non-leakproof, tag filters cannot use their indexes';
  END IF;
END $$;

-- 2. Tags per tenant, so a tag filter reads the firm's tagged rows, not every firm's.
DROP INDEX inspections_tags_idx;
CREATE INDEX inspections_tenant_tags_idx ON inspections USING gin (tenant_id, tags);

-- 3. The assignment list newest first now breaks ties by id in the same direction, so the page
-- after a cursor is one range of the index, `(created_at, id) < (…)`; and by date, both ways, to
-- the last tie-break (searchOrder in inspection-search.repo.ts).
DROP INDEX inspections_list_idx;
CREATE INDEX inspections_list_idx ON inspections (tenant_id, created_at DESC, id DESC);
CREATE INDEX inspections_date_order_idx ON inspections (tenant_id, date, start_time, created_at DESC, id DESC);
CREATE INDEX inspections_date_desc_order_idx
  ON inspections (tenant_id, date DESC NULLS LAST, start_time DESC NULLS LAST, created_at DESC, id DESC);

-- 4. The other lists in their own order: the address book newest first and one type of contact
-- (the company and person pickers) by name, projects newest first, saved remarks by title.
CREATE INDEX contacts_created_idx ON contacts (tenant_id, created_at DESC, id DESC);
CREATE INDEX contacts_type_name_idx ON contacts (tenant_id, type, name, id);
CREATE INDEX projects_created_idx ON projects (tenant_id, created_at DESC, id DESC);
CREATE INDEX common_remarks_title_idx ON common_remarks (tenant_id, title, id);
