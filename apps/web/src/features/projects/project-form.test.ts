import { describe, expect, it } from 'vitest';
import { estateCreateSchema, projectCreateSchema, projectUpdateSchema } from '@syna/contracts/projects';
import { estateFormValues, projectFormValues, toEstateInput, toProjectInput } from './project-form';

const typeId = '6f1c2a9e-3b1d-4c5e-9a7b-1d2e3f4a5b6c';

describe('project form', () => {
  it('turns a new project’s fields into a valid create body, blanks as null', () => {
    const values = { ...projectFormValues(null), name: ' Tegsbacken ', typeId };
    const body = projectCreateSchema.parse(toProjectInput(values, true));
    expect(body).toMatchObject({
      name: 'Tegsbacken',
      number: null,
      typeId,
      customerId: null,
      inspectorId: null,
      address: null,
      active: true,
    });
  });

  it('leaves `active` out of a change (state has its own call) and keeps a partial address', () => {
    const values = {
      ...projectFormValues(null),
      name: 'X',
      address: { address: '', postalCode: '903 26', city: 'Umeå', region: '', country: 'SE' as const },
    };
    const input = toProjectInput(values, false);
    expect(input).not.toHaveProperty('active');
    expect(projectUpdateSchema.parse(input).address).toEqual({
      address: null,
      postalCode: '903 26',
      city: 'Umeå',
      region: null,
      country: 'SE',
    });
  });

  it('reports a missing name', () => {
    expect(projectCreateSchema.safeParse(toProjectInput(projectFormValues(null), true)).success).toBe(false);
  });

  it('turns estate fields into a valid body', () => {
    const values = { ...estateFormValues(null), name: 'Hus A', designation: ' Umeå Tegsbacken 2:14 ' };
    expect(estateCreateSchema.parse(toEstateInput(values))).toMatchObject({
      name: 'Hus A',
      designation: 'Umeå Tegsbacken 2:14',
      address: null,
    });
  });
});
