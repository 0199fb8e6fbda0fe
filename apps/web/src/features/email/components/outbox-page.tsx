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
import { formatDateTime } from '@syna/contracts/format';
import { useListCursors } from '@/lib/lists/list-cursors';
import { ListBody } from '@/lib/lists/list-results';
import { usePageSize } from '@/lib/lists/use-page-size';
import { EmptyState } from '@/lib/ui/empty-state';
import { useOutbox } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';
import { MailStatusChip } from './mail-status-chip';
import { OutboxMessageDialog } from './outbox-message-dialog';

const STATUSES = Object.keys(MAIL_STATUS_LABELS) as MailStatus[];

/**
 * `/:tenant/admin/outbox`: the firm's outgoing e-mail, newest first, a page at a time ("next" goes
 * by the page's cursor); a message opens as it was written.
 */
export function OutboxPage() {
  const { t } = useEmailTexts();
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = usePageSize('email.outbox');
  const query = { ...(status ? { status } : {}), page: page + 1, pageSize };
  const cursors = useListCursors({ ...query, page: undefined });
  const cursor = cursors.cursorOf(page + 1);
  const outbox = useOutbox({ ...query, ...(cursor ? { cursor } : {}) });
  const [reading, setReading] = useState<string | null>(null);
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };

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
        onChange={(event) => filter(() => setStatus((event.target.value || null) as MailStatus | null))}
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
        page={page + 1}
        pageSize={pageSize}
        onPageChange={(next) => {
          // "Next" from a page that knows where the next one starts goes there by its cursor.
          cursors.turn(page + 1, next, outbox);
          setPage(next - 1);
        }}
        onPageSizeChange={(size) => filter(() => setPageSize(size))}
      >
        {(messages) => (
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
      </ListBody>
      {reading && <OutboxMessageDialog id={reading} onClose={() => setReading(null)} />}
    </Stack>
  );
}
