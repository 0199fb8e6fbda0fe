// The forms module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { formsModule } from './forms.module.ts';
export { changeForm, createForm, formStandings, getForm, listFormsOfFirm } from './form.service.ts';
export type { FormStanding } from './form.repo.ts';
export { formOrderQuestions } from './order-questions.ts';
export { formFieldsForTemplates, inspectionFormsForDocuments } from './record-form.service.ts';
export { formsWithFields, type MissingRequiredField, requiredFieldsMissing } from './form-set-up.service.ts';
