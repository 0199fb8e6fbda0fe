import { t } from '@/public/texts';
import { PublicLayout } from './public-layout';

/** Says the page is not there: an unknown firm, a calendar the firm keeps closed, a wrong address. */
export function NotFoundMessage() {
  return (
    <section aria-labelledby="not-found-title" data-testid="public-not-found">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
    </section>
  );
}

/** A page that does not exist, without any firm's header. */
export function NotFoundPage() {
  return (
    <PublicLayout firm={null} title={t('notFound.title')}>
      <NotFoundMessage />
    </PublicLayout>
  );
}
