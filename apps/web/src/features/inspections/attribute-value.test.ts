import { describe, expect, it } from 'vitest';
import { attributeKindOf, attributeText, parseAttributeValue } from './attribute-value';
import { formatAttributeValue, formatWhen } from './inspection-format';

describe('attribute values', () => {
  it('parses each kind and refuses what is not one', () => {
    expect(parseAttributeValue('text', ' a ')).toEqual({ value: ' a ' });
    expect(parseAttributeValue('number', '1,5')).toEqual({ value: 1.5 });
    expect(parseAttributeValue('number', '')).toBeNull();
    expect(parseAttributeValue('number', 'x')).toBeNull();
    expect(parseAttributeValue('boolean', 'false')).toEqual({ value: false });
    expect(parseAttributeValue('json', '{"a":[1]}')).toEqual({ value: { a: [1] } });
    expect(parseAttributeValue('json', '{')).toBeNull();
  });

  it('offers a stored value in its own kind', () => {
    expect(attributeKindOf('x')).toBe('text');
    expect(attributeKindOf(2)).toBe('number');
    expect(attributeKindOf(true)).toBe('boolean');
    expect(attributeKindOf(null)).toBe('json');
    expect(attributeText(true)).toBe('true');
    expect(formatAttributeValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('inspection formatting', () => {
  it('writes date and times with whatever is set', () => {
    expect(formatWhen('2026-11-23', '08:30:00', '10:00:00')).toBe('2026-11-23 08:30–10:00');
    expect(formatWhen('2026-11-23', '08:30', null)).toBe('2026-11-23 08:30');
    expect(formatWhen(null, null)).toBe('');
  });
});
