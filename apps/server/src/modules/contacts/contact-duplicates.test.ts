import { describe, expect, it } from 'vitest';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { companyBody, personBody } from '../../../test/support/contact-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms();

const duplicates = (query: { number: string; except?: string }, user = world.owner, tenant = world.firm.id) =>
  world.as(user).send(contactEndpoints.duplicates, { params: { tenant }, query });
const create = (body: ReturnType<typeof personBody>, user = world.owner, tenant = world.firm.id) =>
  world.as(user).ok(contactEndpoints.create, { params: { tenant }, body });

describe('duplicate identity numbers', () => {
  it('names the contacts that already carry a number, in any spelling, but the one being edited', async () => {
    const asa = await create(personBody());
    const firmOfAsa = await create(companyBody({ companyName: 'Åsas Bygg', number: '198112189876' }));
    const other = await create(companyBody({ number: '556036-0793' }));
    await create(personBody({ firstName: 'Främling' }), world.outsider, world.otherFirm.id);

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
    const foreign = await duplicates({ number: '811218-9876' }, world.outsider, world.otherFirm.id);
    expect(foreign.json().items.map((item: { name: string }) => item.name)).toEqual(['Främling Maria Öberg']);
    expect((await duplicates({ number: '811218-9876' }, world.viewer)).statusCode).toBe(200);
    const bad = await duplicates({ number: '811218-9876', except: 'inte-ett-id' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('except');
  });
});
