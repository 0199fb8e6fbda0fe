import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { buildInspectionType } from './support/inspection-factories.ts';
import { countRows, nextDateOf, orderBody, postOrderType, submitOrder } from './support/order-factories.ts';
import { personBody, storedContacts } from './support/contact-factories.ts';
import { useWorld } from './support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app);
  const firm = await buildTenant(app, owner);
  const villa = await buildInspectionType(app, firm.id);
  const buying = await postOrderType(app, firm.id, owner.auth, { inspectionTypeIds: [villa.id] });
  const order = orderBody({
    orderTypeId: buying.id,
    types: [villa.id],
    preferredDate: await nextDateOf(app, firm.id),
  });
  return { app, owner, firm, order };
});

/** Every string in `value` with its dotted path. */
function stringLeaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, `${path}.${key}`));
}

/** `value` with the string at `path` (below `root`) replaced. */
function withString(value: unknown, root: string, path: string, replacement: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.slice(root.length + 1).split('.');
  let parent: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[keys.at(-1)!] = replacement;
  return copy;
}

const nulProblem = (field: string) => ({
  status: 400,
  detail: 'Begäran innehåller ett otillåtet tecken (NUL)',
  errors: { [field]: ['Texten innehåller ett otillåtet tecken (NUL)'] },
});

describe('a NUL byte in a request', () => {
  it('is refused with 400 in every text field of the public order form, and no order is stored', async () => {
    const fields = stringLeaves(world.order, 'body');
    expect(fields.length).toBeGreaterThan(15);
    for (const [field, text] of fields) {
      const response = await submitOrder(
        world.app,
        world.firm.id,
        withString(world.order, 'body', field, `${text}\u0000x`),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject(nulProblem(field));
    }
    const inKey = await submitOrder(world.app, world.firm.id, { ...world.order, ['mess\u0000age']: 'x' });
    expect(inKey.json()).toMatchObject(nulProblem('body.mess\u0000age'));
    expect(await countRows(world.app, world.firm.id, 'orders')).toBe(0);
    // The same order without the byte is taken.
    expect((await submitOrder(world.app, world.firm.id, world.order)).statusCode).toBe(201);
  });

  it('is refused with 400 in a query and in a path parameter', async () => {
    const calendar = await world.app.inject({
      method: 'GET',
      url: `/${world.firm.id}/v1/vb/public/calendar?from=2026-01-01%00&to=2026-01-02`,
    });
    expect(calendar.statusCode).toBe(400);
    expect(calendar.json()).toMatchObject(nulProblem('querystring.from'));
    const contact = await world.app.inject({
      method: 'GET',
      url: `/${world.firm.id}/v1/contact/ab%00cd`,
      headers: world.owner.auth,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject(nulProblem('params.id'));
  });

  it('is refused with 400 in a staff form, in English when asked, and nothing is written', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: `/${world.firm.id}/v1/contact`,
      headers: { ...world.owner.auth, 'accept-language': 'en' },
      payload: personBody({ firstName: 'Nils\u0000' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'The request contains a character that is not allowed (NUL)',
      errors: { 'body.firstName': ['The text contains a character that is not allowed (NUL)'] },
    });
    expect(await storedContacts(world.app, world.firm.id)).toEqual([]);
    const organisation = await world.app.inject({
      method: 'POST',
      url: '/v1/account/organizations',
      headers: world.owner.auth,
      payload: { id: 'nul-firman', name: 'Nul\u0000 AB' },
    });
    expect(organisation.json()).toMatchObject(nulProblem('body.name'));
    const accounts = await world.app.inject({
      method: 'GET',
      url: '/v1/account/user/accounts',
      headers: world.owner.auth,
    });
    expect(accounts.json().total).toBe(1);
  });
});
