import { describe, expect, it } from 'vitest';
import { publicOrderSubmitSchema, type PublicOrderPage } from '@syna/contracts/public-orders';
import { problemFieldErrors } from '@/lib/forms/problem-field-errors';
import {
  formFieldOfProblem,
  placeProblems,
  orderFormValues,
  toOrderInput,
  typesKeptFor,
  type OrderFormValues,
} from './order-form';

const VILLA = '11111111-1111-4111-8111-111111111111';
const ENERGY = '22222222-2222-4222-8222-222222222222';
const RADON = '33333333-3333-4333-8333-333333333333';

const page: PublicOrderPage = {
  tenant: { id: 'besiktning-nord', name: 'Besiktning Nord', logo: null },
  orderTypes: [
    {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      name: 'Överlåtelsebesiktning',
      nameEn: null,
      description: null,
      inspectionTypes: [
        { id: VILLA, name: 'Villa', nameEn: null },
        { id: ENERGY, name: 'Energideklaration', nameEn: null },
      ],
      forms: [],
    },
    {
      id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      name: 'Radonmätning',
      nameEn: null,
      description: 'Mätning under två månader',
      inspectionTypes: [{ id: RADON, name: 'Radon', nameEn: null }],
      forms: [],
    },
  ],
  privacyPolicy: null,
  calendarEnabled: true,
  emailRequired: false,
  nextDate: '2030-05-06',
};

const noSlot = { date: null, time: null, hidden: false };

/** A form as a customer fills it in: a person ordering a villa inspection. */
function filledIn(): OrderFormValues {
  const values = orderFormValues(page, noSlot);
  return {
    ...values,
    orderTypeId: page.orderTypes[0]!.id,
    types: [VILLA],
    customer: {
      ...values.customer,
      firstName: 'Karin',
      lastName: 'Lund',
      number: '19811218-9876',
      email: 'karin@example.se',
    },
    object: { address: { address: 'Storgatan 1', postalCode: '90325', city: 'Umeå' } },
    estateNumber: 'Stöcke 5:12',
    privacyAccepted: true,
  };
}

describe('orderFormValues', () => {
  it('starts at the earliest date without a time', () => {
    const values = orderFormValues(page, noSlot);
    expect(values.preferredDate).toBe('2030-05-06');
    expect(values.preferredTime).toBe('');
    expect(values.orderTypeId).toBe('');
    expect(values.privacyAccepted).toBe(false);
  });

  it('takes the date and time of a slot picked in the calendar', () => {
    const values = orderFormValues(page, { date: '2030-05-08', time: '10:00', hidden: false });
    expect(values.preferredDate).toBe('2030-05-08');
    expect(values.preferredTime).toBe('10:00');
  });

  it('refuses a slot before the earliest date', () => {
    const values = orderFormValues(page, { date: '2030-05-01', time: '10:00', hidden: false });
    expect(values.preferredDate).toBe('2030-05-06');
    expect(values.preferredTime).toBe('');
  });

  it('chooses the only order type, and its only inspection type, for the customer', () => {
    const single = { ...page, orderTypes: [page.orderTypes[1]!] };
    const values = orderFormValues(single, noSlot);
    expect(values.orderTypeId).toBe(page.orderTypes[1]!.id);
    expect(values.types).toEqual([RADON]);
  });
});

describe('typesKeptFor', () => {
  it('keeps the chosen inspection types the new order type offers, and drops the others', () => {
    expect(typesKeptFor(page.orderTypes[0]!, [VILLA, RADON])).toEqual([VILLA]);
    expect(typesKeptFor(page.orderTypes[1]!, [VILLA])).toEqual([RADON]);
    expect(typesKeptFor(page.orderTypes[0]!, [RADON])).toEqual([]);
  });
});

