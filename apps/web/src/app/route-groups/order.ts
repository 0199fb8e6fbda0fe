import { OrderSentMail } from '@/features/email/routes';
import { OrderPartnersPanel } from '@/features/network/components/partners-panel';
import { OrderCrumb } from '@/features/orders/components/order-crumb';
import { orderSearchRoute, orderViewRouteWith } from '@/features/orders/routes';

/** The "order" chunk: the order search and the order view, with its sent mail and the network's "Dela" composed in. */
export const orderGroup = {
  orderSearch: orderSearchRoute,
  orderView: orderViewRouteWith({ SharePanel: OrderPartnersPanel, MailPanel: OrderSentMail }),
  orderCrumb: OrderCrumb,
};
