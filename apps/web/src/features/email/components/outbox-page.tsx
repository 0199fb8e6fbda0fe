import { useState } from 'react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { MAIL_STATUS_LABELS, type MailStatus } from '@syna/contracts/email-values';
import { formatDateTime } from '@syna/contracts/format';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useOutbox } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';
import { MailStatusChip } from './mail-status-chip';
import { OutboxMessageDialog } from './outbox-message-dialog';

const STATUSES = Object.keys(MAIL_STATUS_LABELS) as MailStatus[];

/** `/:tenant/admin/outbox`: the firm's outgoing e-mail, newest first; a message opens as it was written. */
export function OutboxPage() {
  const { t } = useEmailTexts();
  const [status, setStatus] = useState<MailStatus | null>(null);
  const outbox = useOutbox(status);
  const [reading, setReading] = useState<string | null>(null);

  return (
    <Stack spacing={2} data-testid="outbox-page">
      <Typography id="outbox-title" variant="h1">
        {t('outbox.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('outbox.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <TextField
            select
            label={t('outbox.status')}
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || null) as MailStatus | null)}
            sx={{ maxWidth: 280 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('outbox.allStatuses')}</MenuItem>
            {STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {outbox.isPending && <Skeleton variant="rounded" height={200} />}
          {outbox.isError && (
            <LoadError title={t('outbox.loadError')} onRetry={() => void outbox.refetch()} />
          )}
          {outbox.data?.length === 0 && (
            <EmptyState icon={OutboxOutlinedIcon} title={t('outbox.empty')} body={t('outbox.intro')} />
          )}
          {outbox.data && outbox.data.length > 0 && (
            <TableContainer>
              <Table size="small" aria-labelledby="outbox-title">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('outbox.recipient')}</TableCell>
                    <TableCell>{t('outbox.subject')}</TableCell>
                    <TableCell>{t('outbox.status')}</TableCell>
                    <TableCell>{t('outbox.time')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {outbox.data.map((message) => (
                    <TableRow key={message.id} data-testid="outbox-row" hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.to.join(', ')}</TableCell>
                      <TableCell>
                        <Link
                          component="button"
                          type="button"
                          onClick={() => setReading(message.id)}
                          aria-label={t('outbox.open', { subject: message.subject })}
                          sx={{ textAlign: 'left' }}
                        >
                          {message.subject}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <MailStatusChip status={message.status} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(message.sentAt ?? message.created)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </Paper>
      {reading && <OutboxMessageDialog id={reading} onClose={() => setReading(null)} />}
    </Stack>
  );
}
