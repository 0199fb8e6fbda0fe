import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  buildInspectionType,
  currentYear,
  buildNumberSequence,
  postInspection,
  readRows,
} from '../../../test/support/inspection-factories.ts';
import { yearlyNumber } from './inspection-number.service.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app);
  return { app, owner };
});
const year = currentYear();

async function firmWithType() {
  const firm = await buildTenant(world.app, world.owner);
  const type = await buildInspectionType(world.app, firm.id);
  const create = () => postInspection(world.app, firm.id, world.owner.auth, { typeId: type.id });
  return { firm, type, create };
}

describe('inspection numbers', () => {
  it('come from the tenant’s inspection number sequence when it keeps one', async () => {
    const { firm, create } = await firmWithType();
    const sequence = await buildNumberSequence(world.app, firm.id, {
      prefix: 'U-',
      nextValue: 7,
      padding: 5,
    });
    expect((await create()).number).toBe('U-00007');
    expect((await create()).number).toBe('U-00008');
    const [row] = await readRows<{ next_value: string }>(
      world.app,
      firm.id,
      sql`SELECT next_value::text FROM number_sequences WHERE id = ${sequence.id}`,
    );
    expect(row!.next_value).toBe('9');
  });

  it('skip numbers already taken', async () => {
    const { firm, create } = await firmWithType();
    await buildNumberSequence(world.app, firm.id, { nextValue: 1 });
    expect((await create()).number).toBe('1');
    await world.app.database.withTenant({ tenantId: firm.id }, (tx) =>
      tx.execute(sql`UPDATE number_sequences SET next_value = 1 WHERE tenant_id = ${firm.id}`),
    );
    expect((await create()).number).toBe('2');
  });

  it('run YYYY-NNNN within the year otherwise, after the highest number already stored', async () => {
    const { create } = await firmWithType();
    expect((await create()).number).toBe(yearlyNumber(year, 1));
    const other = await firmWithType();
    await world.app.database.withTenant({ tenantId: other.firm.id }, (tx) =>
      tx.execute(sql`INSERT INTO inspections (tenant_id, number, type_id)
                     VALUES (${other.firm.id}, ${yearlyNumber(year, 41)}, ${other.type.id})`),
    );
    expect((await other.create()).number).toBe(yearlyNumber(year, 42));
    expect((await create()).number).toBe(yearlyNumber(year, 2));
  });

  it('never repeat when many are created at once', async () => {
    const { create } = await firmWithType();
    const numbers = (await Promise.all(Array.from({ length: 12 }, create))).map(
      (inspection) => inspection.number,
    );
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => yearlyNumber(year, index + 1)),
    );
  });
});
