import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from '@syna/contracts/orders';
import { toggleStatus, type OrderFilter } from '@/features/orders/order-filter';
import { useOrderTexts } from '@/features/orders/texts';

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
  const names = (ids: string[]) =>
    ids.map((id) => orderTypes.find((type) => type.id === id)?.name ?? '…').join(', ');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-filters">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TextField
          select
          label={t('filters.orderTypes')}
          value={filter.orderTypeIds}
          onChange={(event) => {
            const next = event.target.value as unknown as string[] | string;
            onChange({ orderTypeIds: typeof next === 'string' ? next.split(',') : next });
          }}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) =>
                (selected as string[]).length ? names(selected as string[]) : t('filters.any'),
            },
            inputLabel: { shrink: true },
          }}
          size="small"
          fullWidth
        >
          {orderTypes.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
              {type.archived && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                  {`(${t('orderTypes.archived')})`}
                </Typography>
              )}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('filters.dateFrom')}
          value={filter.dateFrom}
          onChange={(event) => onChange({ dateFrom: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.dateTo || undefined } }}
          fullWidth
        />
        <TextField
          type="date"
          size="small"
          label={t('filters.dateTo')}
          value={filter.dateTo}
          onChange={(event) => onChange({ dateTo: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.dateFrom || undefined } }}
          fullWidth
        />
      </Box>
      <Button onClick={onClear} sx={{ mt: 1 }}>
        {t('filters.clear')}
      </Button>
    </Paper>
  );
}
