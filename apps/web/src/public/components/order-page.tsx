import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicOrderPage, PublicOrderReceipt } from '@syna/contracts/orders';
import { publicPaths, type OrderPageOptions } from '@/public/public-location';
import { usePublicTexts } from '@/public/texts';
import { FirmPage } from './firm-page';
import { OrderReceipt } from './order-receipt';
import { OrderRequestForm } from './order-request-form';

interface OrderPageProps {
  tenant: string;
  options: OrderPageOptions;
}

/** `/web/{tenant}`: the firm's order page; once the order is in, the firm's "order completed" texts. */
export function OrderPage({ tenant, options }: OrderPageProps) {
  const { t } = usePublicTexts();
  return (
    <FirmPage tenant={tenant} hidden={options.hidden} title={t('order.title')}>
      {(page) => <OrderContent tenant={tenant} page={page} options={options} />}
    </FirmPage>
  );
}

function OrderContent({ tenant, page, options }: OrderPageProps & { page: PublicOrderPage }) {
  const { t } = usePublicTexts();
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
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('order.title')}
        </Typography>
        <Typography color="text.secondary">{t('order.intro')}</Typography>
        {page.calendarEnabled && (
          <Link
            href={publicPaths.calendar(tenant)}
            sx={{ display: 'inline-block', mt: 1 }}
            data-testid="calendar-link"
          >
            {t('order.calendarLink')}
          </Link>
        )}
      </div>
      {page.orderTypes.length === 0 ? (
        <Alert severity="info">{t('order.noOrderTypes')}</Alert>
      ) : (
        <OrderRequestForm
          key={formKey}
          tenant={tenant}
          page={page}
          options={formOptions}
          onSent={setReceipt}
        />
      )}
    </Stack>
  );
}
