// The documents module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { documentsModule } from './documents.module.ts';
export {
  findDocumentTemplate,
  findTemplateFile,
  findTemplateNumberFields,
} from './document-template.repo.ts';
