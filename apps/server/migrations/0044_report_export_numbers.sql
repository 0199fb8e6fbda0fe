-- The numbers an export drew, kept on the export (docs/DOCUMENTS.md). A try of the export job that
-- fails after drawing them (the server stopped, the storage failed) is tried again with the same
-- numbers rather than new ones, so a retry leaves no gap in the firm's report or invoice numbers;
-- an export that fails for good shows the numbers it held, so a gap is accounted for.
-- `numbers_drawn` tells "drew none" (the template prints none) from "not drawn yet".
ALTER TABLE report_exports
  ADD COLUMN numbers_drawn boolean NOT NULL DEFAULT false,
  ADD COLUMN report_number text,
  ADD COLUMN invoice_number text;

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
