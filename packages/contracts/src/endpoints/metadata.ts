import { metadataChangeSchema, metadataSchema } from '../metadata.ts';
import { ADMIN } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'vb';

/** The firm's metadata document (SPEC §7 "Metadata and events"), kept by administrators. */
export const metadataEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/metadata',
    access: ADMIN,
    service,
    summary: 'The metadata document: named groups of named values, with when and by whom it was last written',
    params: tenantParams,
    response: metadataSchema,
  }),
  replace: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/metadata',
    access: ADMIN,
    service,
    summary:
      'Replace the metadata document; with the updatedAt last read, a write after someone else’s is refused (409)',
    params: tenantParams,
    body: metadataChangeSchema,
    response: metadataSchema,
  }),
};
