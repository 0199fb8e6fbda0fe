import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FormTextField } from '@/lib/forms/form-fields';
import { FormSection } from '@/lib/ui/form-section';
import type { OrderFormControl, PartyName } from '@/public/order-form';
import { usePublicTexts } from '@/public/texts';

interface PartyFieldsProps {
  control: OrderFormControl;
  name: PartyName;
  title: string;
  /** A remove button beside the title. */
  action?: ReactNode;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * A person or a company on the order: the customer, a seller or the estate agent. Only the
 * customer's fields invite the browser to fill in the visitor's own details.
 */
export function PartyFields({ control, name, title, action }: PartyFieldsProps) {
  const { t } = usePublicTexts();
  const type = useWatch({ control, name: `${name}.type` });
  const isCustomer = name === 'customer';
  const autoComplete = (token: string) => (isCustomer ? token : 'off');
  return (
    <FormSection title={title} action={action}>
      <Controller
        control={control}
        name={`${name}.type`}
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{t('party.type')}</FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
            >
              <FormControlLabel
                value="person"
                label={t('party.person')}
                // The chosen one takes the focus when the form points here.
                control={
                  <Radio inputRef={field.value === 'person' ? field.ref : undefined} onBlur={field.onBlur} />
                }
              />
              <FormControlLabel
                value="company"
                label={t('party.company')}
                control={
                  <Radio inputRef={field.value === 'company' ? field.ref : undefined} onBlur={field.onBlur} />
                }
              />
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {type === 'company' ? (
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name={`${name}.companyName`}
            label={t('party.companyName')}
            autoComplete={autoComplete('organization')}
            required
          />
          <FormTextField
            control={control}
            name={`${name}.number`}
            label={t('party.organisationsnummer')}
            helperText={t('party.organisationsnummerHint')}
            autoComplete="off"
          />
        </Box>
      ) : (
        <>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name={`${name}.firstName`}
              label={t('party.firstName')}
              autoComplete={autoComplete('given-name')}
              required
            />
            <FormTextField
              control={control}
              name={`${name}.lastName`}
              label={t('party.lastName')}
              autoComplete={autoComplete('family-name')}
              required
            />
          </Box>
          <FormTextField
            control={control}
            name={`${name}.number`}
            label={t('party.personnummer')}
            helperText={t('party.personnummerHint')}
            autoComplete="off"
            sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
          />
        </>
      )}
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name={`${name}.email`}
          type="email"
          label={t('party.email')}
          helperText={isCustomer ? t('party.reachHint') : undefined}
          autoComplete={autoComplete('email')}
        />
        <FormTextField
          control={control}
          name={`${name}.phone`}
          type="tel"
          label={t('party.phone')}
          autoComplete={autoComplete('tel')}
        />
      </Box>
    </FormSection>
  );
}
