import { parseArgs } from 'node:util';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { loadConfig } from './config.ts';
import { createFirstOwner } from './modules/seed/index.ts';
import { runOperatorCommand } from './operator-command.ts';

// `npm run first-owner -- --email … --name … --org …`: the first administrator of a production
// install on the embedded issuer, which seeds no demo. Reads the same environment as the server.

const USAGE =
  'npm run first-owner -- --email anna@firma.se --name "Anna Berg" --org "Firma AB" [--org-id firma]';

/** An organisation id (lower-case letters, digits and dashes) from its name: "Ängby Besiktning AB" is angby-besiktning-ab. */
function organizationIdFrom(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\nUsage: ${USAGE}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    org: { type: 'string' },
    'org-id': { type: 'string' },
  },
});
const { email, org } = values;
const [givenName, ...familyNames] = (values.name ?? '').trim().split(/\s+/);
if (!email || !org || !givenName || familyNames.length === 0) {
  fail('--email, --name (given and family name) and --org are required.');
}
const config = loadConfig();
if (config.oidc.kind !== 'embedded') {
  fail('OIDC_ISSUER is set: sign in through that issuer and create the organisation in the staff app.');
}

await runOperatorCommand(config.database, async (database) => {
  const owner = await createFirstOwner(database, {
    email,
    givenName,
    familyName: familyNames.join(' '),
    organization: { id: values['org-id'] ?? organizationIdFrom(org), name: org },
  });
  return [
    `${org} (${owner.tenantId}) is created; its owner signs in at ${config.publicUrl}${STAFF_APP_BASE_PATH}`,
    `  e-mail:   ${owner.email}`,
    `  password: ${owner.password}`,
    'The password is shown only this once: hand it over in person or through a password manager.',
  ];
});
