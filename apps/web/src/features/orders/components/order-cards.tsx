import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { OrderSummary } from '@syna/contracts/orders';
import { truncate } from '@syna/contracts/format';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderStatusChip } from './order-status-chip';

interface OrderCardsProps {
  items: OrderSummary[];
  hrefOf(item: OrderSummary): string;
  label: string;
  /** Several cards side by side where there is room (the dashboard). */
  grid?: boolean;
  /** The e2e hook of each card: the inbox's and the search's rows differ. */
  cardTestId: string;
}

const iconSx = { fontSize: 18, color: 'text.secondary', mt: '2px' } as const;

/** Orders as cards (phones, and the dashboard's inbox): each card opens its order. */
export function OrderCards({ items, hrefOf, label, grid = false, cardTestId }: OrderCardsProps) {
  const { t } = useOrderTexts();
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
    >
      {items.map((item) => (
        <Card
          component="li"
          key={item.id}
          variant="outlined"
          data-testid={cardTestId}
          data-id={item.id}
          data-number={item.number}
        >
          <CardActionArea
            component={RouterLink}
            to={hrefOf(item)}
            aria-label={t('list.open', { number: item.number })}
            sx={{ p: 1.5 }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.number}
              </Typography>
              <OrderStatusChip status={item.status} />
            </Stack>
            <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{truncate(item.customerName)}</Typography>
            <Stack spacing={0.5} sx={{ mt: 0.75, color: 'text.secondary' }}>
              {item.address && (
                <Stack direction="row" spacing={0.75}>
                  <PlaceOutlinedIcon sx={iconSx} aria-hidden />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {truncate(item.address)}
                  </Typography>
                </Stack>
              )}
              <Stack direction="row" spacing={0.75}>
                <EventOutlinedIcon sx={iconSx} aria-hidden />
                <Typography variant="body2">
                  {`${t('fields.preferredDate')}: ${item.preferredDate}`}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={0.75}>
                <CategoryOutlinedIcon sx={iconSx} aria-hidden />
                <Typography variant="body2">{item.orderType?.name ?? t('list.noType')}</Typography>
              </Stack>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
