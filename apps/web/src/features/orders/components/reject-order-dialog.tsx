import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Order } from '@syna/contracts/orders';
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
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="reject-order-dialog"
    >
      <DialogTitle id={titleId}>{t('reject.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <Typography>{t('reject.body')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          color="error"
          variant="contained"
          data-testid="reject-order-confirm"
        >
          {busy ? t('reject.rejecting') : t('reject.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
