import { useFieldArray, useWatch } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { truncate } from '@syna/contracts/format';
import { AddressBookSearch } from '@/lib/address-book/address-book-search';
import { FormTextField } from '@/lib/forms/form-fields';
import { FormSection } from '@/lib/ui/form-section';
import type { ContactFormControl } from '@/features/contacts/contact-form';
import {
  DEFAULT_RELATION_KIND,
  RELATION_KINDS,
  isKnownRelationKind,
  relationKindLabel,
} from '@/features/contacts/relation-kinds';
import { useContactsTexts } from '@/features/contacts/texts';

/** The contract allows at most this many relations. */
const MAX_RELATIONS = 100;
/** Relations are searched from two characters on: one letter matches half the address book. */
const MIN_QUERY_LENGTH = 2;

interface ContactRelationFieldsProps {
  control: ContactFormControl;
  /** The contact being edited (it cannot relate to itself); null for a new one. */
  contactId: string | null;
}

/** The other contacts this one relates to, each with a kind; found by search. */
export function ContactRelationFields({ control, contactId }: ContactRelationFieldsProps) {
  const { t } = useContactsTexts();
  const relations = useFieldArray({ control, name: 'relations', keyName: 'key' });
  const kinds = useWatch({ control, name: 'relations' });
  const excludedIds = new Set([
    ...(contactId ? [contactId] : []),
    ...relations.fields.map((field) => field.contactId),
  ]);

  return (
    <FormSection title={t('sections.relations')}>
      {relations.fields.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('relations.empty')}</Typography>
      ) : (
        <List disablePadding aria-labelledby="contact-relations-title">
          {relations.fields.map((field, index) => {
            const kind = kinds[index]?.kind ?? field.kind;
            return (
              <ListItem key={field.key} disableGutters divider sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 1, sm: 2 }}
                  sx={{ flex: 1, alignItems: { sm: 'center' }, minWidth: 0 }}
                >
                  <Typography sx={{ flex: 1, fontWeight: 500, minWidth: 0 }} noWrap>
                    {truncate(field.name)}
                  </Typography>
                  <FormTextField
                    control={control}
                    name={`relations.${index}.kind`}
                    label={t('relations.kind')}
                    select
                    size="small"
                    sx={{ minWidth: 200 }}
                  >
                    {[...RELATION_KINDS, ...(isKnownRelationKind(kind) ? [] : [kind])].map((option) => (
                      <MenuItem key={option} value={option}>
                        {relationKindLabel(option, t)}
                      </MenuItem>
                    ))}
                  </FormTextField>
                </Stack>
                <IconButton
                  aria-label={t('relations.remove', { name: field.name })}
                  onClick={() => relations.remove(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {relations.fields.length < MAX_RELATIONS && (
        <AddressBookSearch
          value={null}
          clearOnPick
          minQueryLength={MIN_QUERY_LENGTH}
          excludeIds={excludedIds}
          label={t('relations.add')}
          placeholder={t('relations.searchPlaceholder')}
          testId="relation-search"
          onChange={(contact) =>
            contact &&
            relations.append(
              { contactId: contact.id, name: contact.name, kind: DEFAULT_RELATION_KIND },
              { shouldFocus: false },
            )
          }
        />
      )}
    </FormSection>
  );
}
