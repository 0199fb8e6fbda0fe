import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { OrderFormControl, PartyName } from '@/public/order-form';
import { t } from '@/public/texts';
import { ChoiceFieldset } from './choice-fieldset';
import { FormSection } from './form-section';
import { TextField } from './text-field';

interface PartyFieldsProps {
  control: OrderFormControl;
  name: PartyName;
  title: string;
  /** A remove button beside the title. */
  action?: ReactNode;
  /** The firm requires this party's e-mail address (the customer's, when it says so). */
  emailRequired?: boolean;
}

const PARTY_TYPES = ['person', 'company'] as const;

/**
 * A person or a company on the order: the customer, a seller or the estate agent. Only the
 * customer's fields invite the browser to fill in the visitor's own details.
 */
export function PartyFields({ control, name, title, action, emailRequired = false }: PartyFieldsProps) {
  const type = useWatch({ control, name: `${name}.type` });
  const isCustomer = name === 'customer';
  const autoComplete = (token: string) => (isCustomer ? token : 'off');
  return (
    <FormSection title={title} action={action}>
      <Controller
        control={control}
        name={`${name}.type`}
        render={({ field, fieldState }) => (
          <ChoiceFieldset legend={t('party.type')} error={fieldState.error?.message} className="choices-row">
            {(describedBy) =>
              PARTY_TYPES.map((value) => (
                <label key={value} className="choice">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    // The chosen one takes the focus when the form points here.
                    ref={field.value === value ? field.ref : undefined}
                    aria-describedby={describedBy}
                  />
                  {t(`party.${value}`)}
                </label>
              ))
            }
          </ChoiceFieldset>
        )}
      />
      {type === 'company' ? (
        <div className="columns">
          <TextField
            control={control}
            name={`${name}.companyName`}
            label={t('party.companyName')}
            autoComplete={autoComplete('organization')}
            required
          />
          <TextField
            control={control}
            name={`${name}.number`}
            label={t('party.organisationsnummer')}
            hint={t('party.organisationsnummerHint')}
            autoComplete="off"
          />
        </div>
      ) : (
        <>
          <div className="columns">
            <TextField
              control={control}
              name={`${name}.firstName`}
              label={t('party.firstName')}
              autoComplete={autoComplete('given-name')}
              required
            />
            <TextField
              control={control}
              name={`${name}.lastName`}
              label={t('party.lastName')}
              autoComplete={autoComplete('family-name')}
              required
            />
          </div>
          <TextField
            control={control}
            name={`${name}.number`}
            label={t('party.personnummer')}
            hint={t('party.personnummerHint')}
            autoComplete="off"
            className="half"
          />
        </>
      )}
      <div className="columns">
        <TextField
          control={control}
          name={`${name}.email`}
          type="email"
          label={t('party.email')}
          required={emailRequired}
          hint={isCustomer && !emailRequired ? t('party.reachHint') : undefined}
          autoComplete={autoComplete('email')}
        />
        <TextField
          control={control}
          name={`${name}.phone`}
          type="tel"
          label={t('party.phone')}
          autoComplete={autoComplete('tel')}
        />
      </div>
    </FormSection>
  );
}
