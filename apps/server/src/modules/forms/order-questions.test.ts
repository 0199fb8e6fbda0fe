import { beforeAll, describe, expect, it } from 'vitest';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import type { FormFieldInput } from '@syna/contracts/form-fields';
import type { FormCreateInput } from '@syna/contracts/forms';
import { BUILDING_YEAR, HEATING, uniqueFormKey } from '../../../test/support/form-factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import {
  countRows,
  orderBody,
  placeOrder,
  postOrderType,
  submitOrder,
} from '../../../test/support/order-factories.ts';

// The questions an order type asks the customer on the public order page: the firm's ORDER
// input forms, answered with the order, checked by their definitions and kept as its values.

const world = useOrderWorld();

const ACCESS: FormFieldInput = {
  key: 'tilltrade',
  label: { sv: 'Tillträdesdag', en: 'Date of access' },
  type: 'DATE',
};

let buying: { id: string };
let selling: { id: string };
let questions: { id: string };
let everyType: { id: string };

const createForm = (tenant: string, overrides: Partial<FormCreateInput>) =>
  world.as(tenant === world.firm.id ? world.owner : world.stranger).ok(formEndpoints.create, {
    params: { tenant },
    body: {
      key: uniqueFormKey('order'),
      name: { sv: 'Om köpet' },
      scope: 'ORDER',
      fields: [BUILDING_YEAR, HEATING],
      ...overrides,
    },
  });

beforeAll(async () => {
  buying = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    name: 'Köpa hus',
    inspectionTypeIds: [world.villa.id],
  });
  selling = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    name: 'Sälja hus',
    inspectionTypeIds: [world.villa.id],
  });
  questions = await createForm(world.firm.id, { name: { sv: 'Om köpet' }, orderTypeIds: [buying.id] });
  everyType = await createForm(world.firm.id, { name: { sv: 'Tillträde' }, fields: [ACCESS] });
  // Neither an archived form, another scope's, nor another firm's is ever asked.
  await createForm(world.firm.id, { name: { sv: 'Gammalt formulär' }, archived: true });
  await createForm(world.firm.id, { name: { sv: 'Fastighet' }, scope: 'INSPECTION' });
  await createForm(world.otherFirm.id, { name: { sv: 'Annan firmas' } });
});

const order = (orderTypeId: string, answers?: Record<string, Record<string, unknown>>) =>
  orderBody(
    { orderTypeId, types: [world.villa.id], preferredDate: world.nextDate },
    answers ? { answers } : {},
  );

describe('the order page’s questions', () => {
  it('shows each order type the forms in use that apply to it, with their fields', async () => {
    const page = await world
      .as(null)
      .ok(publicOrderEndpoints.page, { params: { tenant: world.firm.id }, query: {} });
    const asked = Object.fromEntries(
      page.orderTypes.map((type) => [type.name, type.forms.map((form) => form.name.sv)]),
    );
    expect(asked).toEqual({ 'Köpa hus': ['Om köpet', 'Tillträde'], 'Sälja hus': ['Tillträde'] });
    const buyingForms = page.orderTypes.find((type) => type.id === buying.id)!.forms;
    expect(buyingForms[0]).toMatchObject({
      id: questions.id,
      fields: [
        { key: 'byggnadsar', type: 'INTEGER', required: true, label: { sv: 'Byggnadsår', en: 'Year built' } },
        { key: 'uppvarmning', type: 'SINGLE', choices: [{ key: 'fjarrvarme' }, { key: 'bergvarme' }] },
      ],
    });
  });

  it('keeps the customer’s answers as the order’s values, for the office to read', async () => {
    const placed = await placeOrder(
      world.app,
      world.firm.id,
      order(buying.id, {
        [questions.id]: { byggnadsar: 1974, uppvarmning: 'bergvarme' },
        [everyType.id]: { tilltrade: '2027-03-01' },
      }),
    );
    const forms = await world.as(world.owner).ok(recordFormEndpoints.orderForms, {
      params: { tenant: world.firm.id, id: placed.id },
    });
    const stored = Object.fromEntries(forms.items.map((item) => [item.form.name.sv, item.stored]));
    expect(stored['Om köpet']).toMatchObject({
      values: { byggnadsar: 1974, uppvarmning: 'bergvarme' },
      updatedBy: null,
    });
    expect(stored['Tillträde']).toMatchObject({ values: { tilltrade: '2027-03-01' } });
  });

  it('takes an order whose type asks nothing required without answers', async () => {
    const response = await submitOrder(world.app, world.firm.id, order(selling.id));
    expect(response.statusCode).toBe(201);
  });

  it('refuses unanswered required fields, wrong answers and foreign forms, and keeps nothing', async () => {
    const ordersBefore = await countRows(world.app, world.firm.id, 'orders');
    const valuesBefore = await countRows(world.app, world.firm.id, 'form_values');
    const cases = [
      {
        answers: { [questions.id]: { uppvarmning: 'fjarrvarme' } },
        field: `body.answers.${questions.id}.byggnadsar`,
      },
      {
        answers: { [questions.id]: { byggnadsar: 1974, uppvarmning: 'olja' } },
        field: `body.answers.${questions.id}.uppvarmning`,
      },
      {
        answers: { [questions.id]: { byggnadsar: 1974 }, [everyType.id]: { tilltrade: 'i vår' } },
        field: `body.answers.${everyType.id}.tilltrade`,
      },
      {
        answers: { [questions.id]: { byggnadsar: 1974, hemligt: 'x' } },
        field: `body.answers.${questions.id}.hemligt`,
      },
    ];
    for (const { answers, field } of cases) {
      const response = await submitOrder(world.app, world.firm.id, order(buying.id, answers));
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(response.json())).toContain(field);
    }
    // The buying form is not asked by the selling type: answering it there is refused.
    const misplaced = await submitOrder(
      world.app,
      world.firm.id,
      order(selling.id, { [questions.id]: { byggnadsar: 1974 } }),
    );
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().errors).toHaveProperty([`body.answers.${questions.id}`]);
    expect(await countRows(world.app, world.firm.id, 'orders')).toBe(ordersBefore);
    expect(await countRows(world.app, world.firm.id, 'form_values')).toBe(valuesBefore);
  });

  it('refuses answers to more forms than an order may carry', async () => {
    const answers = Object.fromEntries(
      Array.from({ length: 21 }, (_, index) => [
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        {},
      ]),
    );
    const response = await submitOrder(world.app, world.firm.id, order(selling.id, answers));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain('body.answers');
  });
});
