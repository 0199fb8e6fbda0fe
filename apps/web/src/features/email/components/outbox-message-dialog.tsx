import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes, formatDateTime } from '@syna/contracts/format';
import { LoadError } from '@/lib/ui/load-error';
import { useOutboxMessage } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';
import { MailStatusChip } from './mail-status-chip';

/** One message of the outbox as it was written: recipients, subject, text, attachments and delivery. */
export function OutboxMessageDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useEmailTexts();
  const common = useTranslation();
  const titleId = useId();
  const message = useOutboxMessage(id);
  const data = message.data;
  const row = (label: string, value: string) => (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{data?.subject ?? t('outbox.messageTitle')}</DialogTitle>
      <DialogContent dividers data-testid="outbox-message">
        {message.isPending && <Skeleton variant="rounded" height={200} />}
        {message.isError && (
          <LoadError title={t('outbox.messageError')} onRetry={() => void message.refetch()} />
        )}
        {data && (
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <MailStatusChip status={data.status} />
              <Typography sx={{ color: 'text.secondary' }}>
                {formatDateTime(data.sentAt ?? data.created)}
              </Typography>
            </Stack>
            {row(t('outbox.to'), data.to.join(', '))}
            {row(t('outbox.from'), data.sentBy?.name ?? t('outbox.server'))}
            {data.attachments.length > 0 &&
              row(
                t('outbox.attachments'),
                data.attachments.map((file) => `${file.filename} (${formatBytes(file.size)})`).join(', '),
              )}
            {data.attempts > 0 && row(t('outbox.attempts'), String(data.attempts))}
            {data.lastError && (
              <Alert severity={data.status === 'queued' ? 'warning' : 'error'}>
                {t('outbox.lastError')}: {data.lastError}
              </Alert>
            )}
            <Typography
              component="div"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                borderTop: 1,
                borderColor: 'divider',
                pt: 1.5,
              }}
              data-testid="outbox-message-text"
            >
              {data.text}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {common.t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
