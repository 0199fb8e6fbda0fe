import type { MessageGroup } from './message.ts';

/** The kinds of finding of the metadata check (`/admin/check`), as its list names them. */
export const metadataCheckMessages = {
  attributeWithoutField: {
    sv: 'Attribut som inget formulärfält har',
    en: 'Attributes that no form field has',
  },
  formArchivedType: {
    sv: 'Formulär som gäller arkiverade typer',
    en: 'Forms that apply to archived types',
  },
  blueprintArchivedForm: {
    sv: 'Uppdragsmallar med arkiverade formulär',
    en: 'Inspection blueprints with archived forms',
  },
  blueprintArchivedGrade: {
    sv: 'Uppdragsmallar med arkiverade allvarlighetsgrader',
    en: 'Inspection blueprints with archived remark grades',
  },
  requiredFieldMissing: {
    sv: 'Pågående uppdrag där obligatoriska fält saknar värde',
    en: 'Assignments in progress with required fields left empty',
  },
  orderTypeWithoutInspectionType: {
    sv: 'Beställningstyper utan uppdragstyp',
    en: 'Order types without an inspection type',
  },
} as const satisfies MessageGroup;
