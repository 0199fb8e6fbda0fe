import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { AppConfig } from './config.ts';
import { DEMO_PEOPLE } from './modules/seed/index.ts';

/**
 * What the server prints once it listens, for the person who started it: where the app and the
 * API documentation are, and who can sign in (the demo's people where the demo was asked for,
 * else how to create the first owner of an empty install). Printed whatever the log level, since
 * starting tools wait for its first line; requests are logged at debug level, so it is not buried.
 */
export function startBanner(config: AppConfig, emptyInstall: boolean): string {
  const lines = ['', `  Syna is running: ${config.publicUrl}${STAFF_APP_BASE_PATH}`];
  if (config.apiDocs) lines.push(`  API documentation: ${config.publicUrl}/docs`);
  // The demo's passwords are printed only where the demo was asked for (they are in the README).
  if (config.seedDemo && config.oidc.kind === 'embedded') {
    lines.push('  Demo sign-ins (built-in issuer):');
    for (const person of DEMO_PEOPLE)
      lines.push(`    ${person.key.padEnd(6)} ${person.email.padEnd(24)} ${person.password}`);
  } else if (config.oidc.kind === 'embedded' && emptyInstall) {
    lines.push('  Nobody can sign in yet: create the first owner (README, "Running in production") with');
    lines.push('    npm run first-owner -- --email … --name "…" --org "…"');
  }
  return `${lines.join('\n')}\n\n`;
}
