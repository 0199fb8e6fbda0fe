import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import type { Contact } from '@syna/contracts/contacts';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { OptionLines } from '@/lib/ui/option-lines';
import type { PickerFieldProps } from '@/lib/ui/picker-field-props';
import { useAddressBookMatches } from './address-book-api';

/** Typing pauses this long before the address book is searched. */
const SEARCH_DELAY_MS = 250;

/** A contact as a form holds it once picked: the search's result, or just id and name when loaded. */
export type AddressBookChoice = Pick<Contact, 'id' | 'name'> &
  Partial<Pick<Contact, 'number' | 'type' | 'addresses' | 'email' | 'phone'>>;

interface AddressBookSearchProps extends PickerFieldProps {
  /** The picked contact, shown in the field; `null` when none (always, with `clearOnPick`). */
  value: AddressBookChoice | null;
  onChange(contact: AddressBookChoice | null): void;
  label: string;
  disabled?: boolean;
  /** Contacts that cannot be picked (already chosen elsewhere). */
  excludeIds?: Iterable<string>;
  /** Search only from this many characters on; below it, nothing is listed. */
  minQueryLength?: number;
  /** Hand each pick over and empty the field for the next one, instead of showing the pick. */
  clearOnPick?: boolean;
  testId?: string;
}

/**
 * Searches the address book as you type (by name, number, e-mail or phone) and picks a contact,
 * with the keyboard or the mouse; says when it searches, finds nothing or fails.
 */
export function AddressBookSearch({
  value,
  onChange,
  disabled,
  excludeIds = [],
  minQueryLength = 0,
  clearOnPick = false,
  testId,
  ...field
}: AddressBookSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // While a picked contact's name is shown in the field, search everything rather than that name.
  const typed = value && text === value.name ? '' : text.trim();
  const query = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const longEnough = typed.length >= minQueryLength;
  const matches = useAddressBookMatches(query, open && query.length >= minQueryLength);
  const excluded = new Set(excludeIds);
  const found = longEnough ? (matches.data ?? []).filter((contact) => !excluded.has(contact.id)) : [];
  // The picked contact stays an option, so the field can show it before any search has run.
  const options: AddressBookChoice[] =
    value && !found.some((contact) => contact.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete<AddressBookChoice>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => {
        onChange(next);
        if (clearOnPick && next) setText('');
      }}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (!(clearOnPick && reason === 'reset')) setText(next);
      }}
      options={options}
      // The server has filtered already, also on e-mail and number; MUI must not filter on the name.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={longEnough && (typed !== query || matches.isFetching)}
      loadingText={t('addressBook.searching')}
      noOptionsText={
        !longEnough
          ? t('addressBook.typeMore', { count: minQueryLength })
          : matches.isError
            ? t('addressBook.failed')
            : t('addressBook.noMatches')
      }
      disabled={disabled}
      autoHighlight
      renderOption={({ key, ...props }, option) => {
        const Icon = option.type === 'company' ? BusinessOutlinedIcon : PersonOutlineIcon;
        const details = [option.number, option.email ?? option.phone].filter(Boolean).join(' · ');
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
            <Icon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            <OptionLines name={option.name} details={details} />
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          {...field}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
