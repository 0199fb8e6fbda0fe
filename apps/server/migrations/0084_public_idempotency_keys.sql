-- A public order may carry an `Idempotency-Key` too (platform/http/idempotency.ts), so that a
-- customer whose answer was lost sends the order again without a second order. The customer signs
-- in to nothing: such a key is the firm's, not a user's, and its `user_id` is null. A key is
-- unique per firm and owner: `owner_id` is the user, or for the firm's public pages the nil uuid,
-- so that the claim, the answer and the owner's purge stay plain equalities on the primary key,
-- while `user_id` keeps its reference to the user (whose keys go with them).
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE idempotency_keys
  ADD COLUMN owner_id uuid NOT NULL
  GENERATED ALWAYS AS (coalesce(user_id, '00000000-0000-0000-0000-000000000000'::uuid)) STORED;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (tenant_id, owner_id, key);
-- The owner's expired keys, purged when it sends a new one (the index of 0079, by owner).
DROP INDEX idempotency_keys_created_idx;
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (tenant_id, owner_id, created_at);
