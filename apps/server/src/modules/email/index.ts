// The email module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { emailModule } from './email.module.ts';
export { customerMailer } from './customer-mail.service.ts';
export { createEmailTemplate } from './email-template.service.ts';
export { outboxPageStatements } from './mail-message.repo.ts';
