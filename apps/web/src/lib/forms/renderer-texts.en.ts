import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './renderer-texts';

export const en: TextsLike<typeof sv> = {
  required: 'Required',
  yes: 'Yes',
  no: 'No',
  notAnswered: 'No answer',
  noChoice: 'Nothing chosen',
  addRow: 'Add row',
  removeRow: 'Remove row {{number}}',
  row: 'Row {{number}}',
  noRows: 'No rows yet.',
  empty: '–',
  save: 'Save',
  saving: 'Saving…',
  saved: '{{name}} was saved',
  savedBy: 'Last saved by {{name}} {{date}}',
  savedAt: 'Last saved {{date}}',
  savedOnDevice: 'Saved on the device {{date}} – waiting to be sent',
  answeredByCustomer: 'Answered by the customer on the order page {{date}}',
  unsaved: 'The changes are not saved.',
  invalid: 'Some fields are not filled in correctly: see the marked fields.',
  archived: 'The form is archived: its values can be read but not changed.',
  loading: 'Loading forms',
  loadError: 'The forms could not be loaded.',
  noFormsTitle: 'No forms',
  noFormsInspection:
    'No input form applies to the assignment. An administrator can create forms under Administration → Input forms.',
  noFormsObject: 'No input form applies to the object.',
  noFormsProject: 'No input form applies to the project.',
  noFormsEstate: 'No input form applies to the estate.',
  noFormsOrder: 'No input form applies to the order.',
  showForms: 'Show forms of {{name}}',
  hideForms: 'Hide forms of {{name}}',
  removedFields:
    'Fields removed from the form, as they were saved. They are not kept when the form is saved again.',
  noFields: 'The form has no fields yet.',
};
