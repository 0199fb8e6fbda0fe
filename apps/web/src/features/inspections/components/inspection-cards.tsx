import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { InspectionListItem } from '@syna/contracts/inspections';
import { formatAddress, truncate } from '@syna/contracts/format';
import { formatWhen } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { StatusChip } from './status-chip';

interface InspectionCardsProps {
  items: InspectionListItem[];
  hrefOf(item: InspectionListItem): string;
  label: string;
  /** Several cards side by side where there is room (the dashboard). */
  grid?: boolean;
}

const iconSx = { fontSize: 18, color: 'text.secondary', mt: '2px' } as const;

/** The search list as cards, for phones: each card opens its inspection. */
export function InspectionCards({ items, hrefOf, label, grid = false }: InspectionCardsProps) {
  const { t } = useInspectionTexts();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: grid ? 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' : 'minmax(0, 1fr)',
      }}
      data-testid="inspection-cards"
    >
      {items.map((item) => {
        const address = formatAddress(item.address);
        const when = formatWhen(item.date, item.startTime);
        return (
          <Card component="li" key={item.id} variant="outlined" data-testid="inspection-card">
            <CardActionArea component={RouterLink} to={hrefOf(item)} sx={{ p: 1.5 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {item.number}
                  </Typography>
                  {item.littera && (
                    <Typography component="span" sx={{ color: 'text.secondary' }}>
                      {` · ${truncate(item.littera)}`}
                    </Typography>
                  )}
                </Box>
                <StatusChip status={item.status} />
              </Stack>
              {item.customer && (
                <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {truncate(item.customer.name)}
                </Typography>
              )}
              <Stack spacing={0.5} sx={{ mt: 0.75, color: 'text.secondary' }}>
                {address && (
                  <Stack direction="row" spacing={0.75}>
                    <PlaceOutlinedIcon sx={iconSx} aria-hidden />
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {truncate(address)}
                    </Typography>
                  </Stack>
                )}
                <Stack direction="row" spacing={0.75}>
                  <EventOutlinedIcon sx={iconSx} aria-hidden />
                  <Typography variant="body2">{when || t('list.noDate')}</Typography>
                  {item.type && <Typography variant="body2">{`· ${item.type.name}`}</Typography>}
                </Stack>
                {item.inspector && (
                  <Stack direction="row" spacing={0.75}>
                    <PersonOutlineIcon sx={iconSx} aria-hidden />
                    <Typography variant="body2">{item.inspector.name}</Typography>
                  </Stack>
                )}
              </Stack>
              {item.tags.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                  {item.tags.map((tag) => (
                    <Chip key={tag} size="small" variant="outlined" label={truncate(tag)} />
                  ))}
                </Box>
              )}
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
