import type { FastifyInstance } from 'fastify';
import { emailTemplateEndpoints, mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { registerCustomerMailer } from '../orders/index.ts';
import { customerMailer } from './customer-mail.service.ts';
import { registerCustomerReminders } from './customer-reminders.ts';
import { emailTemplateRoutes, mailMessageRoutes } from './email.routes.ts';

/**
 * E-mail: the firm's templates, sending through the outbox, reading it, and the customer mails of
 * orders and visits (the reminder the day before runs as a job).
 */
export async function emailModule(api: FastifyInstance): Promise<void> {
  registerCustomerMailer(api, customerMailer);
  registerCustomerReminders(api.jobs);
  await registerEndpoints(api, emailTemplateEndpoints, emailTemplateRoutes());
  await registerEndpoints(api, mailMessageEndpoints, mailMessageRoutes(api.storage));
}
