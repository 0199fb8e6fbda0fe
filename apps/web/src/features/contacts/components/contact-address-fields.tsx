import { useState } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatAddress } from '@syna/contracts/format';
import { useCountryName } from '@/lib/i18n/country-name';
import { AddressFields } from '@/lib/ui/address-fields';
import { FormSection } from '@/lib/ui/form-section';
import { ADDRESS_KINDS, type AddressKind, type ContactFormControl } from '@/features/contacts/contact-form';
import { useContactsTexts } from '@/features/contacts/texts';

function AddressPanel({ control, kind }: { control: ContactFormControl; kind: AddressKind }) {
  const { t } = useContactsTexts();
  const countryName = useCountryName();
  const address = useWatch({ control, name: `addresses.${kind}` });
  const postal = useWatch({ control, name: 'addresses.postal' });
  const same = useWatch({ control, name: 'sameAsPostal' });
  const copied = kind !== 'postal' && same[kind];
  const { errors } = useFormState({ control, name: `addresses.${kind}` });
  const hasError = Boolean(errors.addresses?.[kind]);
  const [open, setOpen] = useState(kind === 'postal');
  const summary = copied
    ? t('addresses.sameAsPostal')
    : formatAddress(address, countryName) || t('addresses.none');
  const headingId = `contact-address-${kind}`;

  return (
    <Accordion
      expanded={open || hasError}
      onChange={(_event, expanded) => setOpen(expanded)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h3' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId} aria-controls={`${headingId}-panel`}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {t(`addresses.${kind}`)}
            {hasError && <ErrorOutlineIcon color="error" fontSize="small" aria-hidden />}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {summary}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-panel`} sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {kind !== 'postal' && (
            <Controller
              control={control}
              name={`sameAsPostal.${kind}`}
              render={({ field }) => (
                <FormControlLabel
                  label={t('addresses.sameAsPostal')}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      onChange={(_event, checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    />
                  }
                />
              )}
            />
          )}
          {copied ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {formatAddress(postal, countryName) || t('addresses.none')}
            </Typography>
          ) : (
            <AddressFields
              control={control}
              name={`addresses.${kind}`}
              noCountryLabel={t('addresses.noCountry')}
            />
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** The four addresses; visiting, delivery and invoice address can each be "the same as postal". */
export function ContactAddressFields({ control }: { control: ContactFormControl }) {
  const { t } = useContactsTexts();
  return (
    <FormSection title={t('sections.addresses')}>
      <div>
        {ADDRESS_KINDS.map((kind) => (
          <AddressPanel key={kind} control={control} kind={kind} />
        ))}
      </div>
    </FormSection>
  );
}
