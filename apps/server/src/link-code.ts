import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { issueLinkCodeByEmail } from './modules/identity-links/link-code-by-email.ts';
import { Database } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';

// `npm run link-code -- --email … --org …`: a link code for a member, issued by the operator, for
// a firm moving to another issuer (docs/IDENTITY-PROVIDER.md). Reads the same environment as the
// server.

const USAGE = 'npm run link-code -- --email anna@firma.se --org firma';

const { values } = parseArgs({ options: { email: { type: 'string' }, org: { type: 'string' } } });
if (!values.email || !values.org) {
  process.stderr.write(`--email and --org (the organisation's id) are required.\n\nUsage: ${USAGE}\n`);
  process.exit(2);
}

const database = await Database.open(loadConfig().database);
try {
  await migrate(database);
  const { code, expiresAt } = await issueLinkCodeByEmail(database, {
    email: values.email,
    organizationId: values.org,
  });
  process.stdout.write(
    [
      '',
      `  Link code for ${values.email} in ${values.org}, valid until ${expiresAt}:`,
      `    ${code}`,
      '  Shown only this once. The person signs in with the new issuer and enters it under',
      '  "Har du fått en kopplingskod?"; hand it over by another channel than e-mail.',
      '',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`${(error as Error).message}\n`);
} finally {
  await database.close();
}
