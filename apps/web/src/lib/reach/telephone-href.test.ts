import { describe, expect, it } from 'vitest';
import { telephoneHref } from './telephone-href';

describe('telephoneHref', () => {
  it('keeps only the digits of a Swedish number', () => {
    expect(telephoneHref('070-123 45 67')).toBe('tel:0701234567');
    expect(telephoneHref(' 090 - 12 34 56 ')).toBe('tel:090123456');
  });

  it('keeps the plus of an international number and drops the trunk prefix in brackets', () => {
    expect(telephoneHref('+46 70 123 45 67')).toBe('tel:+46701234567');
    expect(telephoneHref('+46 (0)90-12 34 56')).toBe('tel:+4690123456');
  });

  it('writes the international prefix 00 as a plus', () => {
    expect(telephoneHref('0047 22 33 44 55')).toBe('tel:+4722334455');
  });

  it('gives no link for what cannot be dialled', () => {
    expect(telephoneHref('')).toBeNull();
    expect(telephoneHref('ring')).toBeNull();
    expect(telephoneHref('12-3')).toBeNull();
  });
});
