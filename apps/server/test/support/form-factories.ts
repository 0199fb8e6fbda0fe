import type { FormFieldInput } from '@syna/contracts/form-fields';

// Fields of the kind a Swedish firm's property form has, for the tests of forms and their values.

export const BUILDING_YEAR: FormFieldInput = {
  key: 'byggnadsar',
  label: { sv: 'Byggnadsår', en: 'Year built' },
  type: 'INTEGER',
  required: true,
  min: 1600,
  max: 2100,
};

export const HEATING: FormFieldInput = {
  key: 'uppvarmning',
  label: { sv: 'Uppvärmning' },
  type: 'SINGLE',
  choices: [
    { key: 'fjarrvarme', label: { sv: 'Fjärrvärme' } },
    { key: 'bergvarme', label: { sv: 'Bergvärme' } },
  ],
  default: 'fjarrvarme',
};

let keys = 0;
/** A form key no other form of the test's firms has. */
export const uniqueFormKey = (stem: string) => `${stem}_${(keys += 1)}`;
