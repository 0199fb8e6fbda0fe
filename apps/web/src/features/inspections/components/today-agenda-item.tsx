import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import type { InspectionDayItem } from '@syna/contracts/inspections';
import type { useOfflineCopies } from '@/lib/offline/offline-copy';
import { formatAddress, truncate } from '@syna/contracts/format';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { currentLanguage } from '@/lib/i18n/i18n';
import { MapButton } from '@/lib/maps/map-button';
import { travelDuration } from '@/lib/maps/travel-format';
import type { TravelLeg } from '@/lib/maps/travel-legs';
import { useDriveSeconds } from '@/lib/maps/travel-times';
import { appPaths } from '@/lib/navigation/app-paths';
import { PhoneLink } from '@/lib/reach/reach-links';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { formatWhen } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { DayOfflineMark, DayOfflineToggle } from './day-offline-copy';
import { StatusChip } from './status-chip';

type OfflineCopies = ReturnType<typeof useOfflineCopies>;

/** The driving time from the assignment before, between the two; nothing when it is unknown. */
export function TravelTime({ leg }: { leg: TravelLeg }) {
  const { t } = useInspectionTexts.firstLoad();
  const seconds = useDriveSeconds(leg);
  if (seconds === null) return null;
  const text = travelDuration(seconds, currentLanguage());
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'text.secondary', pl: 2, pb: 1 }}
      data-testid="today-travel"
    >
      <DirectionsCarOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" aria-label={t('today.travelLabel', { duration: text })}>
        {t('today.travel', { duration: text })}
      </Typography>
    </Stack>
  );
}

/** How an assignment of the day is named: its number, littera and customer. */
export const dayItemTitle = (item: InspectionDayItem) =>
  `${item.number}${item.littera ? ` · ${truncate(item.littera)}` : ''}${
    item.customer ? ` · ${truncate(item.customer.name)}` : ''
  }`;

/**
 * One assignment of the day: when, which, where, the customer's and the contacts' phones, and
 * whether it is kept offline.
 */
export function TodayAgendaItem({ item, copies }: { item: InspectionDayItem; copies: OfflineCopies }) {
  const { t } = useInspectionTexts.firstLoad();
  const label = useLookupLabel();
  const tenantId = useTenantId();
  const address = formatAddress(item.address);
  const callable = [
    ...(item.customer?.phone
      ? [
          {
            key: item.customer.id,
            role: t('today.customer'),
            name: item.customer.name,
            phone: item.customer.phone,
          },
        ]
      : []),
    ...item.contacts.flatMap(({ contact, role }) =>
      contact.phone && contact.id !== item.customer?.id
        ? [{ key: contact.id, role: role ? label(role) : null, name: contact.name, phone: contact.phone }]
        : [],
    ),
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="today-item">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }} data-testid="today-time">
          {formatWhen(null, item.startTime, item.stopTime) || t('today.noTime')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DayOfflineMark copies={copies} id={item.id} />
          <StatusChip status={item.status} />
        </Stack>
      </Stack>
      <Link
        component={RouterLink}
        to={appPaths.inspection(tenantId, item.id)}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48, fontWeight: 600 }}
      >
        {dayItemTitle(item)}
      </Link>
      {address && (
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="today-address">
          {address}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        {address && (
          <MapButton
            place={{
              title: `${item.number}${item.customer ? ` · ${item.customer.name}` : ''}`,
              address: item.address,
            }}
          />
        )}
        {callable.map((person) => (
          <Box key={person.key} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {[person.role, truncate(person.name, 40)].filter(Boolean).join(': ')}
            </Typography>
            <PhoneLink name={person.name} phone={person.phone} />
          </Box>
        ))}
        <DayOfflineToggle copies={copies} id={item.id} number={item.number} title={dayItemTitle(item)} />
      </Box>
    </Paper>
  );
}
