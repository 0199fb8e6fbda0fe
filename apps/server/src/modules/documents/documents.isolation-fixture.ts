import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { callerFactory } from '../../../test/support/api-client.ts';
import { docxFile, paragraph } from '../../../test/support/docx-files.ts';

/** Seeds firm A of the tenant-isolation walk with a document template named and filled with the secret. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  await callerFactory(app)(owner).ok(
    documentTemplateEndpoints.create,
    { params: { tenant: firm.id }, body: { name: `Mall ${secret}` } },
    [
      {
        name: `${secret}.docx`,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: docxFile({ paragraphs: [paragraph(`${secret} {assignment.number}`)] }),
      },
    ],
  );
};
