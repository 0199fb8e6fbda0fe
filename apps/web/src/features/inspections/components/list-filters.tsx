import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { InspectionMetadata } from '@syna/contracts/inspections';
import { DateRangeFilter, FilterPanel, MultiSelectFilter } from '@/lib/lists/filter-panel';
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

/** The list's filters: type, status, inspector, tags, date range and active only. */
export function ListFilters({ filter, metadata, onChange, onClear }: ListFiltersProps) {
  const { t } = useInspectionTexts();
  const tags = useInspectionTags();
  return (
    <FilterPanel
      testId="inspection-filters"
      columns={{ sm: 2, lg: 4 }}
      clearLabel={t('filters.clear')}
      onClear={onClear}
    >
      <MultiSelectFilter
        label={t('filters.type')}
        value={filter.typeIds}
        choices={metadata?.types ?? []}
        onChange={(typeIds) => onChange({ typeIds })}
        anyLabel={t('filters.any')}
      />
      <MultiSelectFilter
        label={t('filters.status')}
        value={filter.statusIds}
        choices={metadata?.statuses ?? []}
        onChange={(statusIds) => onChange({ statusIds })}
        anyLabel={t('filters.any')}
      />
      <MultiSelectFilter
        label={t('filters.inspector')}
        value={filter.inspectorIds}
        choices={metadata?.inspectors ?? []}
        onChange={(inspectorIds) => onChange({ inspectorIds })}
        anyLabel={t('filters.any')}
      />
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
      <DateRangeFilter range={filter} t={t} onChange={onChange} />
      <Box>
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
      </Box>
    </FilterPanel>
  );
}
