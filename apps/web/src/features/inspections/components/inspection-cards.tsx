import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { InspectionListItem } from '@syna/contracts/inspections';
import { formatAddress, truncate } from '@syna/contracts/format';
import { CardLine, CardLines, CardList, ListCard } from '@/lib/lists/card-list';
import { formatWhen } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { StatusChip } from './status-chip';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface InspectionCardsProps {
  items: InspectionListItem[];
  hrefOf(item: InspectionListItem): string;
  label: string;
  /** Several cards side by side where there is room (the dashboard). */
  grid?: boolean;
}

/** The search list as cards, for phones: each card opens its inspection. */
export function InspectionCards({ items, hrefOf, label, grid = false }: InspectionCardsProps) {
  const { t } = useInspectionTexts.firstLoad();
  const lookupName = useLookupLabel();
  return (
    <CardList items={items} label={label} grid={grid} testId="inspection-cards">
      {(item) => {
        const address = formatAddress(item.address);
        return (
          <ListCard
            key={item.id}
            to={hrefOf(item)}
            data={{ 'data-testid': 'inspection-card' }}
            title={
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
            }
            status={<StatusChip status={item.status} />}
          >
            {item.customer && (
              <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {truncate(item.customer.name)}
              </Typography>
            )}
            <CardLines>
              {address && (
                <CardLine icon={PlaceOutlinedIcon} wrap>
                  {truncate(address)}
                </CardLine>
              )}
              <CardLine icon={EventOutlinedIcon}>
                {formatWhen(item.date, item.startTime) || t('list.noDate')}
                {item.type && ` · ${lookupName(item.type)}`}
              </CardLine>
              {item.inspector && <CardLine icon={PersonOutlineIcon}>{item.inspector.name}</CardLine>}
            </CardLines>
            {item.tags.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                {item.tags.map((tag) => (
                  <Chip key={tag} size="small" variant="outlined" label={truncate(tag)} />
                ))}
              </Box>
            )}
          </ListCard>
        );
      }}
    </CardList>
  );
}
