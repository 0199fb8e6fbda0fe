-- Saved remarks of one category are matched case-blind. lower() on the column is not leakproof,
-- so under row-level security that condition could never use an index and every saved remark of
-- the firm was read; the category's lower-case form kept beside it is compared with `=`, which
-- is, and the index serves the category's page in title order.
ALTER TABLE common_remarks ADD COLUMN category_key text GENERATED ALWAYS AS (lower(category)) STORED;
CREATE INDEX common_remarks_category_title_idx ON common_remarks (tenant_id, category_key, title, id);
