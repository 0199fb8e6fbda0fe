-- Rate limits and sign-in attempt limits counted in the database, so that every server copy behind
-- a load balancer counts towards one allowance and a copy's restart forgets nothing
-- (platform/limits/rate-counter.ts). One row per key (a route or the issuer's forms, and the
-- client's address, with the firm where the limit is per firm) and fixed window: the hits in it
-- and when it ends. A hit past the end starts a new window; a sweep deletes the windows that ended.
--
-- Not tenant data: the keys name client addresses before anyone is signed in, and the rows are read
-- and written only by the server as the owner, in one statement per hit. So there is no tenant_id,
-- no row-level security, and no grant to the request role, which cannot reach the table at all.
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  window_ends_at timestamptz NOT NULL,
  hits integer NOT NULL
);

-- The sweep finds the ended windows by their end alone.
CREATE INDEX rate_counters_window_ends_at_idx ON rate_counters (window_ends_at);
