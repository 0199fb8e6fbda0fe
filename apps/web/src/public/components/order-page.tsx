import { useState } from 'react';
import type { PublicOrderPage, PublicOrderReceipt } from '@syna/contracts/public-orders';
import { publicPaths, type OrderPageOptions } from '@/public/public-location';
import { t } from '@/public/texts';
import { FirmPage } from './firm-page';
import { OrderReceipt } from './order-receipt';
import { OrderRequestForm } from './order-request-form';

interface OrderPageProps {
  tenant: string;
  options: OrderPageOptions;
}

/** `/web/{tenant}`: the firm's order page; once the order is in, the firm's "order completed" texts. */
export function OrderPage({ tenant, options }: OrderPageProps) {
  return (
    <FirmPage tenant={tenant} hidden={options.hidden} title={t('order.title')}>
      {(page) => <OrderContent tenant={tenant} page={page} options={options} />}
    </FirmPage>
  );
}

function OrderContent({ tenant, page, options }: OrderPageProps & { page: PublicOrderPage }) {
  const [receipt, setReceipt] = useState<PublicOrderReceipt | null>(null);
  // A new order after a receipt starts from a fresh form, without the calendar slot just booked.
  const [formKey, setFormKey] = useState(0);
  const [formOptions, setFormOptions] = useState(options);
  if (receipt) {
    return (
      <OrderReceipt
        receipt={receipt}
        onAnother={() => {
          setReceipt(null);
          setFormOptions({ ...options, date: null, time: null });
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <div className="stack-lg">
      <div>
        <h1>{t('order.title')}</h1>
        <p className="muted">{t('order.intro')}</p>
        {page.calendarEnabled && (
          <p>
            <a href={publicPaths.calendar(tenant)} data-testid="calendar-link">
              {t('order.calendarLink')}
            </a>
          </p>
        )}
      </div>
      {page.orderTypes.length === 0 ? (
        <p className="alert alert-info" role="status">
          {t('order.noOrderTypes')}
        </p>
      ) : (
        <OrderRequestForm
          key={formKey}
          tenant={tenant}
          page={page}
          options={formOptions}
          onSent={setReceipt}
        />
      )}
    </div>
  );
}
