import type { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { CustomerMailer } from './customer-mail.ts';
import type { OrderQuestions } from './order-questions.ts';
import { getNextDate, getOrderPage, getPublicCalendar, submitPublicOrder } from './public-order.service.ts';

/**
 * The order page and booking calendar's endpoints, each served by one service call. `publicUrl`
 * is where the staff app is reached: the firm's e-mail about a new order links to it; `questions`
 * gives the forms order types ask and `mailer` the customer mails, as registered at boot.
 */
export function publicOrderRoutes(
  publicUrl: string,
  questions: () => OrderQuestions,
  mailer: () => CustomerMailer,
): EndpointHandlers<typeof publicOrderEndpoints> {
  return {
    page: (context, { query }) => getOrderPage(context, questions(), query.hidden ?? false),
    nextDate: (context) => getNextDate(context),
    submit: (context, { body }) => submitPublicOrder(context, publicUrl, questions(), mailer(), body),
    calendar: (context, { query }) => getPublicCalendar(context, query),
  };
}
