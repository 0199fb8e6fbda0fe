import { z } from 'zod';
import { spreadsheetExportJobSchema } from '../exports.ts';
import { MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'vb';
const path = '/:tenant/v1/vb/admin/exports/:id';
const idParams = tenantParams.extend({ id: z.uuid({ error: 'documents.exportMissing' }) });

/**
 * A search's spreadsheet export once asked for (`POST …/inspections/export`, `POST …/order/export`):
 * its progress and its file. Open to members; the job is its asker's alone, and the list's read
 * access (the one its `POST` declares) is checked again on every call (SPEC §7 "Exports").
 */
export const spreadsheetExportEndpoints = {
  get: endpoint({
    method: 'GET',
    path,
    access: MEMBER,
    service,
    summary:
      'Where a spreadsheet export stands: queued, running (rowsDone of rowsTotal), done or failed (with ' +
      'the reason); only its asker sees it, and an expired one answers 410',
    params: idParams,
    response: spreadsheetExportJobSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: `${path}/file`,
    access: MEMBER,
    service,
    summary:
      'The finished export’s file (CSV or Excel workbook), named as the job says; 409 while it is not done, ' +
      '410 once it has expired',
    params: idParams,
    transport: 'download',
  }),
};
