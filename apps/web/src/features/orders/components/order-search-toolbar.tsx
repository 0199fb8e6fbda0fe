import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { useOrderTexts } from '../texts';

interface OrderSearchToolbarProps {
  text: string;
  onTextChange(text: string): void;
  filterCount: number;
  filtersOpen: boolean;
  onToggleFilters(): void;
  onExport(): void;
  exporting: boolean;
}

/** Free-text search, the filter toggle and the export of the current search. */
export function OrderSearchToolbar({
  text,
  onTextChange,
  filterCount,
  filtersOpen,
  onToggleFilters,
  onExport,
  exporting,
}: OrderSearchToolbarProps) {
  const { t } = useOrderTexts();
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
            'data-testid': 'order-search',
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
        aria-controls="order-filters"
        startIcon={
          <Badge color="primary" badgeContent={filterCount} invisible={filterCount === 0} aria-hidden>
            <FilterListIcon />
          </Badge>
        }
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('filters.more')}
      </Button>
      <Button
        variant="outlined"
        onClick={onExport}
        disabled={exporting}
        startIcon={<FileDownloadOutlinedIcon />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}
        data-testid="order-export"
      >
        {exporting ? t('actions.exporting') : t('actions.export')}
      </Button>
    </Stack>
  );
}
