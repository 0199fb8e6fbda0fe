import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `lookups`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
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
        'The steps an assignment goes through, in the order shown. Each status belongs to a step, which decides when the assignment changes status by itself. A status that closes the assignment takes it off the list of active assignments.',
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
    remarkGrade: {
      plural: 'Remark grades',
      singular: 'Remark grade',
      intro:
        'The scale remarks are graded on, from the mildest to the gravest. Remarks of a serious grade are summed up first in the report.',
      create: 'New remark grade',
      emptyTitle: 'No remark grades yet',
      emptyBody:
        'The scale remarks are graded on, with colour and order, is listed here. Add the first with “New remark grade”.',
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
    defaultDuration: 'Usual duration (minutes)',
    defaultDurationHelp: 'The calendar draws a booking without an end time this long.',
    name: 'Name',
    nameEn: 'English name (optional)',
    nameEnHelp: 'Shown to users who read Syna in English. Without it, they see the name above.',
    description: 'Description',
    color: 'Colour',
    final: 'Closes the assignment',
    finalHelp: 'An assignment with this status is done and leaves the list of active assignments',
    category: 'Step',
    categoryHelp:
      'What the status means. The assignment becomes Booked when inspector and date are set, and Reported when the report is issued.',
    serious: 'Serious',
    seriousHelp:
      'Remarks of this grade are summed up under “Serious defects and risks” on the first page of the report',
    insurable: 'Hidden-defect insurance can be requested',
    insurableHelp:
      'Once an assignment of this type is performed and its report issued, the seller’s hidden-defect insurance can be requested from the assignment',
    preview: 'Preview',
  },
  statusMoves: {
    title: 'Automatic status changes',
    intro:
      'Syna can move an assignment to the first status of the next step by itself when something happens. It only moves forward, so a later status set by hand stays.',
    booked: 'Inspector and date set → Booked',
    bookedHelp: 'A new assignment that gets both an inspector and a date becomes Booked.',
    reported: 'Report issued → Reported',
    reportedHelp: 'When its report is issued, the assignment becomes Reported.',
    invoiced: 'Invoiced → Invoiced',
    invoicedHelp: 'When the assignment is recorded as invoiced, it becomes Invoiced.',
    saved: 'The automatic status changes are saved',
    loadError: 'The settings could not be loaded.',
  },
  categories: {
    new: 'New',
    booked: 'Booked',
    performed: 'Performed',
    reported: 'Reported',
    invoiced: 'Invoiced',
    cancelled: 'Cancelled',
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
    final: 'Closes the assignment',
    category: 'Step: {{step}}',
    serious: 'Serious',
    insurable: 'Hidden-defect insurance',
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
