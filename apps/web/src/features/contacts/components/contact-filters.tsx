import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { CONTACT_SORTS, type ContactType } from '@syna/contracts/contacts';
import { useContactTags } from '@/features/contacts/api';
import { isFiltered, type ContactListFilters } from '@/features/contacts/list-search';
import { useContactsTexts } from '@/features/contacts/texts';

interface ContactFiltersProps {
  filters: ContactListFilters;
  onChange(change: Partial<ContactListFilters>): void;
  onClear(): void;
}

/** Filter chips (companies, people, partners), the tag filter and the sort order. */
export function ContactFilters({ filters, onChange, onClear }: ContactFiltersProps) {
  const { t } = useContactsTexts();
  const tags = useContactTags();
  const typeChip = (type: ContactType, label: string, Icon: typeof BusinessOutlinedIcon) => {
    const selected = filters.type === type;
    return (
      <Chip
        label={label}
        icon={selected ? <CheckIcon /> : <Icon />}
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        onClick={() => onChange({ type: selected ? null : type })}
      />
    );
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' } }}
      role="group"
      aria-label={t('filters.label')}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {typeChip('company', t('filters.companies'), BusinessOutlinedIcon)}
        {typeChip('person', t('filters.persons'), PersonOutlineIcon)}
        <Chip
          label={t('filters.partner')}
          icon={filters.partner ? <CheckIcon /> : <HandshakeOutlinedIcon />}
          color={filters.partner ? 'primary' : 'default'}
          variant={filters.partner ? 'filled' : 'outlined'}
          aria-pressed={filters.partner}
          onClick={() => onChange({ partner: !filters.partner })}
        />
      </Stack>
      <Autocomplete
        multiple
        size="small"
        options={tags.data ?? []}
        loading={tags.isPending}
        value={filters.tags}
        onChange={(_event, value) => onChange({ tags: value.slice(0, 20) })}
        filterSelectedOptions
        limitTags={2}
        sx={{ flex: 1, minWidth: { md: 220 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('filters.tags')}
            placeholder={filters.tags.length === 0 ? t('filters.tagsPlaceholder') : undefined}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('filters.sort')}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ContactListFilters['sort'] })}
          sx={{ minWidth: 170, flex: { xs: 1, md: 'none' } }}
        >
          {CONTACT_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {sort === 'name' ? t('filters.sortName') : t('filters.sortCreated')}
            </MenuItem>
          ))}
        </TextField>
        {isFiltered(filters) && (
          <Button onClick={onClear} sx={{ whiteSpace: 'nowrap' }}>
            {t('filters.clear')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
