import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCustomerSearch } from '@/features/projects/api';
import { useProjectsTexts } from '@/features/projects/texts';

type Customer = { id: string; name: string };

interface CustomerPickerProps {
  value: Customer | null;
  onChange(customer: Customer | null): void;
  error?: string;
}

/** Picks the project's customer among the address book's contacts, searching as you type. */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const { t } = useProjectsTexts();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDeferredValue(text.trim());
  // Only search while the list is open: a closed picker costs nothing.
  const customers = useCustomerSearch(search, open);
  const options: Customer[] = (open ? (customers.data ?? []) : []).map(({ id, name }) => ({ id, name }));
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      loading={open && customers.isFetching}
      noOptionsText={t('project.noCustomers')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('project.customer')}
          error={Boolean(error)}
          helperText={error ?? t('project.customerHelp')}
        />
      )}
    />
  );
}
