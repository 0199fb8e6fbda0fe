import { describe, expect, it } from 'vitest';
import { FORM_DATA_TYPES } from '@syna/contracts/form-fields';
import { formCreateSchema, type Form } from '@syna/contracts/forms';
import {
  draftFromForm,
  emptyDraft,
  newField,
  sameForm,
  suggestKey,
  toCreateBody,
  toUpdateBody,
  uniqueKey,
  withLabel,
  withType,
} from './form-draft';

describe('the form editor draft', () => {
  it('suggests report-tag keys from Swedish labels', () => {
    expect(suggestKey('Byggnadsår')).toBe('byggnadsar');
    expect(suggestKey('Antal rum (st)')).toBe('antal_rum_st');
    expect(suggestKey('Öppen spis?')).toBe('oppen_spis');
    expect(suggestKey('1:a våningen')).toBe('a_vaningen');
    expect(suggestKey('!!!')).toBe('');
    expect(uniqueKey('rum', ['rum', 'rum_2'])).toBe('rum_3');
  });

  it('lets a new field’s key follow its label until typed over, never a saved one', () => {
    const field = withLabel(newField(), 'Uppvärmning', ['uppvarmning']);
    expect(field.key).toBe('uppvarmning_2');
    expect(withLabel({ ...field, keyTyped: true, key: 'varme' }, 'Värme', []).key).toBe('varme');
    expect(withLabel({ ...field, keyLocked: true }, 'Annat', []).key).toBe('uppvarmning_2');
  });

  it('keeps label, key and requiredness when the data type changes', () => {
    const text = { ...withLabel(newField(), 'Tak', []), required: true, maxLength: '50' };
    const single = withType(text, 'SINGLE');
    expect(single).toMatchObject({ key: 'tak', required: true, maxLength: '', type: 'SINGLE' });
    expect(single.choices).toHaveLength(1);
  });

  it('turns typed limits and defaults of every type into a definition the contract takes', () => {
    const draft = emptyDraft();
    draft.key = 'fastighet';
    draft.name = { sv: 'Fastighet', en: '' };
    const field = (type: Parameters<typeof newField>[0], label: string, changes = {}) => ({
      ...withLabel(newField(type), label, []),
      ...changes,
    });
    draft.fields = [
      field('TEXT', 'Beskrivning', { maxLength: '200', default: 'Villa' }),
      field('INTEGER', 'Byggnadsår', { min: '1800', max: '2100' }),
      field('DECIMAL', 'Radon', { decimals: '1', default: '12,5' }),
      field('BOOLEAN', 'Källare', { default: 'false' }),
      field('DATE', 'Besökt', { min: '2020-01-01' }),
      field('DATETIME', 'Start', { default: '2026-05-01T10:00' }),
      {
        ...field('SINGLE', 'Uppvärmning'),
        choices: [
          { uid: 'c', key: 'fjarr', keyLocked: false, keyTyped: false, label: { sv: 'Fjärrvärme', en: '' } },
        ],
        default: 'fjarr',
      },
      {
        ...field('MULTIPLE', 'Tak'),
        choices: [
          { uid: 'd', key: 'plat', keyLocked: false, keyTyped: false, label: { sv: 'Plåt', en: 'Metal' } },
        ],
        defaultChoices: ['plat'],
      },
      { ...field('TABLE', 'Balkonger'), columns: [field('DECIMAL', 'Bredd')] },
    ];
    const parsed = formCreateSchema.safeParse(toCreateBody(draft));
    expect(parsed.success && parsed.data.fields.map((one) => one.type)).toEqual([...FORM_DATA_TYPES]);
    expect(parsed.data?.fields[2]).toMatchObject({ default: 12.5, decimals: 1 });
    expect(parsed.data?.fields[3]).toMatchObject({ default: false });
    expect(parsed.data?.fields[7]).toMatchObject({
      default: ['plat'],
      choices: [{ label: { en: 'Metal' } }],
    });
  });

  it('leaves a number it cannot read as typed, so the contract names it at its place', () => {
    const draft = { ...emptyDraft(), key: 'f', name: { sv: 'F', en: '' } };
    draft.fields = [{ ...withLabel(newField('INTEGER'), 'Rum', []), min: 'tio' }];
    const parsed = formCreateSchema.safeParse(toCreateBody(draft));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fields.0.min']);
  });

  it('reads a saved form back to the same definition, its keys fixed, and sends its version', () => {
    const form: Form = {
      id: '00000000-0000-4000-8000-000000000001',
      key: 'hus',
      name: { sv: 'Hus', en: 'House' },
      scope: 'OBJECT',
      orderTypeIds: [],
      inspectionTypeIds: [],
      archived: false,
      version: 3,
      updatedAt: '2026-01-01T00:00:00.000Z',
      fields: [
        {
          key: 'start',
          label: { sv: 'Start', en: null },
          help: null,
          required: true,
          type: 'DATETIME',
          min: null,
          max: null,
          default: '2026-05-01T08:00:00.000Z',
        },
      ],
    };
    const draft = draftFromForm(form);
    expect(draft.fields[0]?.keyLocked).toBe(true);
    expect(sameForm(draft, draftFromForm(form))).toBe(true);
    const body = toUpdateBody(draft, form.version);
    expect(body).toMatchObject({ version: 3, name: { sv: 'Hus', en: 'House' } });
    expect(body).not.toHaveProperty('key');
    expect(body.fields?.[0]).toMatchObject({ default: '2026-05-01T08:00:00.000Z' });
  });
});
