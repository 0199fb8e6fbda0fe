import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/database.ts';
import { createTestApp } from '../../test/support/test-app.ts';
import { deleteExpiredRecords, loadCookieKeys, recordAdapter } from './issuer-records.ts';
import { useWorld } from '../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  return { app };
});

describe('issuer records adapter', () => {
  it('stores, finds by id, uid and user code, consumes and destroys', async () => {
    const Adapter = recordAdapter(world.app.database);
    const sessions = new Adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await new Adapter('Interaction').find('s1')).toBeUndefined();

    const codes = new Adapter('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 60);
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g1' });
    await codes.consume('d1');
    expect((await codes.find('d1'))?.consumed).toBeGreaterThan(1_700_000_000);

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('treats expired records as missing and sweeps them', async () => {
    const Adapter = recordAdapter(world.app.database);
    const tokens = new Adapter('RefreshToken');
    await tokens.upsert('old', { grantId: 'g-old' }, -60);
    await tokens.upsert('live', { grantId: 'g-live' }, 60);
    expect(await tokens.find('old')).toBeUndefined();
    expect(await deleteExpiredRecords(world.app.database)).toBeGreaterThanOrEqual(1);
    const rows = await world.app.database.asSystem((tx) =>
      queryRows<{ id: string }>(tx, sql`SELECT id FROM idp_records WHERE id IN ('old', 'live')`),
    );
    expect(rows.map((row) => row.id)).toEqual(['live']);
  });

  it('revokes every token of a grant, and only those', async () => {
    const Adapter = recordAdapter(world.app.database);
    const accessTokens = new Adapter('AccessToken');
    const refreshTokens = new Adapter('RefreshToken');
    const grants = new Adapter('Grant');
    await grants.upsert('g2', { accountId: 'a', grantId: 'g2' }, 60);
    await accessTokens.upsert('at', { grantId: 'g2' }, 60);
    await refreshTokens.upsert('rt', { grantId: 'g2' }, 60);
    await refreshTokens.upsert('other', { grantId: 'g3' }, 60);
    await accessTokens.revokeByGrantId('g2');
    expect(await accessTokens.find('at')).toBeUndefined();
    expect(await refreshTokens.find('rt')).toBeUndefined();
    expect(await refreshTokens.find('other')).toBeDefined();
    // The grant itself is destroyed by the provider, not swept with its tokens.
    expect(await grants.find('g2')).toBeDefined();
  });

  it('keeps one set of cookie keys for every server on the database', async () => {
    const [first, second] = await Promise.all([
      loadCookieKeys(world.app.database),
      loadCookieKeys(world.app.database),
    ]);
    expect(first).toEqual(second);
    expect(first[0]).toMatch(/^[\w-]{43}$/);
  });
});
