import { describe, expect, it } from 'vitest';
import { orderTypeCreateSchema, orderTypeUpdateSchema, type OrderType } from '@syna/contracts/orders';
import { orderTypeFormValues, toOrderTypeBody } from './order-type-form';

const VILLA = '5f0b2a56-8d7e-4b0a-9a51-1d2c3e4f5a6b';

const type: OrderType = {
  id: 't1',
  name: 'Överlåtelsebesiktning',
  nameEn: null,
  description: null,
  inspectionTypes: [{ id: VILLA, name: 'Villa', nameEn: null }],
  hidden: true,
  sortOrder: 0,
  archived: false,
};

describe('order type form', () => {
  it('fills the fields from a type, blanks for a new one', () => {
    expect(orderTypeFormValues(type)).toEqual({
      name: 'Överlåtelsebesiktning',
      nameEn: '',
      description: '',
      inspectionTypeIds: [VILLA],
      hidden: true,
    });
    expect(orderTypeFormValues(null)).toEqual({
      name: '',
      nameEn: '',
      description: '',
      inspectionTypeIds: [],
      hidden: false,
    });
  });

  it('makes a body both contract schemas accept, with a blank description and English name as null', () => {
    const body = toOrderTypeBody(orderTypeFormValues(type));
    expect(orderTypeCreateSchema.parse(body)).toEqual({
      name: 'Överlåtelsebesiktning',
      nameEn: null,
      description: null,
      inspectionTypeIds: [VILLA],
      hidden: true,
      archived: false,
    });
    expect(orderTypeUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('is refused without a name or an inspection type', () => {
    const result = orderTypeCreateSchema.safeParse(toOrderTypeBody(orderTypeFormValues(null)));
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'inspectionTypeIds',
      'name',
    ]);
  });
});
