import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { companyBody, personBody } from './contact-test-helpers.ts';

// A second contact with a number another already carries is allowed (a person and their sole
// trader's firm share one), but the form warns with a link to the existing one first.

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let firm: { id: string };
let otherFirm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  owner = await buildUser(app);
  viewer = await buildUser(app);
  stranger = await buildUser(app);
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, stranger);
});

const duplicates = (query: { number: string; except?: string }, user = owner, tenant = firm.id) =>
  as(user).send(contactEndpoints.duplicates, { params: { tenant }, query });
const create = (body: ReturnType<typeof personBody>, user = owner, tenant = firm.id) =>
  as(user).ok(contactEndpoints.create, { params: { tenant }, body });

describe('duplicate identity numbers', () => {
  it('names the contacts that already carry a number, in any spelling, but the one being edited', async () => {
    const asa = await create(personBody());
    const firmOfAsa = await create(companyBody({ companyName: 'Åsas Bygg', number: '198112189876' }));
    const other = await create(companyBody({ number: '556036-0793' }));
    await create(personBody({ firstName: 'Främling' }), stranger, otherFirm.id);

    const found = await duplicates({ number: '811218-9876' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      items: [
        { id: asa.id, name: 'Åsa Maria Öberg', number: '19811218-9876' },
        { id: firmOfAsa.id, name: 'Åsas Bygg', number: '19811218-9876' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
      total: 2,
    });
    const editing = await duplicates({ number: '19811218-9876', except: asa.id });
    expect(editing.json().items).toEqual([{ id: firmOfAsa.id, name: 'Åsas Bygg', number: '19811218-9876' }]);
    expect((await duplicates({ number: '5560360793' })).json().items).toEqual([
      { id: other.id, name: 'Tegsbackens Bygg AB', number: '556036-0793' },
    ]);
  });

  it('finds nothing for a number no one has, or one that is not valid', async () => {
    expect((await duplicates({ number: '121212-1212' })).json()).toEqual({ items: [], total: 0 });
    expect((await duplicates({ number: '123' })).json()).toEqual({ items: [], total: 0 });
  });

  it('never names another firm’s contacts, answers readers, and refuses bad input', async () => {
    const foreign = await duplicates({ number: '811218-9876' }, stranger, otherFirm.id);
    expect(foreign.json().items.map((item: { name: string }) => item.name)).toEqual(['Främling Maria Öberg']);
    expect((await duplicates({ number: '811218-9876' }, viewer)).statusCode).toBe(200);
    const bad = await duplicates({ number: '811218-9876', except: 'inte-ett-id' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('except');
  });
});
