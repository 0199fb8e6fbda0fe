import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@syna/contracts/format';
import { zoneToday } from '@syna/contracts/time-zone';
import { travelLegs } from '@/lib/maps/travel-legs';
import { ListSkeleton } from '@/lib/lists/list-skeleton';
import { LoadError } from '@/lib/ui/load-error';
import { useOfflineCopies } from '@/lib/offline/offline-copy';
import type { AssignmentCopySource } from '@/lib/offline/offline-copy-source';
import { useInspectorDay } from '@/features/inspections/list-queries';
import { useInspectionTexts } from '@/features/inspections/texts';
import { useTodayOffline } from '@/features/inspections/use-today-offline';
import { dayItemTitle, TodayAgendaItem, TravelTime } from './today-agenda-item';

/**
 * The dashboard's "Idag": the signed-in user's assignments of today (Swedish time) as their
 * inspector, in time order, each with its address, a map, the numbers to call and the driving
 * time from the one before — what an inspector on the road needs with one thumb; on a phone each
 * is taken offline on its own (`useTodayOffline`), and each can be taken offline or freed here.
 */
export function TodayAgenda({ copySource }: { copySource: AssignmentCopySource }) {
  const { t } = useInspectionTexts.firstLoad();
  const common = useTranslation();
  const [today] = useState(() => zoneToday());
  const day = useInspectorDay(today);
  const items = day.data?.items ?? [];
  const arrivals = new Map(
    travelLegs(items.map((item) => item.address)).map((leg) => [leg.arrivalIndex, leg]),
  );
  const copies = useOfflineCopies(copySource);
  useTodayOffline(
    items.map((item) => ({ id: item.id, title: dayItemTitle(item) })),
    copies,
    today,
  );
  const language = common.i18n.language === 'en' ? 'en' : 'sv';

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="today-title" data-testid="today-agenda">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h2" id="today-title">
          {t('today.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{formatLongDate(today, language)}</Typography>
      </Stack>
      {day.isPending ? (
        <ListSkeleton label={common.t('common.loading')} rows={2} cards />
      ) : day.isError ? (
        <LoadError
          title={t('today.errorTitle')}
          detail={day.error.message}
          onRetry={() => void day.refetch()}
        />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="today-empty">
          <Typography sx={{ color: 'text.secondary' }}>{t('today.empty')}</Typography>
        </Paper>
      ) : (
        <Stack
          component="ol"
          aria-label={t('today.label')}
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {items.map((item, index) => (
            <li key={item.id}>
              {arrivals.has(index) && <TravelTime leg={arrivals.get(index)!} />}
              <TodayAgendaItem item={item} copies={copies} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
