import Chip from '@mui/material/Chip';
import type { MailStatus } from '@syna/contracts/email';
import { useEmailTexts } from '@/features/email/texts';

const STATUS_COLOR = {
  queued: 'info',
  sent: 'success',
  kept: 'default',
  failed: 'error',
  bounced: 'error',
} as const satisfies Record<MailStatus, string>;

/** A message's delivery state in words. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  const { t } = useEmailTexts();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(`status.${status}`)} />;
}
