import { useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { useAddressBookSearch } from '@/features/inspections/address-book-api';
import type { ContactChoice } from '@/features/inspections/inspection-form';
import { useInspectionTexts } from '@/features/inspections/texts';

interface ContactPickerProps {
  value: ContactChoice | null;
  onChange(value: ContactChoice | null): void;
  label: string;
  name?: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?(): void;
  /** Contacts that cannot be picked (already on the inspection). */
  excludeIds?: readonly string[];
}

/** Picks a contact from the address book: searched as you type, shown with name and number. */
export function ContactPicker({
  value,
  onChange,
  label,
  name,
  helperText,
  error,
  required,
  autoFocus,
  disabled,
  inputRef,
  onBlur,
  excludeIds = [],
}: ContactPickerProps) {
  const { t } = useInspectionTexts();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // While a picked contact's name is shown in the field, search everything rather than that name.
  const query = useDebouncedValue(value && text === value.name ? '' : text.trim(), 250);
  const search = useAddressBookSearch(query, open);
  const options = (search.data ?? []).filter((contact) => !excludeIds.includes(contact.id));

  return (
    <Autocomplete<ContactChoice>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={options}
      // The server has filtered already; MUI must not filter again on the shown name.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={search.isFetching}
      loadingText={t('picker.searching')}
      noOptionsText={search.isError ? t('picker.failed') : t('picker.noMatches')}
      disabled={disabled}
      autoHighlight
      renderOption={({ key, ...props }, option) => {
        const Icon = option.type === 'company' ? BusinessOutlinedIcon : PersonOutlineIcon;
        const details = [option.number, option.email ?? option.phone].filter(Boolean).join(' · ');
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
            <Icon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{option.name}</Typography>
              {details && (
                <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                  {details}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          inputRef={inputRef}
          onBlur={onBlur}
        />
      )}
    />
  );
}
