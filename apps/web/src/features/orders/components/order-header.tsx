import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { Order } from '@syna/contracts/orders';
import { formatAddress, formatDateTime } from '@syna/contracts/format';
import { MapButton } from '@/lib/maps/map-button';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderStatusChip } from './order-status-chip';

export type OrderAction = 'accept' | 'reject' | 'share';

interface OrderHeaderProps {
  order: Order;
  /** The assignment's page, once the order has become one. */
  inspectionHref: string | null;
  /** Whether the user may accept, reject and share orders. */
  canWrite: boolean;
  onAction(action: OrderAction): void;
}

/** The order's number and status, who decided it and when, and what can be done with it. */
export function OrderHeader({ order, inspectionHref, canWrite, onAction }: OrderHeaderProps) {
  const { t } = useOrderTexts();
  const status = t(`status.${order.status}`);
  const decided = order.decided
    ? order.decidedBy
      ? t('view.decidedBy', { status, date: formatDateTime(order.decided), name: order.decidedBy.name })
      : t('view.decidedAt', { status, date: formatDateTime(order.decided) })
    : t('view.notDecided');
  return (
    <Stack spacing={1.5} data-testid="order-header" data-status={order.status}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1">{t('view.title', { number: order.number })}</Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>{decided}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {inspectionHref && order.inspection && (
          <Button
            component={RouterLink}
            to={inspectionHref}
            variant="contained"
            startIcon={<AssignmentOutlinedIcon />}
            data-testid="order-open-inspection"
            data-inspection-id={order.inspection.id}
          >
            {t('actions.openInspection')}
          </Button>
        )}
        {canWrite && order.status === 'new' && (
          <>
            <Button
              variant="contained"
              startIcon={<CheckIcon />}
              onClick={() => onAction('accept')}
              data-testid="order-accept"
            >
              {t('actions.accept')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<CloseIcon />}
              onClick={() => onAction('reject')}
              data-testid="order-reject"
            >
              {t('actions.reject')}
            </Button>
          </>
        )}
        {canWrite && (
          <Button
            variant="outlined"
            startIcon={<MailOutlineIcon />}
            onClick={() => onAction('share')}
            data-testid="order-share"
          >
            {t('actions.share')}
          </Button>
        )}
        {formatAddress(order.object.address) && (
          <MapButton
            place={{ title: t('view.title', { number: order.number }), address: order.object.address }}
          />
        )}
      </Stack>
    </Stack>
  );
}
