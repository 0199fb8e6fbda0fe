import { describe, expect, it } from 'vitest';
import {
  inspectionCreateSchema,
  inspectionUpdateSchema,
  type Inspection,
  type InspectionMetadata,
} from '@syna/contracts/inspections';
import type { Estate, Project } from '@syna/contracts/projects';
import { serverErrorField } from '@/lib/forms/server-submit';
import {
  customerAddress,
  INSPECTION_SERVER_FIELDS,
  inspectionFormValues,
  newInspectionFormValues,
  projectInspectionFormValues,
  toCreateInput,
  toUpdateInput,
} from './inspection-form';

const TYPE = '11111111-1111-4111-8111-111111111111';
const BRANCH = '33333333-3333-4333-8333-333333333333';
const USER = '44444444-4444-4444-8444-444444444444';
const CUSTOMER = '55555555-5555-4555-8555-555555555555';

const metadata: InspectionMetadata = {
  types: [
    {
      id: TYPE,
      name: 'Överlåtelsebesiktning',
      nameEn: null,
      branches: [{ id: BRANCH, name: 'Villa', nameEn: null }],
    },
  ],
  statuses: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Ny',
      nameEn: null,
      color: '#1976d2',
      final: false,
      category: 'new',
    },
    {
      id: '77777777-7777-4777-8777-777777777777',
      name: 'Klar',
      nameEn: null,
      color: null,
      final: true,
      category: 'performed',
    },
  ],
  contactRoles: [],
  inspectors: [{ id: USER, name: 'Ulla Ström' }],
  appointedByOptions: ['customer'],
};

describe('inspection form', () => {
  it('starts with the first status, the current user as inspector and the only type', () => {
    const values = newInspectionFormValues(metadata, USER);
    expect(values).toMatchObject({
      statusId: '66666666-6666-4666-8666-666666666666',
      inspectorId: USER,
      typeId: TYPE,
      branchId: '',
    });
    expect(newInspectionFormValues(metadata, 'someone-else').inspectorId).toBe('');
  });

  it('turns the form into a valid create body: blanks are null, an empty address is none', () => {
    const values = {
      ...newInspectionFormValues(metadata, USER),
      statusId: '',
      customer: { id: CUSTOMER, name: 'Ek AB' },
      date: '2026-11-23',
      startTime: '08:30',
      littera: ' A1 ',
      tags: ['villa'],
    };
    const parsed = inspectionCreateSchema.parse(toCreateInput(values));
    expect(parsed).toEqual({
      customerId: CUSTOMER,
      address: null,
      typeId: TYPE,
      branchId: null,
      inspectorId: USER,
      date: '2026-11-23',
      startTime: '08:30',
      stopTime: null,
      orderNumber: null,
      orderDate: null,
      littera: 'A1',
      orderSource: null,
      description: null,
      tags: ['villa'],
    });
  });

  it('reports a missing type', () => {
    const result = inspectionCreateSchema.safeParse(
      toCreateInput({ ...newInspectionFormValues(metadata, USER), typeId: '' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['typeId']);
  });

  it('round-trips an inspection through the edit form without status and tags', () => {
    const inspection = {
      customer: { id: CUSTOMER, name: 'Ek AB' },
      address: { address: 'Storgatan 1', postalCode: '111 22', city: 'Umeå', region: null, country: 'SE' },
      type: { id: TYPE, name: 'Ö' },
      branch: { id: BRANCH, name: 'Villa' },
      status: { id: '66666666-6666-4666-8666-666666666666', name: 'Ny', color: null },
      inspector: null,
      date: '2026-11-23',
      startTime: '08:30:00',
      stopTime: null,
      orderNumber: 'O-1',
      orderDate: null,
      littera: null,
      orderSource: null,
      tags: ['villa'],
      description: 'Text',
    } as unknown as Inspection;
    const body = inspectionUpdateSchema.parse(toUpdateInput(inspectionFormValues(inspection)));
    expect(body).toMatchObject({
      customerId: CUSTOMER,
      address: { address: 'Storgatan 1', postalCode: '111 22', city: 'Umeå', region: null, country: 'SE' },
      branchId: BRANCH,
      startTime: '08:30',
      orderNumber: 'O-1',
    });
    expect(body).not.toHaveProperty('statusId');
    expect(body).not.toHaveProperty('tags');
  });

  it('prefills from the visit address, else the postal address', () => {
    const visit = { address: 'Besöksv 1', postalCode: null, city: 'Luleå', region: null, country: null };
    const postal = {
      address: 'Box 5',
      postalCode: '971 00',
      city: 'Luleå',
      region: null,
      country: 'SE' as const,
    };
    expect(
      customerAddress({
        id: CUSTOMER,
        name: 'Ek',
        addresses: { visit, postal, delivery: null, invoice: null },
      }),
    ).toMatchObject({ address: 'Besöksv 1', postalCode: '', country: '' });
    expect(
      customerAddress({
        id: CUSTOMER,
        name: 'Ek',
        addresses: { visit: null, postal, delivery: null, invoice: null },
      }),
    ).toMatchObject({ address: 'Box 5', country: 'SE' });
    expect(customerAddress({ id: CUSTOMER, name: 'Ek' })).toBeNull();
  });

  it('prefills an assignment in a project from its customer, inspector and the estate’s address', () => {
    const projectAddress = {
      address: 'Projektv 1',
      postalCode: '903 26',
      city: 'Umeå',
      country: 'SE' as const,
    };
    const project = {
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Kv. Tegsbacken',
      customerId: CUSTOMER,
      customerName: 'Brf Tegsbacken',
      inspectorId: USER,
      address: projectAddress,
    } as Project;
    const estate = {
      id: '99999999-9999-4999-8999-999999999999',
      name: 'Tegsbacken 2:14',
      address: { address: 'Tegsv 14', postalCode: '903 27', city: 'Umeå', country: 'SE' as const },
    } as Estate;
    const blank = newInspectionFormValues(metadata, 'someone-else');
    const inEstate = projectInspectionFormValues(blank, metadata, project, estate);
    expect(inEstate).toMatchObject({
      customer: { id: CUSTOMER, name: 'Brf Tegsbacken' },
      address: { address: 'Tegsv 14', postalCode: '903 27' },
      inspectorId: USER,
    });
    const withoutEstate = projectInspectionFormValues(blank, metadata, project, null);
    expect(withoutEstate.address).toMatchObject({ address: 'Projektv 1' });
    // An inspector who can no longer be one, and a project without customer, leave the form's own.
    const bare = { ...project, customerId: null, customerName: null, inspectorId: CUSTOMER, address: null };
    expect(projectInspectionFormValues(blank, metadata, bare, null)).toMatchObject({
      customer: null,
      inspectorId: blank.inspectorId,
      address: blank.address,
    });
  });

  it('maps server field names to form fields', () => {
    const fieldOf = (field: string) => serverErrorField(field, INSPECTION_SERVER_FIELDS);
    expect(fieldOf('customerId')).toBe('customer');
    expect(fieldOf('address')).toBe('address.address');
    expect(fieldOf('address.postalCode')).toBe('address.postalCode');
    expect(fieldOf('tags.2')).toBe('tags');
    expect(fieldOf('stopTime')).toBe('stopTime');
    expect(fieldOf('blueprint')).toBe('blueprint');
    // A message about something the form does not show lands on its first field.
    expect(fieldOf('contacts.0.contactId')).toBe('customer');
  });
});
