// The identity-links module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { identityLinksModule } from './identity-links.module.ts';
export { issueLinkCodeByEmail } from './link-code-by-email.ts';
