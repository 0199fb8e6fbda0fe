import { OrderCrumb } from '@/features/orders/components/order-crumb';
import { orderSearchRoute, orderViewRoute } from '@/features/orders/routes';

/** The "order" chunk: the order search and the order view. */
export const orderGroup = {
  orderSearch: orderSearchRoute,
  orderView: orderViewRoute,
  orderCrumb: OrderCrumb,
};
