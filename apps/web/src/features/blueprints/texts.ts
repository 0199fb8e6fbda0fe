import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of the inspection blueprint admin pages (namespace `blueprints`); English in texts.en.ts. */
export const sv = {
  title: 'Uppdragsmallar',
  intro:
    'En uppdragsmall är en uppdragstyps standarduppsättning: objekten som skapas i ordning, deras mallanmärkningar och formulären som hör till. Välj mallen när du skapar ett uppdrag.',
  create: 'Ny uppdragsmall',
  emptyTitle: 'Inga uppdragsmallar ännu',
  emptyBody:
    'Skapa en mall med ”Ny uppdragsmall” så kan nya uppdrag starta med sina objekt och anmärkningar.',
  noneActive: 'Alla uppdragsmallar är arkiverade. Slå på ”Visa arkiverade” för att se dem.',
  showArchived: 'Visa arkiverade',
  loadError: 'Uppdragsmallarna kunde inte hämtas.',
  archived: 'Arkiverad',
  objectCount: 'Objekt: {{count}}',
  actionsFor: 'Åtgärder för {{name}}',
  editor: {
    newTitle: 'Ny uppdragsmall',
    details: 'Mallen',
    nameSv: 'Namn',
    nameEn: 'Namn på engelska',
    type: 'Uppdragstyp',
    typeHelp: 'Ett uppdrag som skapas från mallen får den här typen.',
    archivedType: '{{name}} (arkiverad)',
    forms: 'Formulär',
    formsHelp: 'Formulär för uppdraget eller dess objekt som hör till mallen.',
    archivedForm: '{{name}} (arkiverat)',
    objects: 'Objekt',
    noObjects: 'Mallen har inga objekt ännu. Lägg till det första med ”Lägg till objekt”.',
    addObject: 'Lägg till objekt',
    save: 'Spara',
    saving: 'Sparar…',
    reset: 'Ångra ändringar',
    saved: 'Uppdragsmallen sparades',
    created: 'Uppdragsmallen skapades',
    unsaved: 'Du har ändringar som inte är sparade.',
    invalid: 'Mallen är inte rätt ifylld: se fälten som är markerade.',
    archivedNotice: 'Mallen är arkiverad: den erbjuds inte när nya uppdrag skapas.',
    archive: 'Arkivera',
    unarchive: 'Återställ',
    archiveTitle: 'Arkivera {{name}}?',
    archiveBody:
      'Mallen erbjuds inte längre när nya uppdrag skapas. Uppdrag som redan skapats påverkas inte.',
    archivedMessage: '{{name}} arkiverades',
    unarchivedMessage: '{{name}} återställdes',
    delete: 'Ta bort',
    deleteTitle: 'Ta bort {{name}}?',
    deleteBody:
      'Mallen tas bort för gott. Uppdrag som redan skapats från den behåller sina objekt och anmärkningar.',
    deleted: '{{name}} togs bort',
    notFoundTitle: 'Uppdragsmallen finns inte',
    notFoundBody: 'Den kan ha tagits bort.',
  },
  object: {
    untitled: 'Nytt objekt',
    heading: 'Objekt {{position}}',
    name: 'Objektets namn',
    moveUp: 'Flytta upp {{name}}',
    moveDown: 'Flytta ned {{name}}',
    remove: 'Ta bort {{name}}',
    moved: '{{name}} flyttades till plats {{position}} av {{count}}',
    remarks: 'Mallanmärkningar',
    addRemark: 'Lägg till anmärkning',
  },
  remark: {
    title: 'Rubrik',
    text: 'Text',
    grade: 'Allvarlighetsgrad',
    noGrade: 'Ingen',
    remove: 'Ta bort anmärkningen {{title}}',
    untitled: 'utan rubrik',
  },
};

export const useBlueprintTexts = defineFeatureTranslation('blueprints', {
  sv,
  en: () => import('./texts.en'),
});
