import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { ORDER_SORT_FIELDS } from '@syna/contracts/orders';
import type { OrderSortField } from '../order-filter';
import { useOrderTexts } from '../texts';

interface OrderSortControlProps {
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  onChange(sort: OrderSortField, direction: 'asc' | 'desc'): void;
}

/** Sorting for the card list, where there are no column headers to click. */
export function OrderSortControl({ sort, direction, onChange }: OrderSortControlProps) {
  const { t } = useOrderTexts();
  const ascending = direction === 'asc';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('list.sortBy')}
        value={sort}
        onChange={(event) => onChange(event.target.value as OrderSortField, direction)}
        sx={{ minWidth: 140 }}
      >
        {ORDER_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`sort.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={ascending ? t('list.ascending') : t('list.descending')}
        title={ascending ? t('list.ascending') : t('list.descending')}
        onClick={() => onChange(sort, ascending ? 'desc' : 'asc')}
      >
        {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      </IconButton>
    </Stack>
  );
}
