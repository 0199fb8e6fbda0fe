import { describe, expect, it } from 'vitest';
import { contactInputSchema, type ContactDetail } from '@syna/contracts/contacts';
import {
  contactFormValues,
  formFieldOfProblem,
  relationsChanged,
  toContactInput,
  toRelationsInput,
} from './contact-form';

const postal = {
  address: 'Storgatan 1',
  postalCode: '903 25',
  city: 'Umeå',
  region: null,
  country: 'SE' as const,
};

const contact: ContactDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'company',
  name: 'Bygg AB',
  companyName: 'Bygg AB',
  firstName: null,
  middleName: null,
  lastName: null,
  email: 'info@bygg.se',
  phone: null,
  title: null,
  sex: null,
  number: '556036-0793',
  description: null,
  origin: null,
  addresses: { postal, visit: null, delivery: null, invoice: { ...postal } },
  web: 'https://bygg.se',
  social: [{ kind: 'LinkedIn', url: 'https://linkedin.com/company/bygg' }],
  tags: ['partner'],
  created: '2026-11-01T10:00:00.000Z',
  updated: '2026-11-02T10:00:00.000Z',
  relations: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Anna Berg', kind: 'contactPerson' }],
  relatedFrom: [],
};

describe('contact form', () => {
  it('starts a new contact blank, of the asked type', () => {
    const values = contactFormValues(null, 'person');
    expect(values.type).toBe('person');
    expect(values.addresses.visit).toEqual({
      address: '',
      postalCode: '',
      city: '',
      region: '',
      country: '',
    });
    expect(values.sameAsPostal).toEqual({ visit: false, delivery: false, invoice: false });
    expect(values.relations).toEqual([]);
  });

  it('ticks "same as postal" for an address equal to the postal one', () => {
    const values = contactFormValues(contact);
    expect(values.sameAsPostal).toEqual({ visit: false, delivery: false, invoice: true });
    expect(values.relations).toEqual([
      { contactId: '00000000-0000-4000-8000-000000000002', name: 'Anna Berg', kind: 'contactPerson' },
    ]);
  });

  it('round-trips a contact through the contract schema', () => {
    const parsed = contactInputSchema.parse(toContactInput(contactFormValues(contact)));
    expect(parsed).toMatchObject({
      type: 'company',
      companyName: 'Bygg AB',
      number: '556036-0793',
      email: 'info@bygg.se',
      phone: null,
      tags: ['partner'],
      addresses: { postal, visit: null, delivery: null, invoice: postal },
    });
  });

  it('copies the postal address where "same" is ticked and drops the other type’s fields', () => {
    const values = contactFormValues(contact);
    values.sameAsPostal.visit = true;
    values.firstName = 'Kvar';
    values.sex = 'female';
    const input = contactInputSchema.parse(toContactInput(values));
    expect(input.addresses.visit).toEqual(postal);
    expect(input).toMatchObject({ firstName: null, sex: null });

    values.type = 'person';
    values.lastName = 'Berg';
    const person = contactInputSchema.parse({ ...(toContactInput(values) as object), number: '' });
    expect(person).toMatchObject({ type: 'person', companyName: null, firstName: 'Kvar', sex: 'female' });
  });

  it('sends relations only when they changed', () => {
    const values = contactFormValues(contact);
    expect(relationsChanged(values, contact)).toBe(false);
    values.relations[0]!.kind = 'owner';
    expect(relationsChanged(values, contact)).toBe(true);
    expect(toRelationsInput(values)).toEqual({
      items: [{ contactId: '00000000-0000-4000-8000-000000000002', kind: 'owner' }],
    });
    expect(relationsChanged(contactFormValues(null), null)).toBe(false);
  });

  it('shows a server error of a copied address on the postal address, and relation errors on the relation', () => {
    const values = contactFormValues(contact);
    expect(formFieldOfProblem('addresses.invoice.postalCode', values)).toBe('addresses.postal.postalCode');
    expect(formFieldOfProblem('addresses.visit.postalCode', values)).toBe('addresses.visit.postalCode');
    expect(formFieldOfProblem('items.0.contactId', values)).toBe('relations.0.kind');
    expect(formFieldOfProblem('email', values)).toBe('email');
  });
});
