import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import {
  formTransferEndpoints,
  metadataTransferEndpoints,
} from '@syna/contracts/endpoints/metadata-transfer';
import { METADATA_FILE_FORMAT, METADATA_FILE_VERSION } from '@syna/contracts/metadata-transfer';
import { callerFactory } from '../../../test/support/api-client.ts';

/**
 * Firm A's previews of two uploaded files of the set-up for the tenant-isolation walk, the secret
 * in their names, the firm's name and their items' keys: one of the whole set-up and one of the
 * forms' own import.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const file = {
    format: METADATA_FILE_FORMAT,
    version: METADATA_FILE_VERSION,
    exported: new Date().toISOString(),
    firm: `Firma ${secret}`,
    groups: {
      contactRoles: [{ name: `Roll ${secret}` }],
      forms: [{ key: 'hemlig_import', name: { sv: `Formulär ${secret}` }, scope: 'INSPECTION' }],
    },
  };
  const bytes = Buffer.from(JSON.stringify(file));
  const type = 'application/json';
  await asOwner.ok(metadataTransferEndpoints.upload, { params: { tenant: firm.id } }, [
    { name: `${secret}.json`, type, bytes },
  ]);
  await asOwner.ok(formTransferEndpoints.importForms, { params: { tenant: firm.id } }, [
    { name: `formular-${secret}.json`, type, bytes },
  ]);
};
