import type { ReactNode } from 'react';
import type { PublicOrderPage } from '@syna/contracts/public-orders';
import { usePublicOrderPage } from '@/public/api';
import { t } from '@/public/texts';
import { LoadError } from './load-error';
import { NotFoundMessage, NotFoundPage } from './not-found-page';
import { Progress } from './progress';
import { PublicLayout } from './public-layout';

interface FirmPageProps {
  tenant: string;
  title: string;
  /** Also offer the order types the firm keeps for its own link. */
  hidden?: boolean;
  /** Whether the firm offers this page (the calendar is off unless the firm turns it on). */
  offered?(page: PublicOrderPage): boolean;
  children(page: PublicOrderPage): ReactNode;
}

/** Loads the firm's order page data (name, logo, offers) for a public page; an unknown firm is not found. */
export function FirmPage({ tenant, title, hidden = false, offered = () => true, children }: FirmPageProps) {
  const { data, error, loading, retry } = usePublicOrderPage(tenant, hidden);
  if (error?.status === 404) return <NotFoundPage />;
  if (data && !offered(data)) {
    return (
      <PublicLayout firm={data.tenant} title={t('notFound.title')}>
        <NotFoundMessage />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout firm={data?.tenant ?? null} title={title}>
      {loading && <Progress label={title} />}
      {error && (
        <LoadError
          title={t('order.loadError')}
          detail={error.message}
          retryLabel={t('order.retry')}
          onRetry={retry}
        />
      )}
      {data && children(data)}
    </PublicLayout>
  );
}
