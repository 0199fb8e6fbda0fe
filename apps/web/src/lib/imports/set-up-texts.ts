import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of the set-up's file: its groups, its export and its import with the preview (namespace `setUpTransfer`). */
export const sv = {
  group: {
    inspectionTypes: 'Besiktningstyper',
    inspectionStatuses: 'Besiktningsstatusar',
    contactRoles: 'Kontaktroller',
    remarkGrades: 'Anmärkningsgrader',
    branches: 'Inriktningar',
    orderTypes: 'Beställningstyper',
    forms: 'Formulär',
    blueprints: 'Uppdragsmallar',
    metadata: 'Metadata',
  },
  field: {
    key: 'nyckel',
    name: 'namn',
    description: 'beskrivning',
    sortOrder: 'ordning',
    archived: 'arkiverad',
    color: 'färg',
    final: 'avslutande',
    serious: 'allvarlig',
    hidden: 'dold',
    scope: 'omfattning',
    inspectionType: 'besiktningstyp',
    inspectionTypes: 'besiktningstyper',
    orderTypes: 'beställningstyper',
    fields: 'fält',
    forms: 'formulär',
    objects: 'objekt',
  },
  page: {
    title: 'Flytta inställningar',
    intro:
      'Exportera företagets uppsättning – typer, statusar, roller, inriktningar, beställningstyper, formulär, uppdragsmallar och metadata – som en fil, och importera den i ett annat företag eller en annan installation. Importen visar först vad som skulle ändras.',
    exportTitle: 'Exportera',
    exportIntro: 'Välj vad filen ska innehålla.',
    export: 'Exportera fil',
    exporting: 'Exporterar…',
    exportFailed: 'Exporten misslyckades',
    nothingChosen: 'Välj minst en grupp',
    importTitle: 'Importera',
    importIntro: 'Läs in en exportfil och se vad den skulle ändra innan du bekräftar.',
    import: 'Importera fil',
    importDialog: 'Importera inställningar',
  },
  state: { new: 'Ny', changed: 'Ändrad', unchanged: 'Oförändrad', refused: 'Avvisad' },
  import: {
    intro:
      'Välj en exportfil (.json) från Syna, från det här eller ett annat företag. Posterna matchas på namn och nycklar, aldrig på id. Inget ändras förrän du bekräftar.',
    choose: 'Välj fil',
    another: 'Välj en annan fil',
    reading: 'Läser filen…',
    cancel: 'Avbryt uppladdningen',
    dropHint: 'Eller släpp filen här.',
    failed: 'Filen kunde inte importeras',
    tooLarge: 'Filen är större än {{megabytes}} MB',
    source: 'Från {{firm}}, exporterad {{exported}}, format {{version}}',
    counts: '{{new}} nya, {{changed}} ändrade, {{unchanged}} oförändrade, {{refused}} avvisade',
    item: 'Post',
    state: 'Resultat',
    detail: 'Ändring eller skäl',
    nothing: 'Filen ändrar ingenting i företagets inställningar.',
    confirm_one: 'Importera {{count}} ändring',
    confirm_other: 'Importera {{count}} ändringar',
    confirmTitle: 'Importera ändringarna?',
    confirmBody:
      'Nya och ändrade poster i {{groups}} skrivs i ett svep. Går någon inte att skriva ändras ingenting.',
    applying: 'Importerar…',
    done: 'Importen är klar: {{created}} nya och {{updated}} ändrade poster',
  },
};

export const useSetUpTransferTexts = defineFeatureTranslation('setUpTransfer', {
  sv,
  en: () => import('./set-up-texts.en'),
});
