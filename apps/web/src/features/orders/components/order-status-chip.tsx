import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@syna/contracts/orders';
import { useOrderTexts } from '@/features/orders/texts';

const COLORS = { new: 'info', accepted: 'success', rejected: 'default' } as const;

/** An order's status: new waits in the inbox, accepted became an assignment, rejected was turned down. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useOrderTexts.firstLoad();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'new' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
      data-testid="order-status"
      data-status={status}
    />
  );
}
