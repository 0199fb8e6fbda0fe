import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '@syna/contracts/roles';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms();

/** The old user role's patterns, as migration 0034 left them (e-mail appended at the end). */
const OLD_USER = [
  'inspections.*',
  'projects.*',
  'contacts.*',
  'orders.*',
  'calendar.*',
  'documents.read',
  'email.*',
];

const owner = (text: string, values: unknown[] = []) => world.app.database.ownerSql(text, values);
const patternsOf = async (tenant: string, name: string) =>
  (await owner('SELECT permissions FROM roles WHERE tenant_id = $1 AND name = $2', [tenant, name])).rows.map(
    (row) => row.permissions,
  );

/**
 * Runs migration 0063 again over firms set back to how it finds them, and after it 0075, which
 * gives the office role the accounting permissions a new firm's has.
 */
async function migrate() {
  for (const migration of ['0063_role_defaults.sql', '0075_accounting_features.sql']) {
    const script = await readFile(new URL(`../../../migrations/${migration}`, import.meta.url), 'utf8');
    for (const statement of script.split(/;\s*\n/).filter((part) => part.replace(/--.*$/gm, '').trim()))
      await owner(statement);
  }
}

describe('migration 0063: the built-in roles of existing firms', () => {
  it('gives the new user defaults only where the old ones stand, and adds the office role where missing', async () => {
    const fresh = world.firm.id;
    const changed = world.otherFirm.id;
    await owner("DELETE FROM roles WHERE name = 'office'");
    await owner("UPDATE roles SET permissions = $1 WHERE name = 'user' AND tenant_id = $2", [
      OLD_USER,
      fresh,
    ]);
    const own = [...OLD_USER, 'documents.write'];
    await owner("UPDATE roles SET permissions = $1 WHERE name = 'user' AND tenant_id = $2", [own, changed]);
    // A firm that made a role of that name itself keeps it, and gets no second one.
    await owner("INSERT INTO roles (tenant_id, name, permissions) VALUES ($1, 'Office', '{contacts.read}')", [
      changed,
    ]);

    await migrate();

    expect(await patternsOf(fresh, 'user')).toEqual([DEFAULT_ROLE_PERMISSIONS.user]);
    expect(await patternsOf(changed, 'user')).toEqual([own]);
    expect(await patternsOf(fresh, 'office')).toEqual([DEFAULT_ROLE_PERMISSIONS.office]);
    expect(await patternsOf(changed, 'office')).toEqual([]);
    expect(await patternsOf(changed, 'Office')).toEqual([['contacts.read']]);
  });
});
