import type { FastifyInstance } from 'fastify';
import { commonRemarkEndpoints, templateRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { remarkTransferEndpoints } from '@syna/contracts/endpoints/remark-transfer';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { commonRemarkRoutes } from './common-remark.routes.ts';
import { objectRoutes } from './object.routes.ts';
import { readRemarkUpload } from './remark-import.service.ts';
import { remarkTransferRoutes } from './remark-transfer.routes.ts';
import { remarkImageRoutes } from './remark-image.routes.ts';
import { remarkRoutes } from './remark.routes.ts';
import { templateRemarkRoutes } from './template-remark.routes.ts';

/** The remarks module: objects, remarks and their photos, saved and template remarks, and the saved ones' workbook. */
export async function remarksModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, objectEndpoints, objectRoutes(api.storage));
  await registerEndpoints(api, remarkEndpoints, remarkRoutes(api.storage));
  await registerEndpoints(api, remarkImageEndpoints, remarkImageRoutes(api.storage, api.partialFiles));
  await registerEndpoints(api, commonRemarkEndpoints, commonRemarkRoutes());
  await registerEndpoints(api, templateRemarkEndpoints, templateRemarkRoutes());
  // A workbook is read before the upload's transaction opens: reading may take seconds.
  await registerEndpoints(api, remarkTransferEndpoints, remarkTransferRoutes(), { upload: readRemarkUpload });
}
