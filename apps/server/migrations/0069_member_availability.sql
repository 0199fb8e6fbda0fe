-- When each member works as an inspector, which the public calendar books against: a week of
-- working hours (a row per ISO weekday, both times null on a day off; no rows while the member
-- works the firm's booking day on its open weekdays) and absences, first and last day inclusive.
-- Both belong to the membership and go with it.
CREATE TABLE member_hours (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time time,
  end_time time,
  PRIMARY KEY (tenant_id, user_id, weekday),
  FOREIGN KEY (tenant_id, user_id) REFERENCES accounts (tenant_id, user_id) ON DELETE CASCADE,
  CHECK ((start_time IS NULL) = (end_time IS NULL)),
  CHECK (end_time > start_time)
);

CREATE TABLE member_absences (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  from_date date NOT NULL,
  to_date date NOT NULL CHECK (to_date >= from_date),
  note text CHECK (char_length(note) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES accounts (tenant_id, user_id) ON DELETE CASCADE
);
-- A member's absences not yet over: their list, and the calendar's weeks ahead for each inspector.
CREATE INDEX member_absences_member_idx ON member_absences (tenant_id, user_id, to_date);

SELECT app_keep_tenant_rows(ARRAY['member_hours', 'member_absences']);

GRANT SELECT, INSERT, DELETE ON member_hours TO syna_app;
GRANT SELECT, INSERT, DELETE ON member_absences TO syna_app;

-- The inspector a booking from the public calendar was given: free in its slot when booked,
-- the one accepting the order makes the assignment's inspector. The calendar counts a new order
-- as that inspector's time.
ALTER TABLE orders ADD COLUMN inspector_id uuid REFERENCES users (id) ON DELETE SET NULL;

SELECT app_grant_owner_rows();
