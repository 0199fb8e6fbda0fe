-- Address-book search: numbers found however they are typed, and the trigram index usable under
-- row-level security.

-- 1. "556036-0793" and "5560360793", "070-123 45 67" and "0701234567" must find the same contact.
-- The search text therefore also carries the digits of the identity number and of the phone
-- number without separators; a query word made of digits and separators is matched by its
-- digits. PostgreSQL 15 cannot change a generated expression in place, so the column and its
-- trigram index are made again.
ALTER TABLE contacts DROP COLUMN search_text;
ALTER TABLE contacts ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(number, '') || ' '
    || coalesce(phone, '') || ' ' || coalesce(company_name, '') || ' '
    || regexp_replace(coalesce(number, ''), '[^0-9]', '', 'g') || ' '
    || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))
) STORED;
CREATE INDEX contacts_search_idx ON contacts USING gin (search_text gin_trgm_ops);

-- 2. Under row-level security the planner evaluates the policy (tenant_id = app_tenant()) before
-- any condition of the query that is not LEAKPROOF, so a non-leakproof condition can never be an
-- index condition: `search_text LIKE '%…%'` would read rows, never the trigram index. The
-- functions of LIKE and ILIKE reveal nothing of their first argument (the column) but their
-- result; they can only fail on a malformed pattern, and in this product's queries the pattern is
-- always a bound, escaped value of the request. Marking them LEAKPROOF lets the trigram indexes
-- serve searches while the policy still filters every row. Only a superuser may do this; where
-- the migrating owner is not one, searches still answer correctly but read rows instead of the
-- index, until a superuser runs the two ALTERs once.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'Not a superuser: LIKE and ILIKE stay non-leakproof, text searches cannot use trigram indexes';
  END IF;
END $$;
