import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ListT } from './list-texts';

interface SearchToolbarProps {
  text: string;
  onTextChange(text: string): void;
  t: ListT;
  /** The filter toggle's label. */
  filtersLabel: string;
  searchTestId: string;
  filterCount: number;
  filtersOpen: boolean;
  onToggleFilters(): void;
  /** The id of the filter panel the toggle opens. */
  filtersId: string;
  /** The list's own action at the end of the row (create, export). */
  children?: ReactNode;
}

/** An action button at the end of the toolbar: it keeps its label on one line and moves right when the row wraps. */
export const toolbarActionSx: SxProps<Theme> = {
  whiteSpace: 'nowrap',
  flexShrink: 0,
  ml: { xs: 'auto', sm: 0 },
};

/** Free-text search, the filter panel's toggle and the list's own action. */
export function SearchToolbar({
  text,
  onTextChange,
  t,
  filtersLabel,
  searchTestId,
  filterCount,
  filtersOpen,
  onToggleFilters,
  filtersId,
  children,
}: SearchToolbarProps) {
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
            'data-testid': searchTestId,
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
        aria-controls={filtersId}
        startIcon={
          <Badge color="primary" badgeContent={filterCount} invisible={filterCount === 0} aria-hidden>
            <FilterListIcon />
          </Badge>
        }
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {filtersLabel}
      </Button>
      {children}
    </Stack>
  );
}
