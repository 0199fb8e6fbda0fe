import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_RECORD_TYPES, type Event, type EventRecordType } from '@syna/contracts/events';
import { formatDateTime } from '@syna/contracts/format';
import { useEventActors, useEventsLog, type EventFilters } from '@/features/admin/api';
import { eventSentence } from '@/features/admin/event-sentence';
import { useAdminTexts } from '@/features/admin/texts';
import { DateRangeFilter, FilterPanel } from '@/lib/lists/filter-panel';
import { LoadError } from '@/lib/ui/load-error';
import { useTenantId } from '@/lib/session/use-tenant-id';

function EventItem({ event }: { event: Event }) {
  const { t } = useAdminTexts();
  const tenantId = useTenantId();
  const sentence = eventSentence(event, t, tenantId);
  return (
    <Box component="li" data-testid="event-row" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography data-testid="event-sentence">
        {sentence.before}
        {sentence.href ? (
          <Link component={RouterLink} to={sentence.href} underline="always" data-testid="event-record-link">
            {sentence.record}
          </Link>
        ) : (
          sentence.record
        )}
        {sentence.after}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatDateTime(event.at)}
        {event.address && ` · ${t('events.from', { address: event.address })}`}
      </Typography>
    </Box>
  );
}

/** The filters' state as the query takes it: only what is chosen. */
function chosen(filters: Record<keyof EventFilters, string>): EventFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as EventFilters;
}

const NO_FILTERS = { actor: '', recordType: '', from: '', to: '' };

function EventFilterPanel({
  filters,
  onChange,
}: {
  filters: typeof NO_FILTERS;
  onChange(filters: typeof NO_FILTERS): void;
}) {
  const { t, language } = useAdminTexts();
  const actors = useEventActors();
  const recordTypes = [...EVENT_RECORD_TYPES].sort((a, b) =>
    t(`events.record.${a}.title`).localeCompare(t(`events.record.${b}.title`), language),
  );
  const change = (next: Partial<typeof NO_FILTERS>) => onChange({ ...filters, ...next });
  return (
    <FilterPanel
      testId="event-filters"
      columns={{ sm: 2, lg: 4 }}
      clearLabel={t('events.filters.clear')}
      onClear={() => onChange(NO_FILTERS)}
    >
      <TextField
        select
        size="small"
        fullWidth
        label={t('events.filters.actor')}
        value={filters.actor}
        onChange={(input) => change({ actor: input.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="event-filter-actor"
      >
        <MenuItem value="">{t('events.filters.any')}</MenuItem>
        {(actors.data ?? []).map((actor) => (
          <MenuItem key={actor.id} value={actor.id}>
            {actor.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth
        label={t('events.filters.recordType')}
        value={filters.recordType}
        onChange={(input) => change({ recordType: input.target.value as EventRecordType })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="event-filter-record-type"
      >
        <MenuItem value="">{t('events.filters.any')}</MenuItem>
        {recordTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`events.record.${type}.title`)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFilter
        range={{ dateFrom: filters.from, dateTo: filters.to }}
        t={(key) => t(`events.${key}`)}
        onChange={({ dateFrom, dateTo }) =>
          change({
            ...(dateFrom !== undefined ? { from: dateFrom } : {}),
            ...(dateTo !== undefined ? { to: dateTo } : {}),
          })
        }
      />
    </FilterPanel>
  );
}

/**
 * The firm's events log as sentences, newest first, a page at a time ("Visa fler" reads the next
 * by cursor), narrowed by person, kind of record and dates on the server.
 */
export function EventsLog() {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const [filters, setFilters] = useState(NO_FILTERS);
  const query = chosen(filters);
  const log = useEventsLog(query);
  const filtered = Object.keys(query).length > 0;
  const events = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack spacing={2}>
      <EventFilterPanel filters={filters} onChange={setFilters} />
      {log.isPending ? (
        <Skeleton variant="rounded" height={160} role="progressbar" aria-label={tApp('common.loading')} />
      ) : log.isError ? (
        <LoadError title={t('events.loadError')} onRetry={() => void log.refetch()} />
      ) : events.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {filtered ? t('events.emptyFiltered') : t('events.empty')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby="admin-events-title"
          data-testid="events-log"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {events.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </Box>
      )}
      {log.hasNextPage && (
        <Box>
          <Button
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
            data-testid="events-more"
          >
            {log.isFetchingNextPage ? tApp('common.loading') : t('events.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
