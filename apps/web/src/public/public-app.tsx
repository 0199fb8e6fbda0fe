import { CalendarPage } from './components/calendar-page';
import { NotFoundPage } from './components/not-found-page';
import { OrderPage } from './components/order-page';
import { orderPageOptionsOf, publicPageOf } from './public-location';

/** The public page the address names: the firm's order page, its booking calendar, or not found. */
export function PublicApp({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  const page = publicPageOf(location.pathname);
  if (page.page === 'order') {
    return <OrderPage tenant={page.tenant} options={orderPageOptionsOf(location.search)} />;
  }
  if (page.page === 'calendar') return <CalendarPage tenant={page.tenant} />;
  return <NotFoundPage />;
}
