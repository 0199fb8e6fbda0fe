import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { DateTimeInput } from '@/lib/dates/date-time-input';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface FilterPanelProps {
  testId: string;
  /** Filters side by side from tablets on (`sm`) and from laptops on (`lg`); phones show one. */
  columns: { sm: number; lg?: number };
  clearLabel: string;
  onClear(): void;
  children: ReactNode;
}

/** The panel of a list's further filters, in a grid, with the button that empties them. */
export function FilterPanel({ testId, columns, clearLabel, onClear, children }: FilterPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: `repeat(${columns.sm}, minmax(0, 1fr))`,
            lg: `repeat(${columns.lg ?? columns.sm}, minmax(0, 1fr))`,
          },
          '& > *': { minWidth: 0 },
        }}
      >
        {children}
      </Box>
      <Button onClick={onClear} sx={{ mt: 1 }}>
        {clearLabel}
      </Button>
    </Paper>
  );
}

interface MultiSelectFilterProps<Choice extends { id: string; name: string; nameEn?: string | null }> {
  label: string;
  value: string[];
  choices: readonly Choice[];
  onChange(value: string[]): void;
  /** What an empty selection shows. */
  anyLabel: string;
  /** More than the name in a choice's menu row (e.g. "archived"); the name alone by default. */
  renderChoice?(choice: Choice): ReactNode;
}

/** A select of several values, its choices' names shown comma separated. */
export function MultiSelectFilter<Choice extends { id: string; name: string; nameEn?: string | null }>({
  label,
  value,
  choices,
  onChange,
  anyLabel,
  renderChoice,
}: MultiSelectFilterProps<Choice>) {
  const lookupName = useLookupLabel();
  const names = (ids: string[]) =>
    ids
      .map((id) => {
        const choice = choices.find((each) => each.id === id);
        return choice ? lookupName(choice) : '…';
      })
      .join(', ');
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => ((selected as string[]).length ? names(selected as string[]) : anyLabel),
        },
        inputLabel: { shrink: true },
      }}
      fullWidth
      size="small"
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {renderChoice ? renderChoice(choice) : lookupName(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface DateRangeFilterProps {
  /** `YYYY-MM-DD` or '' each. */
  range: { dateFrom: string; dateTo: string };
  t(key: 'filters.dateFrom' | 'filters.dateTo'): string;
  onChange(change: { dateFrom?: string; dateTo?: string }): void;
}

/** Two date fields, each keeping the other's date as its limit. */
export function DateRangeFilter({ range: { dateFrom, dateTo }, t, onChange }: DateRangeFilterProps) {
  return (
    <>
      <DateTimeInput
        kind="date"
        size="small"
        label={t('filters.dateFrom')}
        value={dateFrom}
        onChange={(value) => onChange({ dateFrom: value })}
        maxDate={dateTo || undefined}
        fullWidth
      />
      <DateTimeInput
        kind="date"
        size="small"
        label={t('filters.dateTo')}
        value={dateTo}
        onChange={(value) => onChange({ dateTo: value })}
        minDate={dateFrom || undefined}
        fullWidth
      />
    </>
  );
}
