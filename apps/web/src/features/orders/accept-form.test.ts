import { describe, expect, it } from 'vitest';
import { orderUpdateSchema, type Order } from '@syna/contracts/orders';
import { acceptFormValues, toAcceptUpdate } from './accept-form';

const VILLA = '5f0b2a56-8d7e-4b0a-9a51-1d2c3e4f5a6b';
const RADON = '6a1c3b67-9e8f-4c1b-8b62-2e3d4f5a6b7c';
const INSPECTOR = '7b2d4c78-0f9a-4d2c-9c73-3f4e5a6b7c8d';

const order: Order = {
  id: 'o1',
  number: 'B2026-0042',
  status: 'new',
  source: 'web',
  orderType: { id: 't1', name: 'Överlåtelsebesiktning', nameEn: null },
  types: [
    { id: VILLA, name: 'Villa', nameEn: null },
    { id: RADON, name: 'Radon', nameEn: null },
  ],
  preferredDate: '2026-06-10',
  preferredTime: '10:00',
  customer: {
    type: 'person',
    companyName: null,
    firstName: 'Åsa',
    lastName: 'Öberg',
    email: 'asa@example.se',
    phone: null,
    address: null,
    number: null,
  },
  owner1: null,
  owner2: null,
  broker: null,
  object: {
    address: { address: 'Storgatan 1', postalCode: '903 25', city: 'Umeå', region: null, country: null },
    description: null,
  },
  estateLocation: null,
  estateNumber: null,
  message: null,
  inspector: null,
  created: '2026-05-04T08:00:00Z',
  decided: null,
  decidedBy: null,
  inspection: null,
  inspections: [],
  shares: [],
};

describe('accept form', () => {
  it('starts with every ordered type, no inspector unless booked, the customer’s date and time and no decisions', () => {
    expect(acceptFormValues(order)).toEqual({
      typeIds: [VILLA, RADON],
      inspectorId: '',
      bookedDate: '2026-06-10',
      bookedTime: '10:00',
      parties: {},
    });
  });

  it('starts with the inspector the booking was given', () => {
    const booked = { ...order, inspector: { id: INSPECTOR, name: 'Ingrid Inspektör' } };
    expect(acceptFormValues(booked).inspectorId).toBe(INSPECTOR);
  });

  it('sends the inspector and the decisions taken, and leaves uncorrected types and date out', () => {
    const body = toAcceptUpdate(order, {
      ...acceptFormValues(order),
      inspectorId: INSPECTOR,
      parties: { customer: 'update', broker: '' },
    });
    expect(body).toEqual({ inspectorId: INSPECTOR, parties: { customer: 'update' } });
    expect(orderUpdateSchema.parse(body)).toEqual(body);
  });

  it('sends the types kept in the order’s order, a corrected date, and a cleared time as null', () => {
    const body = toAcceptUpdate(order, {
      ...acceptFormValues(order),
      typeIds: [RADON],
      bookedDate: '2026-06-12',
      bookedTime: '',
    });
    expect(body).toEqual({
      inspectorId: null,
      types: [RADON],
      bookedDate: '2026-06-12',
      bookedTime: null,
    });
    expect(orderUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('is refused by the contract when the corrected time is not a time', () => {
    const body = toAcceptUpdate(order, { ...acceptFormValues(order), bookedTime: '25:00' });
    const result = orderUpdateSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['bookedTime']);
  });
});
