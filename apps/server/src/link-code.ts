import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { issueLinkCodeByEmail } from './modules/identity-links/index.ts';
import { runOperatorCommand } from './operator-command.ts';

// `npm run link-code -- --email … --org …`: a link code for a member, issued by the operator, for
// a firm moving to another issuer (docs/IDENTITY-PROVIDER.md). Reads the same environment as the
// server.

const USAGE = 'npm run link-code -- --email anna@firma.se --org firma';

const { values } = parseArgs({ options: { email: { type: 'string' }, org: { type: 'string' } } });
const { email, org } = values;
if (!email || !org) {
  process.stderr.write(`--email and --org (the organisation's id) are required.\n\nUsage: ${USAGE}\n`);
  process.exit(2);
}

await runOperatorCommand(loadConfig().database, async (database) => {
  const { code, expiresAt } = await issueLinkCodeByEmail(database, { email, organizationId: org });
  return [
    `Link code for ${email} in ${org}, valid until ${expiresAt}:`,
    `  ${code}`,
    'Shown only this once. The person signs in with the new issuer and enters it under',
    '"Har du fått en kopplingskod?"; hand it over by another channel than e-mail.',
  ];
});
