import { useState } from 'react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
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
import type { MailSummary } from '@syna/contracts/email';
import { formatDateTime } from '@syna/contracts/format';
import { ListBody } from '@/lib/lists/list-results';
import { usePagedSearch } from '@/lib/lists/use-paged-search';
import { EmptyState } from '@/lib/ui/empty-state';
import { useOutbox } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';
import { MailStatusChip } from './mail-status-chip';
import { OutboxMessageDialog } from './outbox-message-dialog';

const STATUSES = Object.keys(MAIL_STATUS_LABELS) as MailStatus[];

/** The messages of one page: recipient, subject (opening the message), status and time. */
function OutboxTable({ messages, onRead }: { messages: readonly MailSummary[]; onRead(id: string): void }) {
  const { t } = useEmailTexts();
  return (
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
          {messages.map((message) => (
            <TableRow key={message.id} data-testid="outbox-row" hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.to.join(', ')}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onRead(message.id)}
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
  );
}

/**
 * `/:tenant/admin/outbox`: the firm's outgoing e-mail, newest first, a page at a time ("next" goes
 * by the page's cursor); a message opens as it was written.
 */
export function OutboxPage() {
  const { t } = useEmailTexts();
  const [status, setStatus] = useState<MailStatus | null>(null);
  const { query, refine, pager } = usePagedSearch('email.outbox', status ? { status } : {});
  const outbox = useOutbox(query);
  const [reading, setReading] = useState<string | null>(null);

  return (
    <Stack spacing={2} data-testid="outbox-page">
      <Typography id="outbox-title" variant="h1">
        {t('outbox.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('outbox.intro')}</Typography>
      <TextField
        select
        label={t('outbox.status')}
        value={status ?? ''}
        onChange={(event) => refine(() => setStatus((event.target.value || null) as MailStatus | null))}
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
      <ListBody
        search={outbox}
        cards={false}
        errorTitle={t('outbox.loadError')}
        empty={<EmptyState icon={OutboxOutlinedIcon} title={t('outbox.empty')} body={t('outbox.intro')} />}
        {...pager(outbox)}
      >
        {(messages) => <OutboxTable messages={messages} onRead={setReading} />}
      </ListBody>
      {reading && <OutboxMessageDialog id={reading} onClose={() => setReading(null)} />}
    </Stack>
  );
}
