import { useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { isBlankAddress, sameAddress, type AddressFormValues } from '@/lib/forms/address-form';
import { AddressFields } from '@/lib/ui/address-fields';
import { FormSection } from '@/lib/ui/form-section';
import { AddressBookSearch } from '@/lib/address-book/address-book-search';
import { customerAddress, type InspectionFormValues } from '@/features/inspections/inspection-form';
import { useInspectionTexts } from '@/features/inspections/texts';

/** Customer from the address book and the inspection's address, prefilled from the customer. */
export function CustomerAddressSection<Output>({
  form,
}: {
  form: UseFormReturn<InspectionFormValues, unknown, Output>;
}) {
  const { t } = useInspectionTexts();
  const { control, getValues, setValue } = form;
  // The address last filled in from a customer: replaced by the next customer's unless edited since.
  const prefilled = useRef<AddressFormValues | null>(null);

  const pickCustomer = (customer: InspectionFormValues['customer']) => {
    const next = customerAddress(customer);
    const current = getValues('address');
    const untouched = prefilled.current !== null && sameAddress(current, prefilled.current);
    if (next && (isBlankAddress(current) || untouched)) {
      setValue('address', next, { shouldDirty: true });
      prefilled.current = next;
    }
  };

  return (
    <FormSection title={t('form.customerSection')}>
      <Controller
        control={control}
        name="customer"
        render={({ field, fieldState }) => (
          <AddressBookSearch
            name={field.name}
            value={field.value}
            onChange={(customer) => {
              field.onChange(customer);
              pickCustomer(customer);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('fields.customer')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('form.customerHelp')}
          />
        )}
      />
      <AddressFields control={control} name="address" streetHelp={t('form.addressHelp')} />
    </FormSection>
  );
}
