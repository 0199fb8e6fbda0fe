import { describe, expect, it } from 'vitest';
import { checkContactNumber } from './contact-number';

const today = new Date('2026-11-23T12:00:00Z');

describe('checkContactNumber', () => {
  it('accepts and normalises a valid organisationsnummer', () => {
    expect(checkContactNumber('company', '5560360793', today)).toEqual({
      state: 'valid',
      kind: 'organisationsnummer',
      normalised: '556036-0793',
    });
  });

  it('accepts a sole trader’s personnummer for a company', () => {
    expect(checkContactNumber('company', '811218-9876', today)).toEqual({
      state: 'valid',
      kind: 'personnummer',
      normalised: '19811218-9876',
    });
  });

  it('accepts a personnummer for a person, but not an organisationsnummer', () => {
    expect(checkContactNumber('person', '198112189876', today)).toMatchObject({
      state: 'valid',
      normalised: '19811218-9876',
    });
    expect(checkContactNumber('person', '556036-0793', today)).toEqual({
      state: 'invalid',
      kind: 'personnummer',
    });
  });

  it('says a wrong check digit is invalid, and a short number is still being typed', () => {
    expect(checkContactNumber('company', '556036-0794', today)).toEqual({
      state: 'invalid',
      kind: 'organisationsnummer',
    });
    expect(checkContactNumber('person', '19811218-98', today)).toEqual({ state: 'incomplete' });
    expect(checkContactNumber('person', '8112', today)).toEqual({ state: 'incomplete' });
    expect(checkContactNumber('person', 'abc', today)).toEqual({ state: 'invalid', kind: 'personnummer' });
    expect(checkContactNumber('person', '  ', today)).toEqual({ state: 'empty' });
  });
});
