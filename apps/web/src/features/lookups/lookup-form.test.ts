import { describe, expect, it } from 'vitest';
import { inspectionStatusCreateSchema, inspectionTypeCreateSchema } from '@syna/contracts/lookups';
import { LOOKUP_KINDS } from './lookup-kinds';
import { lookupFormValues, moveItem, toLookupBody } from './lookup-form';

describe('lookup form', () => {
  it('sends only the kind’s own fields', () => {
    const values = {
      name: ' Besiktning ',
      nameEn: ' Inspection ',
      description: '',
      color: '#d32f2f',
      flag: true,
      category: 'performed' as const,
      defaultDurationMinutes: '90',
    };
    expect(toLookupBody(LOOKUP_KINDS.contactRole, values)).toEqual({
      name: ' Besiktning ',
      nameEn: ' Inspection ',
    });
    expect(toLookupBody(LOOKUP_KINDS.inspectionStatus, values)).toEqual({
      name: ' Besiktning ',
      nameEn: ' Inspection ',
      color: '#d32f2f',
      final: true,
      category: 'performed',
    });
    expect(toLookupBody(LOOKUP_KINDS.remarkGrade, values)).toEqual({
      name: ' Besiktning ',
      nameEn: ' Inspection ',
      color: '#d32f2f',
      serious: true,
    });
    // A blank description is cleared by the contract schema itself.
    expect(inspectionTypeCreateSchema.parse(toLookupBody(LOOKUP_KINDS.inspectionType, values))).toMatchObject(
      {
        name: 'Besiktning',
        nameEn: 'Inspection',
        description: null,
        defaultDurationMinutes: 90,
        insurable: true,
      },
    );
    expect(inspectionStatusCreateSchema.safeParse({ name: 'X', color: 'red' }).success).toBe(false);
  });

  it('fills the form from an item, or blank for a new one', () => {
    expect(lookupFormValues(LOOKUP_KINDS.inspectionStatus, null)).toEqual({
      name: '',
      nameEn: '',
      description: '',
      color: null,
      flag: false,
      category: 'booked',
      defaultDurationMinutes: '120',
    });
    expect(
      lookupFormValues(LOOKUP_KINDS.inspectionStatus, {
        id: '1',
        name: 'Klar',
        nameEn: 'Done',
        sortOrder: 0,
        archived: false,
        color: '#388e3c',
        final: true,
        category: 'performed',
      }),
    ).toEqual({
      name: 'Klar',
      nameEn: 'Done',
      description: '',
      color: '#388e3c',
      flag: true,
      category: 'performed',
      defaultDurationMinutes: '120',
    });
    expect(
      lookupFormValues(LOOKUP_KINDS.inspectionType, {
        id: '3',
        name: 'Fuktmätning',
        nameEn: null,
        sortOrder: 0,
        archived: false,
        description: null,
        defaultDurationMinutes: 45,
      }).defaultDurationMinutes,
    ).toBe('45');
    expect(
      lookupFormValues(LOOKUP_KINDS.remarkGrade, {
        id: '2',
        name: 'Säkerhetsrisk',
        nameEn: null,
        sortOrder: 3,
        archived: false,
        color: '#c62828',
        serious: true,
      }).flag,
    ).toBe(true);
  });

  it('moves an item up or down, and not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
