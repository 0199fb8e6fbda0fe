import type { MessageGroup } from './message.ts';

/**
 * The lookups (inspection types, statuses, contact roles, branches, project types, order types,
 * remark grades).
 * Their messages name the kind of lookup and what uses it: those words are the phrases below.
 */
export const lookupMessages = {
  lookupMissing: { sv: '{kind} finns inte', en: '{kind} does not exist' },
  nameTaken: {
    sv: 'Det finns redan en {noun} med namnet {name}',
    en: 'Another {noun} is already named {name}',
  },
  lookupInUse: {
    sv: '{kind} används av {usages} och kan inte tas bort. Arkivera den i stället.',
    en: '{kind} is used by {usages} and cannot be deleted. Archive it instead.',
  },
  unknownInOrder: { sv: 'Ordningen innehåller okända poster', en: 'The sort order contains unknown items' },
} as const satisfies MessageGroup;

/**
 * Words that messages are built from, never sent on their own: the lookups' names (definite as a
 * sentence starts, and as a noun), counts of what uses something ("3 uppdrag"; the singular is
 * its own entry, so that English can say "1 assignment"), and how an order was handled.
 */
export const phrases = {
  inspectionTypeDefinite: { sv: 'Besiktningstypen', en: 'The inspection type' },
  statusDefinite: { sv: 'Statusen', en: 'The status' },
  contactRoleDefinite: { sv: 'Kontaktrollen', en: 'The contact role' },
  branchDefinite: { sv: 'Inriktningen', en: 'The branch' },
  projectTypeDefinite: { sv: 'Projekttypen', en: 'The project type' },
  orderTypeDefinite: { sv: 'Beställningstypen', en: 'The order type' },
  remarkGradeDefinite: { sv: 'Allvarlighetsgraden', en: 'The grade' },
  inspectionType: { sv: 'besiktningstyp', en: 'inspection type' },
  status: { sv: 'status', en: 'status' },
  contactRole: { sv: 'kontaktroll', en: 'contact role' },
  branch: { sv: 'inriktning', en: 'branch' },
  projectType: { sv: 'projekttyp', en: 'project type' },
  orderType: { sv: 'beställningstyp', en: 'order type' },
  remarkGrade: { sv: 'allvarlighetsgrad', en: 'grade' },
  oneAssignment: { sv: '1 uppdrag', en: '1 assignment' },
  assignments: { sv: '{count} uppdrag', en: '{count} assignments' },
  oneProject: { sv: '1 projekt', en: '1 project' },
  projects: { sv: '{count} projekt', en: '{count} projects' },
  oneBranch: { sv: '1 inriktning', en: '1 branch' },
  branches: { sv: '{count} inriktningar', en: '{count} branches' },
  oneTemplateRemark: { sv: '1 mallanmärkning', en: '1 template remark' },
  templateRemarks: { sv: '{count} mallanmärkningar', en: '{count} template remarks' },
  oneOrderType: { sv: '1 beställningstyp', en: '1 order type' },
  orderTypes: { sv: '{count} beställningstyper', en: '{count} order types' },
  oneForm: { sv: '1 formulär', en: '1 form' },
  forms: { sv: '{count} formulär', en: '{count} forms' },
  oneBlueprint: { sv: '1 uppdragsmall', en: '1 inspection blueprint' },
  blueprints: { sv: '{count} uppdragsmallar', en: '{count} inspection blueprints' },
  oneRemark: { sv: '1 anmärkning', en: '1 remark' },
  remarks: { sv: '{count} anmärkningar', en: '{count} remarks' },
  oneOrder: { sv: '1 beställning', en: '1 order' },
  orders: { sv: '{count} beställningar', en: '{count} orders' },
  orderRejected: { sv: 'den är avböjd', en: 'it was declined' },
  orderAccepted: { sv: 'den är accepterad', en: 'it was accepted' },
  orderBecameAssignment: { sv: 'uppdrag {number}', en: 'assignment {number}' },
} as const satisfies MessageGroup;
