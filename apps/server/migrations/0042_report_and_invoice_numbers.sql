-- Report and invoice numbers (docs/DOCUMENTS.md). An export draws each number its template prints:
-- `{report.number}` from the firm's `report` sequence, `{invoice.number}` from its `invoice`
-- sequence. Which of them a template prints is read from its tags when it is uploaded or replaced
-- and kept in `number_fields`, so the export job knows without opening the file again. Templates
-- uploaded before this were given a report number by every export, so they keep drawing one.
ALTER TABLE document_templates ADD COLUMN number_fields text[] NOT NULL DEFAULT '{}';
UPDATE document_templates SET number_fields = '{report.number}';

-- A version records the invoice number beside the report number; both stay null when its
-- template printed neither or the firm keeps no such sequence.
ALTER TABLE report_versions ADD COLUMN invoice_number text;

-- A firm answers for what it delivered: an assignment with issued reports cannot be deleted. The
-- service answers 409 before anything is touched; the key is the second wall, refusing the delete
-- instead of taking the versions with it. The product deletes no firm, so nothing needs the cascade.
ALTER TABLE report_versions DROP CONSTRAINT report_versions_tenant_id_inspection_id_fkey;
ALTER TABLE report_versions
  ADD CONSTRAINT report_versions_tenant_id_inspection_id_fkey
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE RESTRICT;

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
