import type { FastifyInstance } from 'fastify';
import { insuranceEndpoints } from '@syna/contracts/endpoints/insurance';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { insuranceRoutes } from './insurance.routes.ts';
import { httpInsurer } from './insurer.ts';

/**
 * The hidden-defect insurance request (dolda fel-försäkring): built from a finished assignment of
 * an insurable type and sent to the insurer at INSURER_URL; without one, nothing can be sent.
 */
export async function insuranceModule(api: FastifyInstance): Promise<void> {
  const { url, timeoutMs } = api.config.insurer;
  const insurer = url ? httpInsurer({ ...api.config.insurer, url }) : null;
  await registerEndpoints(api, insuranceEndpoints, insuranceRoutes({ insurer, timeoutMs }));
}
