import Typography from '@mui/material/Typography';
import type { Order } from '@syna/contracts/orders';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useOrderTexts } from '@/features/orders/texts';

interface RejectOrderDialogProps {
  order: Order;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before rejecting an order. Cancel has the focus, so Enter never rejects by accident. */
export function RejectOrderDialog({ order, busy, onConfirm, onClose }: RejectOrderDialogProps) {
  const { t } = useOrderTexts();
  return (
    <ConfirmDialog
      open
      title={t('reject.title', { number: order.number })}
      confirmLabel={t('reject.confirm')}
      busyLabel={t('reject.rejecting')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="reject-order-dialog"
    >
      <Typography>{t('reject.body')}</Typography>
    </ConfirmDialog>
  );
}
