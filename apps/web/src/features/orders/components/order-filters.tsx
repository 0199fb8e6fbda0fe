import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from '@syna/contracts/orders';
import { DateRangeFilter, FilterPanel, MultiSelectFilter } from '@/lib/lists/filter-panel';
import { toggleStatus, type OrderFilter } from '@/features/orders/order-filter';
import { useOrderTexts } from '@/features/orders/texts';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

/** The status chips above the results: each toggles its status in or out of the search. */
export function StatusChips({
  statuses,
  onChange,
}: {
  statuses: readonly OrderStatus[];
  onChange(statuses: OrderStatus[]): void;
}) {
  const { t } = useOrderTexts();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={t('filters.statuses')}
      data-testid="order-status-filter"
    >
      {ORDER_STATUSES.map((status) => {
        const selected = statuses.includes(status);
        return (
          <Chip
            key={status}
            label={t(`status.${status}`)}
            icon={selected ? <CheckIcon /> : undefined}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(toggleStatus(statuses, status))}
            aria-pressed={selected}
            data-status={status}
          />
        );
      })}
    </Stack>
  );
}

interface OrderFiltersProps {
  filter: OrderFilter;
  orderTypes: readonly OrderType[];
  onChange(patch: Partial<OrderFilter>): void;
  onClear(): void;
}

/** The further filters: order type and the preferred date range. */
export function OrderFilters({ filter, orderTypes, onChange, onClear }: OrderFiltersProps) {
  const { t } = useOrderTexts();
  const label = useLookupLabel();
  return (
    <FilterPanel testId="order-filters" columns={{ sm: 3 }} clearLabel={t('filters.clear')} onClear={onClear}>
      <MultiSelectFilter
        label={t('filters.orderTypes')}
        value={filter.orderTypeIds}
        choices={orderTypes}
        onChange={(orderTypeIds) => onChange({ orderTypeIds })}
        anyLabel={t('filters.any')}
        renderChoice={(type) => (
          <>
            {label(type)}
            {type.archived && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                {`(${t('orderTypes.archived')})`}
              </Typography>
            )}
          </>
        )}
      />
      <DateRangeFilter range={filter} t={t} onChange={onChange} />
    </FilterPanel>
  );
}
