import { useTranslation } from 'react-i18next';
import { useAdminTexts } from '@/features/admin/texts';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Event } from '@syna/contracts/events';
import { formatDateTime } from '@syna/contracts/format';
import { useEventsLog } from '@/features/admin/api';
import { eventChange, eventResource } from '@/features/admin/event-label';
import { LoadError } from '@/lib/ui/load-error';

function EventRow({ event }: { event: Event }) {
  const { t } = useAdminTexts();
  const resource = eventResource(event.route);
  return (
    <TableRow data-testid="event-row">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
      <TableCell>{event.actor?.name ?? t('events.customer')}</TableCell>
      <TableCell>
        {t(`events.change.${eventChange(event.method)}`)}
        {' · '}
        {resource ? t(`events.resource.${resource}`) : event.route}
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
          {event.method} {event.route}
        </Typography>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{event.target ?? '–'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.address ?? '–'}</TableCell>
    </TableRow>
  );
}

/** The firm's events log, newest first, a page at a time ("Visa fler" reads the next by cursor). */
export function EventsLog() {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const log = useEventsLog();
  if (log.isPending)
    return <Skeleton variant="rounded" height={160} role="progressbar" aria-label={tApp('common.loading')} />;
  if (log.isError) return <LoadError title={t('events.loadError')} onRetry={() => void log.refetch()} />;
  const events = log.data.pages.flatMap((page) => page.items);
  if (events.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('events.empty')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-labelledby="admin-events-title" data-testid="events-log">
          <TableHead>
            <TableRow>
              <TableCell>{t('events.at')}</TableCell>
              <TableCell>{t('events.actor')}</TableCell>
              <TableCell>{t('events.what')}</TableCell>
              <TableCell>{t('events.target')}</TableCell>
              <TableCell>{t('events.address')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {log.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
          data-testid="events-more"
        >
          {log.isFetchingNextPage ? tApp('common.loading') : t('events.more')}
        </Button>
      )}
    </>
  );
}
