-- Keys older than `IDEMPOTENCY_KEY_TTL_HOURS` (24) are deleted in every firm by an hourly sweep
-- (platform/http/idempotency-sweep.ts), which finds them by their age alone: the index of 0079
-- begins with the firm and the user, for a caller's own purge.
CREATE INDEX idempotency_keys_age_idx ON idempotency_keys (created_at);
