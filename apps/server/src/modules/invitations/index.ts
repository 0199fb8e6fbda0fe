// The invitations module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { invitationsModule } from './invitations.module.ts';
export { invitationMail, networkTopic } from './invitation-mail.ts';
