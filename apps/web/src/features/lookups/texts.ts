import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** One lookup kind's words: the page title, the singular, and its empty list. */
export const sv = {
  kinds: {
    inspectionType: {
      plural: 'Uppdragstyper',
      singular: 'Uppdragstyp',
      intro:
        'Typer av besiktningsuppdrag, t.ex. överlåtelsebesiktning. Varje typ kan ha inriktningar och mallanmärkningar som nya uppdrag utgår från.',
      create: 'Ny uppdragstyp',
      emptyTitle: 'Inga uppdragstyper ännu',
      emptyBody:
        'Här listas organisationens uppdragstyper, som väljs när ett uppdrag skapas. Lägg till den första med ”Ny uppdragstyp”.',
    },
    inspectionStatus: {
      plural: 'Uppdragsstatusar',
      singular: 'Uppdragsstatus',
      intro:
        'Stegen ett uppdrag går igenom, i den ordning de visas. Varje status hör till ett steg, som avgör när uppdraget byter status av sig självt. En status som stänger uppdraget tar bort det från listan över aktiva uppdrag.',
      create: 'Ny status',
      emptyTitle: 'Inga statusar ännu',
      emptyBody:
        'Här listas stegen ett uppdrag går igenom, med färg och ordning. Lägg till den första med ”Ny status”.',
    },
    contactRole: {
      plural: 'Kontaktroller',
      singular: 'Kontaktroll',
      intro: 'Roller som kontakter kan ha i ett uppdrag, t.ex. säljare, köpare eller mäklare.',
      create: 'Ny kontaktroll',
      emptyTitle: 'Inga kontaktroller ännu',
      emptyBody:
        'Här listas rollerna som kontakter kan ha i ett uppdrag. Lägg till den första med ”Ny kontaktroll”.',
    },
    projectType: {
      plural: 'Projekttyper',
      singular: 'Projekttyp',
      intro: 'Typer av projekt, t.ex. stambyte eller nyproduktion, med fastigheter och uppdrag.',
      create: 'Ny projekttyp',
      emptyTitle: 'Inga projekttyper ännu',
      emptyBody:
        'Här listas organisationens projekttyper, som väljs när ett projekt skapas. Lägg till den första med ”Ny projekttyp”.',
    },
    remarkGrade: {
      plural: 'Allvarlighetsgrader',
      singular: 'Allvarlighetsgrad',
      intro:
        'Skalan som anmärkningar bedöms efter, från den lindrigaste till den allvarligaste. Anmärkningar med en allvarlig grad sammanfattas först i protokollet.',
      create: 'Ny allvarlighetsgrad',
      emptyTitle: 'Inga allvarlighetsgrader ännu',
      emptyBody:
        'Här listas skalan som anmärkningar bedöms efter, med färg och ordning. Lägg till den första med ”Ny allvarlighetsgrad”.',
    },
    branch: {
      plural: 'Inriktningar',
      singular: 'Inriktning',
      intro: 'Inriktningar av typen, t.ex. villa, fritidshus eller bostadsrätt.',
      create: 'Ny inriktning',
      emptyTitle: 'Inga inriktningar ännu',
      emptyBody:
        'Här listas typens inriktningar, som kan väljas i uppdrag av typen. Lägg till den första med ”Ny inriktning”.',
    },
  },
  fields: {
    defaultDuration: 'Normal längd (minuter)',
    defaultDurationHelp: 'Kalendern visar en bokning utan sluttid så här lång.',
    name: 'Namn',
    nameEn: 'Engelskt namn (valfritt)',
    nameEnHelp: 'Visas för användare som valt engelska. Utan det visas namnet ovan.',
    description: 'Beskrivning',
    color: 'Färg',
    final: 'Stänger uppdraget',
    finalHelp: 'Ett uppdrag med den här statusen är klart och lämnar listan över aktiva uppdrag',
    category: 'Steg',
    categoryHelp:
      'Vad statusen betyder. Uppdraget blir Bokad när besiktningsman och datum är satta och Rapporterad när protokollet är utfärdat.',
    serious: 'Allvarlig',
    seriousHelp:
      'Anmärkningar med den här graden sammanfattas under ”Allvarliga fel och risker” på protokollets första sida',
    insurable: 'Dolda fel-försäkring kan begäras',
    insurableHelp:
      'När ett uppdrag av typen är utfört och protokollet utfärdat kan säljarens dolda fel-försäkring begäras från uppdraget',
    preview: 'Förhandsvisning',
  },
  statusMoves: {
    title: 'Automatiska statusbyten',
    intro:
      'Syna kan själv flytta ett uppdrag till första statusen i nästa steg när något händer. Uppdraget flyttas bara framåt, så en senare status som satts för hand står kvar.',
    booked: 'Besiktningsman och datum satta → Bokad',
    bookedHelp: 'Ett nytt uppdrag som får både besiktningsman och datum blir Bokad.',
    reported: 'Protokoll utfärdat → Rapporterad',
    reportedHelp: 'När protokollet utfärdas blir uppdraget Rapporterad.',
    invoiced: 'Fakturerat → Fakturerad',
    invoicedHelp: 'När uppdraget registreras som fakturerat blir det Fakturerad.',
    saved: 'De automatiska statusbytena är sparade',
    loadError: 'Inställningarna kunde inte hämtas.',
  },
  categories: {
    new: 'Ny',
    booked: 'Bokad',
    performed: 'Utförd',
    reported: 'Rapporterad',
    invoiced: 'Fakturerad',
    cancelled: 'Avbokad',
  },
  colors: {
    none: 'Ingen färg',
    custom: 'Egen färg {{color}}',
    red: 'Röd',
    orange: 'Orange',
    amber: 'Gul',
    green: 'Grön',
    teal: 'Blågrön',
    lightBlue: 'Ljusblå',
    blue: 'Blå',
    indigo: 'Indigo',
    purple: 'Lila',
    pink: 'Rosa',
    brown: 'Brun',
    grey: 'Grå',
  },
  list: {
    showArchived: 'Visa arkiverade',
    archived: 'Arkiverad',
    final: 'Stänger uppdraget',
    category: 'Steg: {{step}}',
    serious: 'Allvarlig',
    insurable: 'Dolda fel-försäkring',
    loadError: 'Listan kunde inte hämtas.',
    noneActive: 'Alla är arkiverade. Slå på ”Visa arkiverade” för att se dem.',
    actionsFor: 'Fler åtgärder för {{name}}',
    edit: 'Ändra {{name}}',
    moveUp: 'Flytta upp {{name}}',
    moveDown: 'Flytta ned {{name}}',
    moved: '{{name}} flyttad till plats {{position}} av {{count}}',
  },
  actions: {
    archive: 'Arkivera',
    unarchive: 'Återställ',
    delete: 'Ta bort',
    archiveInstead: 'Arkivera i stället',
    reset: 'Ångra ändringar',
  },
  messages: {
    saved: 'Sparat',
    created: '{{name}} är tillagd',
    archived: '{{name}} är arkiverad',
    unarchived: '{{name}} är återställd',
    deleted: '{{name}} är borttagen',
  },
  dialogs: {
    editTitle: 'Ändra {{name}}',
    deleteTitle: 'Ta bort {{name}}?',
    deleteBody: '{{name}} tas bort för gott. Det går inte att ångra.',
    inUseTitle: 'Används och kan inte tas bort',
    inUseHint:
      'Arkivera i stället: den finns kvar på det som redan använder den men erbjuds inte längre för nya.',
    deleteFailed: 'Det gick inte att ta bort',
  },
  detail: {
    details: 'Uppgifter',
    notFoundTitle: 'Finns inte',
    notFoundBody: 'Posten finns inte, eller har tagits bort.',
    loadError: 'Uppgifterna kunde inte hämtas.',
    backToList: 'Till {{list}}',
    archivedNotice: 'Arkiverad: finns kvar på det som redan använder den men erbjuds inte för nya.',
  },
  templates: {
    title: 'Mallanmärkningar',
    intro: 'Anmärkningar som nya uppdrag av den här typen kan utgå från.',
    create: 'Ny mallanmärkning',
    emptyTitle: 'Inga mallanmärkningar ännu',
    emptyBody:
      'Här listas anmärkningar som besiktningsmannen kan välja i uppdrag av typen. Lägg till den första med ”Ny mallanmärkning”.',
    loadError: 'Mallanmärkningarna kunde inte hämtas.',
    titleField: 'Rubrik',
    text: 'Text',
    category: 'Kategori',
    createTitle: 'Ny mallanmärkning',
    editTitle: 'Ändra mallanmärkning',
    edit: 'Ändra {{name}}',
    delete: 'Ta bort {{name}}',
    deleteTitle: 'Ta bort mallanmärkningen?',
    deleteBody: '”{{name}}” tas bort för gott. Uppdrag som redan använt den påverkas inte.',
  },
} as const;

export const useLookupsTexts = defineFeatureTranslation('lookups', { sv, en: () => import('./texts.en') });
