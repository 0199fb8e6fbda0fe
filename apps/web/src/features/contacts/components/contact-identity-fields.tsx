import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { CONTACT_SEXES, type ContactInput, type ContactType } from '@syna/contracts/contacts';
import { FormSelectField, FormTextField } from '@/lib/forms/form-fields';
import { FormSection } from '@/lib/ui/form-section';
import type { ContactFormControl, ContactFormValues } from '@/features/contacts/contact-form';
import { useContactDuplicates } from '@/features/contacts/api';
import { checkContactNumber, type NumberCheck } from '@/features/contacts/contact-number';
import { useContactsTexts } from '@/features/contacts/texts';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';

function useNumberHelp(type: ContactType, check: NumberCheck): string {
  const { t } = useContactsTexts();
  if (check.state !== 'valid') return type === 'company' ? t('number.hintCompany') : t('number.hintPerson');
  if (type === 'person') return t('number.validPerson', { number: check.normalised });
  return check.kind === 'organisationsnummer'
    ? t('number.validCompany', { number: check.normalised })
    : t('number.validSoleTrader', { number: check.normalised });
}

/**
 * The other contacts with the number typed, as links: warned before saving, while the number is
 * typed, so that one opens the existing contact instead of making a duplicate. Saving stays
 * allowed, as a person and their sole trader's firm share one number.
 */
function DuplicateWarning({ check, contactId }: { check: NumberCheck; contactId: string | null }) {
  const { t } = useContactsTexts();
  const tenantId = useTenantId();
  const duplicates = useContactDuplicates(check.state === 'valid' ? check.normalised : null, contactId);
  if (check.state !== 'valid' || !duplicates.data?.length) return null;
  return (
    <Alert severity="warning" data-testid="contact-duplicates">
      <AlertTitle>{t('number.duplicateTitle')}</AlertTitle>
      {t('number.duplicateBody')}{' '}
      {duplicates.data.map((duplicate, index) => (
        <span key={duplicate.id}>
          {index > 0 && ', '}
          <Link
            component={RouterLink}
            to={appPaths.contact(tenantId, duplicate.id)}
            data-testid="contact-duplicate-link"
          >
            {duplicate.name}
          </Link>
        </span>
      ))}
    </Alert>
  );
}

/** Company or person, the name fields of that type, the identity number (checked live), title and sex. */
export function ContactIdentityFields({
  control,
  autoFocus,
  contactId,
}: {
  control: ContactFormControl;
  autoFocus: boolean;
  /** The contact being changed, left out of the duplicates; null for a new one. */
  contactId: string | null;
}) {
  const { t } = useContactsTexts();
  const { trigger, clearErrors, getValues } = useFormContext<ContactFormValues, unknown, ContactInput>();
  const type = useWatch({ control, name: 'type' });
  const number = useWatch({ control, name: 'number' });
  const check = checkContactNumber(type, number);
  const numberHelp = useNumberHelp(type, check);

  // Live checksum check: a complete number is validated with the contract's rule as it is typed.
  const checkNumber = (nextType: ContactType, value: string) => {
    const state = checkContactNumber(nextType, value).state;
    if (state === 'valid' || state === 'invalid') void trigger('number');
    else clearErrors('number');
  };

  return (
    <FormSection title={t('sections.identity')}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={field.value}
            onChange={(_event, value: ContactType | null) => {
              if (!value) return;
              field.onChange(value);
              checkNumber(value, getValues('number'));
            }}
            aria-label={t('type.label')}
            sx={{ alignSelf: 'flex-start' }}
          >
            <ToggleButton value="company" ref={field.ref} sx={{ gap: 1, px: 2 }}>
              <BusinessOutlinedIcon fontSize="small" aria-hidden />
              {t('type.company')}
            </ToggleButton>
            <ToggleButton value="person" sx={{ gap: 1, px: 2 }}>
              <PersonOutlineIcon fontSize="small" aria-hidden />
              {t('type.person')}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {type === 'company' ? (
        <FormTextField
          control={control}
          name="companyName"
          label={t('fields.companyName')}
          required
          autoFocus={autoFocus}
          autoComplete="organization"
          fullWidth
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label={t('fields.firstName')}
            autoFocus={autoFocus}
            autoComplete="off"
            fullWidth
          />
          <FormTextField control={control} name="middleName" label={t('fields.middleName')} fullWidth />
          <FormTextField control={control} name="lastName" label={t('fields.lastName')} fullWidth />
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="number"
          label={type === 'company' ? t('fields.organisationsnummer') : t('fields.personnummer')}
          helperText={numberHelp}
          onValueChange={(value) => checkNumber(type, value)}
          autoComplete="off"
          fullWidth
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'data-testid': 'contact-number' },
            formHelperText: {
              sx: check.state === 'valid' ? { color: 'success.main' } : undefined,
              'aria-live': 'polite',
            } as object,
            input: {
              endAdornment:
                check.state === 'valid' ? (
                  <InputAdornment position="end">
                    <CheckCircleOutlineIcon color="success" aria-hidden />
                  </InputAdornment>
                ) : undefined,
            },
          }}
        />
        {type === 'person' && (
          <FormSelectField
            control={control}
            name="sex"
            label={t('fields.sex')}
            options={CONTACT_SEXES.map((sex) => ({ id: sex, name: t(`sex.${sex}`) }))}
            noneLabel={t('sex.none')}
            fullWidth
          />
        )}
      </Stack>
      <DuplicateWarning check={check} contactId={contactId} />
      {type === 'person' && (
        <FormTextField
          control={control}
          name="title"
          label={t('fields.title')}
          autoComplete="organization-title"
          fullWidth
        />
      )}
    </FormSection>
  );
}
