import { describe, expect, it } from 'vitest';
import type { RecordForm } from '@syna/contracts/form-records';
import { asWaiting } from '@/lib/offline/outbox-change';
import { formValuesChange, withWaitingValues } from './offline-form-values';

const ASSIGNMENT = '7c1d3a52-0a4e-4a57-9a51-3f3f5d0c0c01';
const CELLAR = '7c1d3a52-0a4e-4a57-9a51-3f3f5d0c0c02';

/** A form with one field, with or without stored values. */
function formOf(id: string, values: Record<string, unknown> | null): RecordForm {
  const form = {
    id,
    key: `form_${id}`,
    name: { sv: 'Protokoll', en: null },
    scope: 'INSPECTION',
    orderTypeIds: [],
    inspectionTypeIds: [],
    archived: false,
    version: 3,
    updatedAt: '2026-11-01T08:00:00.000Z',
    fields: [{ key: 'byggnadsar', label: { sv: 'Byggnadsår', en: null }, type: 'INTEGER' }],
  } as unknown as RecordForm['form'];
  const stored = values && {
    version: 2,
    fields: form.fields,
    values,
    updatedAt: '2026-11-01T09:00:00.000Z',
    updatedBy: { id: '7c1d3a52-0a4e-4a57-9a51-3f3f5d0c0c09', name: 'Ulla Ström' },
  };
  return { form, stored };
}

describe('an input form written offline', () => {
  const forms = [formOf('a', { byggnadsar: 1950 }), formOf('b', null)];
  const record = { kind: 'inspection', id: ASSIGNMENT } as const;

  it('shows the last waiting values of each form as stored, by nobody on the server yet', () => {
    const shown = withWaitingValues(forms, record, [
      asWaiting(formValuesChange(record, 'a', { byggnadsar: 1962 })),
      asWaiting(formValuesChange(record, 'b', { byggnadsar: 1901 })),
      asWaiting(formValuesChange(record, 'a', { byggnadsar: 1963 })),
    ]);
    expect(shown.map((item) => item.stored?.values)).toEqual([{ byggnadsar: 1963 }, { byggnadsar: 1901 }]);
    expect(shown[0]?.stored).toMatchObject({ version: 3, updatedBy: null });
  });

  it("leaves the forms of another record alone: an object's write is not the assignment's", () => {
    const object = { kind: 'object', id: ASSIGNMENT, object: CELLAR } as const;
    const change = formValuesChange(object, 'a', { byggnadsar: 1999 });
    expect(withWaitingValues(forms, record, [asWaiting(change)])).toEqual(forms);
    expect(withWaitingValues(forms, object, [asWaiting(change)])[0]?.stored?.values).toEqual({
      byggnadsar: 1999,
    });
    // The object's values wait for the object, which may itself be made offline.
    expect(change).toMatchObject({ needs: [CELLAR], scope: ASSIGNMENT, params: { object: CELLAR } });
  });
});
