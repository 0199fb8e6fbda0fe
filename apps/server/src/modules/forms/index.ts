// The forms module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { formsModule } from './forms.module.ts';
export { getForm } from './form.service.ts';
export { formFieldsForTemplates, inspectionFormsForDocuments } from './record-form.service.ts';
