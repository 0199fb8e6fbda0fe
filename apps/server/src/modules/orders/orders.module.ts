import type { FastifyInstance } from 'fastify';
import { orderEndpoints, orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { registerExportSource } from '../exports/index.ts';
import { orderExportSource } from './order-export.ts';
import { provideCustomerMailer } from './customer-mail.ts';
import { provideOrderQuestions } from './order-questions.ts';
import { limitOrderSubmissions } from './public-order-limit.ts';
import { orderRoutes } from './order.routes.ts';
import { orderTypeRoutes } from './order-type.routes.ts';
import { publicOrderRoutes } from './public-order.routes.ts';

/** Orders: the public order page and booking calendar, and the staff side with the order types. */
export async function ordersModule(api: FastifyInstance): Promise<void> {
  registerExportSource(api, orderExportSource);
  const questions = provideOrderQuestions(api);
  const mailer = provideCustomerMailer(api);
  await api.register(async (scope) => {
    await limitOrderSubmissions(scope, publicOrderEndpoints.submit);
    await registerEndpoints(
      scope,
      publicOrderEndpoints,
      publicOrderRoutes(api.config.publicUrl, questions, mailer),
    );
  });
  await registerEndpoints(api, orderEndpoints, orderRoutes(mailer));
  await registerEndpoints(api, orderTypeEndpoints, orderTypeRoutes());
}
