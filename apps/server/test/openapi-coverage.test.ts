import { describe, expect, it } from 'vitest';
import { apiDocument } from './support/api-client.ts';
import { createTestApp } from './support/test-app.ts';
import { useWorld } from './support/test-world.ts';

// The calls of SPEC.md §7, section by section, as the server's paths: the spec writes a call
// relative to its service's base (`/admin/metadata` under `/{tenant}/v1/vb`, `/accounts/{id}` under
// `/{tenant}/v1/account`), and the account service names the organisation in the path where §7 does.
// A section is one line below; its calls must all be in the OpenAPI document.
const VB = '/{tenant}/v1/vb';
const ACCOUNT = '/{tenant}/v1/account';
const ORGANIZATION = '/v1/account/organizations/{tenant}';

const SPEC_SECTIONS: Record<string, string[]> = {
  'Profile and features': [
    `GET ${VB}/admin/profile`,
    `POST ${VB}/admin/profile`,
    `GET ${VB}/admin/profile/images`,
    `GET ${VB}/admin/profile/features`,
    `POST ${VB}/admin/profile/features`,
    `DELETE ${VB}/admin/profile/features/{id}`,
    `GET ${VB}/admin/features`,
    'GET /{tenant}/v1/billing/catalog',
  ],
  'Metadata and events': [`GET ${VB}/admin/metadata`, `POST ${VB}/admin/metadata`, `GET ${VB}/admin/events`],
  Network: [
    ...(['user', 'org'] as const).flatMap((kind) => [
      `GET ${VB}/admin/network/${kind}`,
      `PUT ${VB}/admin/network/${kind}/{id}`,
      `DELETE ${VB}/admin/network/${kind}/{id}`,
      `GET ${VB}/admin/network/${kind}/invitations`,
      `POST ${VB}/admin/network/${kind}/invitations`,
      `DELETE ${VB}/admin/network/${kind}/invitations/{id}`,
    ]),
    `GET ${VB}/network/user/invitations`,
    `POST ${VB}/network/user/invitations/{id}`,
    `DELETE ${VB}/network/user/invitations/{id}`,
    `GET ${VB}/network/user`,
    `GET ${VB}/network/org/invitations`,
    `POST ${VB}/network/org/invitations/{id}`,
    `DELETE ${VB}/network/org/invitations/{id}`,
  ],
  Exports: [
    `POST ${VB}/admin/inspections/{id}/export`,
    `POST ${VB}/admin/inspections/export`,
    `POST ${VB}/admin/order/export`,
    // The progress and the file of a list's export, which runs as a job.
    `GET ${VB}/admin/exports/{id}`,
    `GET ${VB}/admin/exports/{id}/file`,
  ],
  // §7 reads an import's preview as `GET /admin/import/metadata/{group}/{name?}/{path}`: here an
  // uploaded file is previewed whole, `POST …/import/metadata/files`, and read again by its id.
  'Import and export of metadata and remarks': [
    `GET ${VB}/admin/import/metadata/{file}`,
    `POST ${VB}/admin/import/metadata/files`,
    `POST ${VB}/admin/import/metadata`,
    `POST ${VB}/admin/import/metadata/{group}`,
    `POST ${VB}/admin/export/metadata`,
    `POST ${VB}/admin/export/metadata/{group}`,
    `GET ${VB}/admin/import/remarks/{file}`,
    `POST ${VB}/admin/import/remarks`,
    `POST ${VB}/admin/export/remarks`,
  ],
  Forms: [
    `GET ${VB}/admin/forms`,
    `POST ${VB}/admin/forms`,
    `GET ${VB}/admin/forms/{id}`,
    `PUT ${VB}/admin/forms/{id}`,
    `DELETE ${VB}/admin/forms/{id}`,
    `POST ${VB}/admin/forms/export`,
    `POST ${VB}/admin/forms/import`,
  ],
  // Of "Projects and inspections": the report's data.
  'Report data': [`GET ${VB}/admin/inspections/{id}/data`],
  Sequences: [
    'GET /{tenant}/v1/sequences',
    'GET /{tenant}/v1/sequences/{id}',
    'POST /{tenant}/v1/sequences',
    'POST /{tenant}/v1/sequences/{id}',
    'DELETE /{tenant}/v1/sequences/{id}',
    'PUT /{tenant}/v1/sequences/{id}/next',
    'GET /{tenant}/v1/sequences/{id}/peek',
  ],
  'E-mail': [
    'GET /{tenant}/v1/email/templates',
    'GET /{tenant}/v1/email/templates/{id}',
    'POST /{tenant}/v1/email/templates',
    'PUT /{tenant}/v1/email/templates/{id}',
    'DELETE /{tenant}/v1/email/templates/{id}',
    'POST /{tenant}/v1/email/templates/{id}',
    'POST /{tenant}/v1/email/messages',
  ],
  'Account service': [
    // Organisations, users and accounts
    'POST /v1/account/organizations',
    'GET /v1/account/user/accounts',
    `GET ${ACCOUNT}/user/organization/users`,
    `GET ${ORGANIZATION}/users/{id}`,
    `POST ${ACCOUNT}/accounts/{id}`,
    `DELETE ${ORGANIZATION}/users/{id}`,
    `GET ${ACCOUNT}/accounts`,
    `GET ${ACCOUNT}/user/organization/roles`,
    `GET ${ORGANIZATION}/users`,
    `GET ${ACCOUNT}/user/organization`,
    `POST ${ACCOUNT}/user/organization`,
    // Groups
    `GET ${ORGANIZATION}/groups`,
    `POST ${ORGANIZATION}/groups`,
    `PUT ${ORGANIZATION}/groups/{id}`,
    `DELETE ${ORGANIZATION}/groups/{id}`,
    `GET ${ORGANIZATION}/groups/{id}/members`,
    `POST ${ORGANIZATION}/groups/{id}`,
    `GET ${ACCOUNT}/user/groups`,
    `DELETE ${ACCOUNT}/user/groups/{id}`,
    // Invitations
    `GET ${ORGANIZATION}/invitations`,
    `DELETE ${ORGANIZATION}/invitations/{id}`,
    `POST ${ACCOUNT}/user/organization/invitations`,
    'GET /v1/account/user/organization/invitations',
    'POST /v1/account/user/organization/invitations/{id}',
    'DELETE /v1/account/user/organization/invitations/{id}',
    // Roles and permissions
    `POST ${ORGANIZATION}/roles`,
    `PUT ${ORGANIZATION}/roles/{id}`,
    `DELETE ${ORGANIZATION}/roles/{id}`,
    `GET ${ACCOUNT}/permissions/{target}`,
    `POST ${ACCOUNT}/permissions`,
  ],
};

const world = useWorld(async () => {
  const app = await createTestApp();
  const document = await apiDocument(app);
  return { app, document };
});

/** Every call of the document as `METHOD /path`. */
const documentedCalls = () =>
  new Set(
    Object.entries(world.document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );

describe('the OpenAPI document', () => {
  it.each(Object.entries(SPEC_SECTIONS))('lists every call of §7 “%s”', (_section, calls) => {
    const documented = documentedCalls();
    expect(calls.filter((call) => !documented.has(call))).toEqual([]);
  });
});
