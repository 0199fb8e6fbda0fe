-- How long a visit of an inspection type usually takes: the calendar draws a booking that has a
-- start time and no stop time this long, so a dispatcher sees the time the inspector is taken.
ALTER TABLE inspection_types
  ADD COLUMN default_duration_minutes integer NOT NULL DEFAULT 120
  CHECK (default_duration_minutes BETWEEN 15 AND 1440);
