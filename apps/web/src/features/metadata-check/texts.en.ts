import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `metadataCheck`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  title: 'Metadata check',
  intro:
    'Inconsistencies in the organisation’s set-up that have arisen over time: when something was archived or an assignment lacks what its forms require. Fix them from here.',
  loadError: 'The check could not be made.',
  emptyTitle: 'No inconsistencies found',
  emptyBody: 'Forms, inspection blueprints, types and assignments fit together.',
  again: 'Check again',
  count_one: '{{count}} inconsistency',
  count_other: '{{count}} inconsistencies',
  record: {
    inspection: 'assignment',
    form: 'form',
    field: 'field',
    blueprint: 'inspection blueprint',
    orderType: 'order type',
    inspectionType: 'inspection type',
    remarkGrade: 'remark grade',
    attribute: 'attribute',
  },
  involved: {
    attributeWithoutField_one: 'On {{count}} assignment:',
    attributeWithoutField_other: 'On {{count}} assignments:',
    formArchivedType: 'Archived types:',
    blueprintArchivedForm: 'Archived forms:',
    blueprintArchivedGrade: 'Archived remark grades:',
    requiredFieldMissing: 'Required fields without a value:',
    orderTypeWithoutInspectionType: 'Offers no inspection type in use.',
    more: 'and {{count}} more',
  },
  fix: {
    attributeWithoutField: 'To the forms',
    formArchivedType: 'Remove from the form',
    blueprintArchivedForm: 'Remove from the blueprint',
    blueprintArchivedGrade: 'Remove from the blueprint',
    requiredFieldMissing: 'Open the assignment',
    orderTypeWithoutInspectionType: 'Choose an inspection type',
  },
  confirm: {
    formTitle: 'Remove archived types from {{name}}?',
    formBody: 'The form will no longer apply to {{names}}. This is saved as a change of the form.',
    blueprintFormTitle: 'Remove archived forms from {{name}}?',
    blueprintFormBody: 'The blueprint will no longer include {{names}}.',
    blueprintGradeTitle: 'Remove archived remark grades from {{name}}?',
    blueprintGradeBody: 'Template remarks graded {{names}} will have no grade.',
    action: 'Remove',
    busy: 'Removing…',
  },
  fixed: '{{name}} was fixed',
};
