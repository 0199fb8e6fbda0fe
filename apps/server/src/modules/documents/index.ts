// The documents module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { documentsModule } from './documents.module.ts';
export { checkDocxPackage } from './docx-package.ts';
export { DocxRefused } from './docx-refused.ts';
export { OutputLimitExceeded, openTemplate, unknownFields } from './docx-template.ts';
export {
  findDocumentTemplate,
  findTemplateFile,
  findTemplateNumberFields,
} from './document-template.repo.ts';
