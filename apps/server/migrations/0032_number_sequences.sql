-- Number sequences kept through the API (`/{tenant}/v1/sequences`). A sequence may number one of
-- the product's records (its target: 'inspection', 'report', 'invoice'; one sequence per target
-- and firm) or none: a firm's own sequence, drawn by its clients with a compare-and-set of the
-- next value. Names are unique within a firm regardless of case, as the admin page lists them by
-- name.

ALTER TABLE number_sequences ALTER COLUMN target DROP NOT NULL;
ALTER TABLE number_sequences
  ADD CONSTRAINT number_sequences_target_check CHECK (target IN ('inspection', 'report', 'invoice'));
CREATE UNIQUE INDEX number_sequences_name_key ON number_sequences (tenant_id, lower(name));
