-- The calendar reads a month of a firm through indexes on (tenant, time), whatever the firm's size.

-- A one-off activity meets the visible range when it starts before the range ends and stops after
-- it begins; it cannot start earlier than the range's start minus the firm's longest one-off. That
-- longest duration is read from the end of this index, so the one-offs are found by their start
-- (activities_start_idx of 0009) within a bounded window. Repeating activities keep their partial
-- index: each begun before the range may recur in it.
CREATE INDEX activities_duration_idx ON activities (tenant_id, (stop_time - start_time)) WHERE repeat = 'none';

-- A month of a large firm holds thousands of dated assignments, each on its own heap page: the
-- calendar index carries every column the calendar reads, so the month is an index-only scan of
-- a few dozen pages. It replaces the plain date index of 0003, which served the same key.
CREATE INDEX inspections_calendar_idx ON inspections (tenant_id, date)
  INCLUDE (id, number, start_time, stop_time, address, status_id, inspector_id);
DROP INDEX inspections_date_idx;
