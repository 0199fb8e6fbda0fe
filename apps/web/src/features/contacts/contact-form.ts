import type { Control } from 'react-hook-form';
import type {
  CONTACT_SEXES,
  ContactDetail,
  ContactInput,
  ContactRelationsInput,
  ContactType,
} from '@syna/contracts/contacts';
import {
  addressFormValues,
  addressInput,
  isBlankAddress,
  sameAddress,
  type AddressFormValues,
} from '@/lib/forms/address-form';

export const ADDRESS_KINDS = ['postal', 'visit', 'delivery', 'invoice'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** The addresses that can be "the same as the postal address". */
export const COPYABLE_ADDRESS_KINDS = ['visit', 'delivery', 'invoice'] as const;
export type CopyableAddressKind = (typeof COPYABLE_ADDRESS_KINDS)[number];

export interface RelationFormValues {
  contactId: string;
  /** Shown in the form; the server names it again when it answers. */
  name: string;
  kind: string;
}

/** Everything the contact form holds, as the fields hold it (strings, never null). */
export interface ContactFormValues {
  type: ContactType;
  companyName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  number: string;
  email: string;
  phone: string;
  title: string;
  sex: (typeof CONTACT_SEXES)[number] | '';
  description: string;
  origin: string;
  web: string;
  social: { kind: string; url: string }[];
  tags: string[];
  addresses: Record<AddressKind, AddressFormValues>;
  sameAsPostal: Record<CopyableAddressKind, boolean>;
  relations: RelationFormValues[];
}

/** The form's fields, in the order it shows them, for the server's messages about them. */
export const CONTACT_FORM_FIELDS = [
  'type',
  'companyName',
  'firstName',
  'middleName',
  'lastName',
  'number',
  'sex',
  'title',
  'email',
  'phone',
  'web',
  'social',
  'addresses',
  'description',
  'origin',
  'tags',
  'relations',
] as const satisfies readonly (keyof ContactFormValues)[];

/** The form's control as its field groups receive it. */
export type ContactFormControl = Control<ContactFormValues, unknown, ContactInput>;

/** The form of a new contact, or of an existing one; addresses equal to the postal one are ticked "same". */
export function contactFormValues(
  contact: ContactDetail | null,
  type: ContactType = 'company',
): ContactFormValues {
  const addresses = {
    postal: addressFormValues(contact?.addresses.postal),
    visit: addressFormValues(contact?.addresses.visit),
    delivery: addressFormValues(contact?.addresses.delivery),
    invoice: addressFormValues(contact?.addresses.invoice),
  };
  const copied = (kind: CopyableAddressKind) =>
    !isBlankAddress(addresses.postal) && sameAddress(addresses[kind], addresses.postal);
  return {
    type: contact?.type ?? type,
    companyName: contact?.companyName ?? '',
    firstName: contact?.firstName ?? '',
    middleName: contact?.middleName ?? '',
    lastName: contact?.lastName ?? '',
    number: contact?.number ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    title: contact?.title ?? '',
    sex: contact?.sex ?? '',
    description: contact?.description ?? '',
    origin: contact?.origin ?? '',
    web: contact?.web ?? '',
    social: contact?.social.map((link) => ({ ...link })) ?? [],
    tags: contact?.tags ?? [],
    addresses,
    sameAsPostal: { visit: copied('visit'), delivery: copied('delivery'), invoice: copied('invoice') },
    relations: contact?.relations.map(({ id, name, kind }) => ({ contactId: id, name, kind })) ?? [],
  };
}

/**
 * The form as the body `contactInputSchema` validates (the schema trims, and turns blanks into
 * null). A company keeps no personal name parts and a person no company name, so switching the
 * type never sends hidden leftovers; "same as postal" addresses are copies of the postal one.
 */
export function toContactInput(values: ContactFormValues): unknown {
  const company = values.type === 'company';
  const address = (kind: AddressKind) =>
    addressInput(
      kind !== 'postal' && values.sameAsPostal[kind] ? values.addresses.postal : values.addresses[kind],
    );
  return {
    type: values.type,
    companyName: company ? values.companyName : null,
    firstName: company ? null : values.firstName,
    middleName: company ? null : values.middleName,
    lastName: company ? null : values.lastName,
    number: values.number,
    email: values.email,
    phone: values.phone,
    title: values.title,
    sex: company ? null : values.sex || null,
    description: values.description,
    origin: values.origin,
    web: values.web,
    social: values.social,
    tags: values.tags,
    addresses: {
      postal: address('postal'),
      visit: address('visit'),
      delivery: address('delivery'),
      invoice: address('invoice'),
    },
  };
}

/** The body of `PUT /contact/{id}/relations`. */
export function toRelationsInput(values: ContactFormValues): ContactRelationsInput {
  return { items: values.relations.map(({ contactId, kind }) => ({ contactId, kind })) };
}

/** Whether the relations differ from the saved ones (same contacts, kinds and order). */
export function relationsChanged(values: ContactFormValues, saved: ContactDetail | null): boolean {
  const before = saved?.relations ?? [];
  return (
    values.relations.length !== before.length ||
    values.relations.some(
      (relation, index) => relation.contactId !== before[index]?.id || relation.kind !== before[index]?.kind,
    )
  );
}

/**
 * A server field error's form field: `addresses.visit.postalCode` is shown on the postal address
 * when the visit address is a copy of it, and relation errors (`items.0.contactId`) on the relation.
 */
export function formFieldOfProblem(field: string, values: ContactFormValues): string {
  const address = /^addresses\.(visit|delivery|invoice)\.(.+)$/.exec(field);
  if (address && values.sameAsPostal[address[1] as CopyableAddressKind]) {
    return `addresses.postal.${address[2]}`;
  }
  const relation = /^items\.(\d+)\./.exec(field);
  if (relation) return `relations.${relation[1]}.kind`;
  return field;
}
