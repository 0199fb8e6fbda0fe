import { sql } from 'drizzle-orm';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { recordingFile, silentWav } from '../../../test/support/speech-audio.ts';

/**
 * Firm A's dictated recording for the tenant-isolation walk: uploaded through the API (a second of
 * silence; the walk's app has no engine), its transcript then given the secret as a job would.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const recording = await callerFactory(app)(owner).ok(
    speechEndpoints.upload,
    { params: { tenant: firm.id }, body: {} },
    [recordingFile(silentWav(1), `${secret}.wav`)],
  );
  await app.database.withTenant({ tenantId: firm.id, userId: null }, (tx) =>
    queryRows(
      tx,
      sql`UPDATE speech_recordings SET state = 'done', error = NULL, transcript = ${secret}
          WHERE id = ${recording.id}`,
    ),
  );
};
