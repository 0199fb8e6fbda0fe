import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Contact } from '@syna/contracts/contacts';
import { truncate } from '@syna/contracts/format';
import { contactKeys, searchContacts } from '@/features/contacts/api';
import { useContactsTexts } from '@/features/contacts/texts';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { ContactTypeIcon } from './contact-type-icon';
import { SEARCH_DEBOUNCE_MS } from './contact-search-field';

const MIN_QUERY_LENGTH = 2;
const PICKER_RESULTS = 10;

interface ContactRelationPickerProps {
  /** Contacts that cannot be picked: the contact itself and those already related. */
  excludedIds: ReadonlySet<string>;
  onPick(contact: Contact): void;
}

/** Finds another contact by name, e-mail, number or phone, to relate to. */
export function ContactRelationPicker({ excludedIds, onPick }: ContactRelationPickerProps) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const enabled = query.length >= MIN_QUERY_LENGTH;
  const search = { query, page: 1, pageSize: PICKER_RESULTS, sort: 'name' } as const;
  const results = useQuery({
    queryKey: [...contactKeys.searches(tenantId), 'picker', search],
    queryFn: ({ signal }) => searchContacts(tenantId, search, signal),
    enabled,
  });
  const options = enabled
    ? (results.data?.items ?? []).filter((contact) => !excludedIds.has(contact.id))
    : [];
  const waiting = input.trim() !== query || (enabled && results.isFetching);

  return (
    <Autocomplete<Contact, false, false, false>
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, contact) => {
        if (!contact) return;
        onPick(contact);
        setInput('');
      }}
      // The server has already filtered; the words may match e-mail or number, not the label.
      filterOptions={(all) => all}
      getOptionLabel={(contact) => contact.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={waiting && input.trim().length >= MIN_QUERY_LENGTH}
      loadingText={t('relations.searching')}
      noOptionsText={
        input.trim().length < MIN_QUERY_LENGTH ? t('relations.typeToSearch') : t('relations.noOptions')
      }
      renderOption={({ key, ...props }, contact) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <ContactTypeIcon type={contact.type} fontSize="small" sx={{ color: 'text.secondary' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap>{truncate(contact.name)}</Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {[contact.number, contact.email].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('relations.add')}
          placeholder={t('relations.searchPlaceholder')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'relation-search' } }}
        />
      )}
    />
  );
}
