// The inspections module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { inspectionsModule } from './inspections.module.ts';
export {
  AssignmentSetups,
  registerAssignmentSetup,
  type AssignmentSetup,
  type PreparedAssignmentSetup,
} from './assignment-setup.ts';
export {
  createInspection,
  getFormChoices,
  inspectionFileStore,
  requireInspection,
} from './inspection.service.ts';
export {
  CUSTOMER_REMINDER_JOB,
  claimCustomerReminder,
  type CustomerReminderJob,
} from './customer-reminder.ts';
export { linkCreatedInspections } from './inspection-links.service.ts';
export {
  findInspectionForPartner,
  inspectionExists,
  inspectionFileOf,
  inspectionHeadlines,
  inspectionNumberOf,
  setInspectionDescriptionForPartner,
} from './inspection-for-other-modules.repo.ts';
export { inspectorMembers } from './inspection-metadata.repo.ts';
export { type AttributeUse, attributeUses, inspectionsInProgress } from './inspection-set-up.repo.ts';
export { createProjectInspection } from './project-inspection.service.ts';
export { moveStatusForward, type AutomaticStep } from './inspection-status-flow.service.ts';
export {
  inspectionFewMatchesQuery,
  inspectionSearchQueries,
  inspectionWindowQuery,
  searchInspections,
  textMatch,
} from './inspection-search.repo.ts';
