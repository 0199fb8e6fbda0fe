import type { Params } from 'react-router';
import { useOrder, useOrderType } from '@/features/orders/api';

interface CrumbProps {
  params: Readonly<Params<string>>;
  /** The route's plain title, shown until the record is loaded. */
  title: string;
}

/** The order's number in the breadcrumbs; the order comes from the page's own query. */
export function OrderCrumb({ params, title }: CrumbProps) {
  const order = useOrder(params.id ?? '');
  return order.data ? order.data.number : title;
}

/** The order type's name in the breadcrumbs, from the page's own query. */
export function OrderTypeCrumb({ params, title }: CrumbProps) {
  const type = useOrderType(params.id ?? '');
  return type.data ? type.data.name : title;
}
