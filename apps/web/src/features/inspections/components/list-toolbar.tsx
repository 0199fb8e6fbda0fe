import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ClearIcon from '@mui/icons-material/Clear';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { INSPECTION_SORT_FIELDS, type InspectionSortField } from '@syna/contracts/inspections';
import { useInspectionTexts } from '../texts';

interface ListToolbarProps {
  text: string;
  onTextChange(text: string): void;
  filterCount: number;
  filtersOpen: boolean;
  onToggleFilters(): void;
  /** The create page's path, when the user may create. */
  createHref: string | null;
}

/** Free-text search, the filter toggle and the create button. */
export function ListToolbar({
  text,
  onTextChange,
  filterCount,
  filtersOpen,
  onToggleFilters,
  createHref,
}: ListToolbarProps) {
  const { t } = useInspectionTexts();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1 }}
    >
      <TextField
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        size="small"
        autoComplete="off"
        sx={{ flex: 1, minWidth: { xs: '100%', sm: 240 } }}
        slotProps={{
          htmlInput: {
            maxLength: 200,
            inputMode: 'search',
            enterKeyHint: 'search',
            'data-testid': 'inspection-search',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={t('list.clearSearch')}
                  onClick={() => onTextChange('')}
                  edge="end"
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Button
        variant={filtersOpen ? 'contained' : 'outlined'}
        color="inherit"
        onClick={onToggleFilters}
        aria-expanded={filtersOpen}
        aria-controls="inspection-filters"
        startIcon={
          <Badge color="primary" badgeContent={filterCount} invisible={filterCount === 0} aria-hidden>
            <FilterListIcon />
          </Badge>
        }
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {filterCount ? t('filters.showCount', { count: filterCount }) : t('filters.show')}
      </Button>
      {createHref && (
        <Button
          component={RouterLink}
          to={createHref}
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}
        >
          {t('actions.create')}
        </Button>
      )}
    </Stack>
  );
}

interface SortControlProps {
  sort: InspectionSortField;
  direction: 'asc' | 'desc';
  onChange(sort: InspectionSortField, direction: 'asc' | 'desc'): void;
}

/** Sorting for the card list, where there are no column headers to click. */
export function SortControl({ sort, direction, onChange }: SortControlProps) {
  const { t } = useInspectionTexts();
  const ascending = direction === 'asc';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('list.sortBy')}
        value={sort}
        onChange={(event) => onChange(event.target.value as InspectionSortField, direction)}
        sx={{ minWidth: 140 }}
      >
        {INSPECTION_SORT_FIELDS.map((field) => (
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
