import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** One lookup kind's words: the page title, the singular, and its empty list. */
const sv = {
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
        'Stegen ett uppdrag går igenom, i den ordning de visas. En avslutande status stänger uppdraget så att det lämnar listan över aktiva uppdrag.',
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
    name: 'Namn',
    description: 'Beskrivning',
    color: 'Färg',
    final: 'Avslutande',
    finalHelp: 'Ett uppdrag med den här statusen är avslutat och lämnar listan över aktiva uppdrag',
    preview: 'Förhandsvisning',
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
    final: 'Avslutande',
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

const en = {
  kinds: {
    inspectionType: {
      plural: 'Inspection types',
      singular: 'Inspection type',
      intro:
        'Kinds of inspection assignments, e.g. a pre-purchase inspection. Each type can have branches and template remarks that new assignments start from.',
      create: 'New inspection type',
      emptyTitle: 'No inspection types yet',
      emptyBody:
        'The organisation’s inspection types, chosen when an assignment is created, are listed here. Add the first with “New inspection type”.',
    },
    inspectionStatus: {
      plural: 'Inspection statuses',
      singular: 'Inspection status',
      intro:
        'The steps an assignment goes through, in the order shown. A final status closes the assignment, so it leaves the list of active assignments.',
      create: 'New status',
      emptyTitle: 'No statuses yet',
      emptyBody:
        'The steps an assignment goes through, with colour and order, are listed here. Add the first with “New status”.',
    },
    contactRole: {
      plural: 'Contact roles',
      singular: 'Contact role',
      intro: 'Roles contacts can have in an assignment, e.g. seller, buyer or estate agent.',
      create: 'New contact role',
      emptyTitle: 'No contact roles yet',
      emptyBody:
        'The roles contacts can have in an assignment are listed here. Add the first with “New contact role”.',
    },
    projectType: {
      plural: 'Project types',
      singular: 'Project type',
      intro: 'Kinds of projects, e.g. pipe replacement or new construction, with estates and assignments.',
      create: 'New project type',
      emptyTitle: 'No project types yet',
      emptyBody:
        'The organisation’s project types, chosen when a project is created, are listed here. Add the first with “New project type”.',
    },
    branch: {
      plural: 'Branches',
      singular: 'Branch',
      intro: 'Branches of the type, e.g. house, holiday home or flat.',
      create: 'New branch',
      emptyTitle: 'No branches yet',
      emptyBody:
        'The type’s branches, which assignments of the type can choose, are listed here. Add the first with “New branch”.',
    },
  },
  fields: {
    name: 'Name',
    description: 'Description',
    color: 'Colour',
    final: 'Final',
    finalHelp: 'An assignment with this status is closed and leaves the list of active assignments',
    preview: 'Preview',
  },
  colors: {
    none: 'No colour',
    custom: 'Custom colour {{color}}',
    red: 'Red',
    orange: 'Orange',
    amber: 'Yellow',
    green: 'Green',
    teal: 'Teal',
    lightBlue: 'Light blue',
    blue: 'Blue',
    indigo: 'Indigo',
    purple: 'Purple',
    pink: 'Pink',
    brown: 'Brown',
    grey: 'Grey',
  },
  list: {
    showArchived: 'Show archived',
    archived: 'Archived',
    final: 'Final',
    loadError: 'The list could not be loaded.',
    noneActive: 'All are archived. Turn on “Show archived” to see them.',
    actionsFor: 'More actions for {{name}}',
    edit: 'Edit {{name}}',
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    moved: '{{name}} moved to position {{position}} of {{count}}',
  },
  actions: {
    archive: 'Archive',
    unarchive: 'Restore',
    delete: 'Delete',
    archiveInstead: 'Archive instead',
    reset: 'Undo changes',
  },
  messages: {
    saved: 'Saved',
    created: '{{name}} was added',
    archived: '{{name}} was archived',
    unarchived: '{{name}} was restored',
    deleted: '{{name}} was deleted',
  },
  dialogs: {
    editTitle: 'Edit {{name}}',
    deleteTitle: 'Delete {{name}}?',
    deleteBody: '{{name}} will be deleted for good. This cannot be undone.',
    inUseTitle: 'In use and cannot be deleted',
    inUseHint:
      'Archive it instead: it stays on what already uses it but is no longer offered for new records.',
    deleteFailed: 'It could not be deleted',
  },
  detail: {
    details: 'Details',
    notFoundTitle: 'Not found',
    notFoundBody: 'The item does not exist, or has been deleted.',
    loadError: 'The details could not be loaded.',
    backToList: 'To {{list}}',
    archivedNotice: 'Archived: it stays on what already uses it but is not offered for new records.',
  },
  templates: {
    title: 'Template remarks',
    intro: 'Remarks that new assignments of this type can start from.',
    create: 'New template remark',
    emptyTitle: 'No template remarks yet',
    emptyBody:
      'Remarks the inspector can pick in assignments of this type are listed here. Add the first with “New template remark”.',
    loadError: 'The template remarks could not be loaded.',
    titleField: 'Heading',
    text: 'Text',
    category: 'Category',
    createTitle: 'New template remark',
    editTitle: 'Edit template remark',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    deleteTitle: 'Delete the template remark?',
    deleteBody: '“{{name}}” will be deleted for good. Assignments that already used it are not affected.',
  },
};

export const useLookupsTexts = defineFeatureTranslation('lookups', { sv, en });
export const lookupsTexts = { sv, en };
