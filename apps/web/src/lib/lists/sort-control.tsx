import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { ListT } from './list-texts';
import type { SortDirection } from './url-list-state';

interface SortControlProps<Field extends string> {
  fields: readonly Field[];
  /** The feature's texts; each field is named under `sort.<field>`. */
  t: ListT<`sort.${NoInfer<Field>}`>;
  sort: Field;
  direction: SortDirection;
  onChange(sort: Field, direction: SortDirection): void;
}

/** Sorting for a card list, where there are no column headers to click. */
export function SortControl<Field extends string>({
  fields,
  t,
  sort,
  direction,
  onChange,
}: SortControlProps<Field>) {
  const ascending = direction === 'asc';
  const directionLabel = ascending ? t('list.ascending') : t('list.descending');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('list.sortBy')}
        value={sort}
        onChange={(event) => onChange(event.target.value as Field, direction)}
        sx={{ minWidth: 140 }}
      >
        {fields.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`sort.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={directionLabel}
        title={directionLabel}
        onClick={() => onChange(sort, ascending ? 'desc' : 'asc')}
      >
        {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      </IconButton>
    </Stack>
  );
}
