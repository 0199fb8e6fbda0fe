import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { InspectionMetadata } from '@syna/contracts/inspections';
import { ChipSelect } from '@/lib/ui/chip-select';
import { useInspectionTags } from '@/features/inspections/api';
import type { ListFilter } from '@/features/inspections/list-filter';
import { useInspectionTexts } from '@/features/inspections/texts';

interface ListFiltersProps {
  filter: ListFilter;
  metadata: InspectionMetadata | undefined;
  onChange(patch: Partial<ListFilter>): void;
  onClear(): void;
}

interface MultiSelectProps {
  label: string;
  value: string[];
  choices: readonly { id: string; name: string }[];
  onChange(value: string[]): void;
  anyLabel: string;
}

/** A select of several values, its choices' names shown comma separated. */
function MultiSelect({ label, value, choices, onChange, anyLabel }: MultiSelectProps) {
  const names = (ids: string[]) =>
    ids.map((id) => choices.find((choice) => choice.id === id)?.name ?? '…').join(', ');
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
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const Cell = ({ children }: { children: ReactNode }) => <Box sx={{ minWidth: 0 }}>{children}</Box>;

/** The list's filters: type, status, inspector, tags, date range and active only. */
export function ListFilters({ filter, metadata, onChange, onClear }: ListFiltersProps) {
  const { t } = useInspectionTexts();
  const tags = useInspectionTags();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="inspection-filters">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Cell>
          <MultiSelect
            label={t('filters.type')}
            value={filter.typeIds}
            choices={metadata?.types ?? []}
            onChange={(typeIds) => onChange({ typeIds })}
            anyLabel={t('filters.any')}
          />
        </Cell>
        <Cell>
          <MultiSelect
            label={t('filters.status')}
            value={filter.statusIds}
            choices={metadata?.statuses ?? []}
            onChange={(statusIds) => onChange({ statusIds })}
            anyLabel={t('filters.any')}
          />
        </Cell>
        <Cell>
          <MultiSelect
            label={t('filters.inspector')}
            value={filter.inspectorIds}
            choices={metadata?.inspectors ?? []}
            onChange={(inspectorIds) => onChange({ inspectorIds })}
            anyLabel={t('filters.any')}
          />
        </Cell>
        <Cell>
          <ChipSelect
            size="small"
            options={tags.data ?? []}
            value={filter.tags}
            onChange={(next) => onChange({ tags: next })}
            maxCount={20}
            label={t('filters.tags')}
            placeholder={filter.tags.length ? undefined : t('filters.any')}
            shrinkLabel
          />
        </Cell>
        <Cell>
          <TextField
            type="date"
            size="small"
            label={t('filters.dateFrom')}
            value={filter.dateFrom}
            onChange={(event) => onChange({ dateFrom: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.dateTo || undefined } }}
            fullWidth
          />
        </Cell>
        <Cell>
          <TextField
            type="date"
            size="small"
            label={t('filters.dateTo')}
            value={filter.dateTo}
            onChange={(event) => onChange({ dateTo: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.dateFrom || undefined } }}
            fullWidth
          />
        </Cell>
        <Cell>
          <FormControlLabel
            control={
              <Switch
                checked={filter.active}
                onChange={(_event, active) => onChange({ active })}
                slotProps={{ input: { 'aria-describedby': 'inspection-active-help' } }}
              />
            }
            label={t('filters.activeOnly')}
          />
          <FormHelperText id="inspection-active-help" sx={{ mt: -0.5 }}>
            {t('filters.activeOnlyHelp')}
          </FormHelperText>
        </Cell>
        <Cell>
          <Button onClick={onClear} sx={{ mt: 0.5 }}>
            {t('filters.clear')}
          </Button>
        </Cell>
      </Box>
    </Paper>
  );
}
