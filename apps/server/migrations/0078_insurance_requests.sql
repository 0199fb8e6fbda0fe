-- The hidden-defect insurance request (dolda fel-försäkring, SPEC §7 "Insurance form request").
-- An inspection type says whether its finished assignments can be insured: an överlåtelsebesiktning
-- is what the seller's insurance rests on, so a firm's type of that name starts insurable.
ALTER TABLE inspection_types ADD COLUMN insurable boolean NOT NULL DEFAULT false;
-- Both spellings, whatever the database's character type makes of a capital Ö.
UPDATE inspection_types SET insurable = true
WHERE lower(btrim(name)) IN ('överlåtelsebesiktning', 'Överlåtelsebesiktning');

-- Each request sent to the insurer, on its assignment: who asked and when, what was sent, and how
-- it ended: `sending` while the insurer is asked (outside any transaction), then `sent` with the
-- insurer's reference, `failed` (no answer or a server error: the member may try again) or
-- `refused` with the insurer's message. At most one is being sent or sent per assignment.
CREATE TABLE insurance_requests (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL,
  report_version_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed', 'refused')),
  -- What the insurer was sent, as sent.
  sent jsonb NOT NULL,
  reference text,
  message text,
  provider_status integer,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, report_version_id) REFERENCES report_versions (tenant_id, id)
);
-- An assignment's requests, newest first; and the one that is being sent or sent.
CREATE INDEX insurance_requests_inspection_idx ON insurance_requests (tenant_id, inspection_id, requested_at);
CREATE UNIQUE INDEX insurance_requests_one_live_idx ON insurance_requests (tenant_id, inspection_id)
  WHERE status IN ('sending', 'sent');

SELECT app_keep_tenant_rows(ARRAY['insurance_requests']);

-- Never deleted by the application: the record of what was sent stays with the assignment.
GRANT SELECT, INSERT, UPDATE ON insurance_requests TO syna_app;
