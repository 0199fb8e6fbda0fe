import Typography from '@mui/material/Typography';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { OrderSummary } from '@syna/contracts/orders';
import { truncate } from '@syna/contracts/format';
import { CardLine, CardLines, CardList, ListCard } from '@/lib/lists/card-list';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderStatusChip } from './order-status-chip';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface OrderCardsProps {
  items: OrderSummary[];
  hrefOf(item: OrderSummary): string;
  label: string;
  /** Several cards side by side where there is room (the dashboard). */
  grid?: boolean;
  /** The e2e hook of each card: the inbox's and the search's rows differ. */
  cardTestId: string;
}

/** Orders as cards (phones, and the dashboard's inbox): each card opens its order. */
export function OrderCards({ items, hrefOf, label, grid = false, cardTestId }: OrderCardsProps) {
  const { t } = useOrderTexts.firstLoad();
  const lookupName = useLookupLabel();
  return (
    <CardList items={items} label={label} grid={grid}>
      {(item) => (
        <ListCard
          key={item.id}
          to={hrefOf(item)}
          openLabel={t('list.open', { number: item.number })}
          data={{ 'data-testid': cardTestId, 'data-id': item.id, 'data-number': item.number }}
          title={
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.number}
            </Typography>
          }
          status={<OrderStatusChip status={item.status} />}
        >
          <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{truncate(item.customerName)}</Typography>
          <CardLines>
            {item.address && (
              <CardLine icon={PlaceOutlinedIcon} wrap>
                {truncate(item.address)}
              </CardLine>
            )}
            <CardLine
              icon={EventOutlinedIcon}
            >{`${t('fields.preferredDate')}: ${item.preferredDate}`}</CardLine>
            <CardLine icon={CategoryOutlinedIcon}>
              {item.orderType ? lookupName(item.orderType) : t('list.noType')}
            </CardLine>
          </CardLines>
        </ListCard>
      )}
    </CardList>
  );
}
