import type { FastifyInstance } from 'fastify';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { registerOrderQuestions } from '../orders/index.ts';
import { formOrderQuestions } from './order-questions.ts';
import { formRoutes } from './form.routes.ts';
import { recordFormRoutes } from './record-form.routes.ts';

/** The firm's input forms: their definitions, every saved version of their fields, and the values records have of them. */
export async function formsModule(api: FastifyInstance): Promise<void> {
  registerOrderQuestions(api, formOrderQuestions);
  await registerEndpoints(api, formEndpoints, formRoutes());
  await registerEndpoints(api, recordFormEndpoints, recordFormRoutes());
}