describe('toOrderInput', () => {
  it('gives a body the contract accepts, with blanks as nulls and no unadded parties', () => {
    const values = filledIn();
    values.owner1 = { ...values.owner1, firstName: 'Inte', lastName: 'Tillagd' };
    const parsed = publicOrderSubmitSchema.safeParse(toOrderInput(values, []));
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({
      preferredDate: '2030-05-06',
      preferredTime: null,
      customer: { type: 'person', firstName: 'Karin', number: '19811218-9876', phone: null },
      owner1: null,
      owner2: null,
      broker: null,
      estateLocation: null,
      message: null,
      website: '',
    });
  });

  it('sends an added seller and estate agent, but not an added one left blank', () => {
    const values = filledIn();
    values.added = { owner1: true, owner2: true, broker: true };
    values.owner1 = { ...values.owner1, firstName: 'Sven', lastName: 'Säljare' };
    values.broker = { ...values.broker, companyName: 'Mäklarhuset', phone: '090-123456' };
    const input = toOrderInput(values, []);
    expect(input.owner1).toMatchObject({ type: 'person', firstName: 'Sven', lastName: 'Säljare' });
    expect(input.owner2).toBeNull();
    expect(input.broker).toMatchObject({ type: 'company', companyName: 'Mäklarhuset' });
    expect(publicOrderSubmitSchema.safeParse(input).success).toBe(true);
  });

  it('sends a company customer with its organisation number and without person names', () => {
    const values = filledIn();
    values.customer = {
      ...values.customer,
      type: 'company',
      companyName: 'Fastighets AB',
      number: '556036-0793',
    };
    const parsed = publicOrderSubmitSchema.parse(toOrderInput(values, []));
    expect(parsed.customer).toMatchObject({ type: 'company', companyName: 'Fastighets AB', firstName: null });
  });

  it('lets the contract name what is missing in an empty form, each on a field of the form', () => {
    const parsed = publicOrderSubmitSchema.safeParse(toOrderInput(orderFormValues(page, noSlot), []));
    const paths = (parsed.error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'orderTypeId',
        'types',
        'customer.firstName',
        'customer.lastName',
        'customer.email',
        'object.address.address',
        'object.address.postalCode',
        'object.address.city',
        'privacyAccepted',
      ]),
    );
    for (const path of paths) expect(formFieldOfProblem(path), path).toBe(path);
  });
});

describe('formFieldOfProblem', () => {
  it('puts the server’s field errors on the form’s fields', () => {
    const errors = problemFieldErrors({
      'body.customer.number': ['Ogiltigt personnummer'],
      'body.types.1': ['Besiktningen ingår inte i beställningen'],
      'body.owner2.email': ['Ogiltig e-postadress'],
      'body.object.address.postalCode': ['Ogiltigt postnummer'],
      'body.preferredDate': ['Tidigaste möjliga datum är 2030-05-06'],
    });
    expect(errors.map(({ field }) => formFieldOfProblem(field))).toEqual([
      'customer.number',
      'types',
      'owner2.email',
      'object.address.postalCode',
      'preferredDate',
    ]);
  });

  it('shows an error about a whole party at its type switch, and about the object at its street', () => {
    expect(formFieldOfProblem('customer')).toBe('customer.type');
    expect(formFieldOfProblem('broker')).toBe('broker.type');
    expect(formFieldOfProblem('object.address')).toBe('object.address.address');
  });

  it('has no field for what the form does not show', () => {
    expect(formFieldOfProblem('website')).toBeNull();
    expect(formFieldOfProblem('customer.address.postalCode')).toBeNull();
    expect(formFieldOfProblem('')).toBeNull();
  });
});

describe('placeProblems', () => {
  it('puts the first field of the form first, one message per field, and keeps the rest apart', () => {
    const placed = placeProblems([
      { field: 'estateNumber', message: 'Ange fastighetsbeteckning som t.ex. Stöcke 5:12' },
      { field: 'types.0', message: 'Besiktningen ingår inte' },
      { field: 'types.1', message: 'Besiktningen ingår inte' },
      { field: 'website', message: 'Högst 500 tecken' },
      { field: 'customer.number', message: 'Ogiltigt personnummer' },
    ]);
    expect(placed.onFields).toEqual([
      { field: 'types', message: 'Besiktningen ingår inte' },
      { field: 'customer.number', message: 'Ogiltigt personnummer' },
      { field: 'estateNumber', message: 'Ange fastighetsbeteckning som t.ex. Stöcke 5:12' },
    ]);
    expect(placed.elsewhere).toEqual(['Högst 500 tecken']);
  });
});
