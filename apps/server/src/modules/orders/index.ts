// The orders module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { ordersModule } from './orders.module.ts';
export { isoWeekday } from './order-calendar.ts';
export {
  findOrderForPartner,
  orderExists,
  orderHeadlines,
  type PartnerOrderRow,
  setOrderMessageForPartner,
} from './order-for-other-modules.repo.ts';
export { type CustomerMailer, registerCustomerMailer } from './customer-mail.ts';
export { getOrder } from './order.service.ts';
export { findOrderForTemplates } from './order-of-assignment.service.ts';
export { type AskedForm, type OrderQuestions, registerOrderQuestions } from './order-questions.ts';
export { orderTypeKind } from './order-type-kind.ts';
export {
  changeOrderType,
  createOrderType,
  listOfferedOrderTypes,
  listOrderTypes,
} from './order-type.service.ts';
export { getNextDate, submitPublicOrder } from './public-order.service.ts';
export {
  orderFewMatchesQuery,
  orderSearchQueries,
  orderTextMatch,
  orderWindowQuery,
  searchOrders,
} from './order-search.repo.ts';
