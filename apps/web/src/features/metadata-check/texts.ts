import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of the metadata check page (namespace `metadataCheck`); the kinds' titles are the contracts' catalogue's. */
export const sv = {
  title: 'Metadatakontroll',
  intro:
    'Avvikelser i organisationens uppsättning som uppstått efter hand: när något arkiverats eller ett uppdrag saknar det som formulären kräver. Åtgärda dem härifrån.',
  loadError: 'Kontrollen kunde inte göras.',
  emptyTitle: 'Inga avvikelser hittades',
  emptyBody: 'Formulär, uppdragsmallar, typer och uppdrag hänger ihop.',
  again: 'Kontrollera igen',
  count_one: '{{count}} avvikelse',
  count_other: '{{count}} avvikelser',
  record: {
    inspection: 'uppdrag',
    form: 'formulär',
    field: 'fält',
    blueprint: 'uppdragsmall',
    orderType: 'beställningstyp',
    inspectionType: 'uppdragstyp',
    remarkGrade: 'allvarlighetsgrad',
    attribute: 'attribut',
  },
  involved: {
    attributeWithoutField_one: 'På {{count}} uppdrag:',
    attributeWithoutField_other: 'På {{count}} uppdrag:',
    formArchivedType: 'Arkiverade typer:',
    blueprintArchivedForm: 'Arkiverade formulär:',
    blueprintArchivedGrade: 'Arkiverade allvarlighetsgrader:',
    requiredFieldMissing: 'Obligatoriska fält utan värde:',
    orderTypeWithoutInspectionType: 'Erbjuder ingen uppdragstyp som används.',
    more: 'och {{count}} till',
  },
  fix: {
    attributeWithoutField: 'Till formulären',
    formArchivedType: 'Ta bort ur formuläret',
    blueprintArchivedForm: 'Ta bort ur mallen',
    blueprintArchivedGrade: 'Ta bort ur mallen',
    requiredFieldMissing: 'Öppna uppdraget',
    orderTypeWithoutInspectionType: 'Välj uppdragstyp',
  },
  confirm: {
    formTitle: 'Ta bort arkiverade typer ur {{name}}?',
    formBody: 'Formuläret gäller inte längre {{names}}. Det sparas som en ändring av formuläret.',
    blueprintFormTitle: 'Ta bort arkiverade formulär ur {{name}}?',
    blueprintFormBody: 'Mallen tar inte längre med {{names}}.',
    blueprintGradeTitle: 'Ta bort arkiverade allvarlighetsgrader ur {{name}}?',
    blueprintGradeBody: 'Mallanmärkningar med {{names}} blir utan allvarlighetsgrad.',
    action: 'Ta bort',
    busy: 'Tar bort…',
  },
  fixed: '{{name}} åtgärdades',
};

export const useMetadataCheckTexts = defineFeatureTranslation('metadataCheck', {
  sv,
  en: () => import('./texts.en'),
});
