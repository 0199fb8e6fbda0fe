import type { Control } from 'react-hook-form';
import {
  ORDER_HONEYPOT_FIELD,
  type OrderPartyInput,
  type PublicOrderForm,
  type PublicOrderPage,
  type PublicOrderSubmit,
  type PublicOrderSubmitInput,
} from '@syna/contracts/public-orders';
import type { FormValues } from '@syna/contracts/form-values';
import type { OrderPageOptions } from './public-location';

/** A person or company as the form holds it: strings, never null. */
export interface PartyFormValues {
  type: 'person' | 'company';
  firstName: string;
  lastName: string;
  companyName: string;
  /** Personnummer for a person, organisationsnummer for a company. */
  number: string;
  email: string;
  phone: string;
}

/** The optional parties, in the order the form shows them. */
export const OPTIONAL_PARTIES = ['owner1', 'owner2', 'broker'] as const;
export type OptionalParty = (typeof OPTIONAL_PARTIES)[number];
export type PartyName = 'customer' | OptionalParty;

/** Everything the order form holds. */
export interface OrderFormValues {
  orderTypeId: string;
  types: string[];
  preferredDate: string;
  /** A slot start from the booking calendar, or blank. */
  preferredTime: string;
  customer: PartyFormValues;
  owner1: PartyFormValues;
  owner2: PartyFormValues;
  broker: PartyFormValues;
  /** Which optional parties the customer has added; a removed one is not sent. */
  added: Record<OptionalParty, boolean>;
  object: { address: { address: string; postalCode: string; city: string } };
  estateLocation: string;
  estateNumber: string;
  message: string;
  /** The answers to the firm's forms, by form id: those of the chosen order type are sent. */
  answers: Record<string, FormValues>;
  privacyAccepted: boolean;
  [ORDER_HONEYPOT_FIELD]: string;
}

export type OrderFormControl = Control<OrderFormValues, unknown, PublicOrderSubmit>;

export const emptyParty = (type: PartyFormValues['type'] = 'person'): PartyFormValues => ({
  type,
  firstName: '',
  lastName: '',
  companyName: '',
  number: '',
  email: '',
  phone: '',
});

/**
 * A fresh form: the earliest date (or the calendar slot's date and time when that is not earlier),
 * and the only order type when there is just one.
 */
export function orderFormValues(page: PublicOrderPage, options: OrderPageOptions): OrderFormValues {
  const slotUsable = options.date !== null && options.date >= page.nextDate;
  const onlyType = page.orderTypes.length === 1 ? page.orderTypes[0]! : null;
  return {
    orderTypeId: onlyType?.id ?? '',
    types: onlyType ? typesOfferedAlone(onlyType) : [],
    preferredDate: slotUsable ? options.date! : page.nextDate,
    preferredTime: slotUsable ? (options.time ?? '') : '',
    customer: emptyParty(),
    owner1: emptyParty(),
    owner2: emptyParty(),
    broker: emptyParty('company'),
    added: { owner1: false, owner2: false, broker: false },
    object: { address: { address: '', postalCode: '', city: '' } },
    estateLocation: '',
    estateNumber: '',
    message: '',
    answers: {},
    privacyAccepted: false,
    [ORDER_HONEYPOT_FIELD]: '',
  };
}

/** An order type with a single inspection type has nothing to choose: that type is ticked. */
export function typesOfferedAlone(orderType: PublicOrderPage['orderTypes'][number]): string[] {
  return orderType.inspectionTypes.length === 1 ? [orderType.inspectionTypes[0]!.id] : [];
}

/** The chosen inspection types that a newly chosen order type still offers. */
export function typesKeptFor(
  orderType: PublicOrderPage['orderTypes'][number],
  chosen: readonly string[],
): string[] {
  const kept = chosen.filter((id) => orderType.inspectionTypes.some((type) => type.id === id));
  return kept.length > 0 ? kept : typesOfferedAlone(orderType);
}

const isBlankParty = (party: PartyFormValues) =>
  [party.firstName, party.lastName, party.companyName, party.number, party.email, party.phone].every(
    (value) => !value.trim(),
  );

function partyInput(party: PartyFormValues): OrderPartyInput {
  const common = { number: party.number, email: party.email, phone: party.phone };
  return party.type === 'company'
    ? { type: 'company', companyName: party.companyName, ...common }
    : { type: 'person', firstName: party.firstName, lastName: party.lastName, ...common };
}

/** An optional party is sent when the customer added it and filled in something. */
const optionalPartyInput = (values: OrderFormValues, name: OptionalParty) =>
  values.added[name] && !isBlankParty(values[name]) ? partyInput(values[name]) : null;

/** The input forms the chosen order type asks (none until one is chosen). */
export const askedForms = (page: Pick<PublicOrderPage, 'orderTypes'>, orderTypeId: string) =>
  page.orderTypes.find((type) => type.id === orderTypeId)?.forms ?? [];

/**
 * The form as the contract's request body (the schema turns blanks into nulls itself), with the
 * answers to the `asked` forms only: another order type's, chosen before, stay behind.
 */
export function toOrderInput(
  values: OrderFormValues,
  asked: readonly PublicOrderForm[],
): PublicOrderSubmitInput {
  return {
    ...(asked.length > 0
      ? { answers: Object.fromEntries(asked.map((form) => [form.id, values.answers[form.id] ?? {}])) }
      : {}),
    orderTypeId: values.orderTypeId,
    types: values.types,
    preferredDate: values.preferredDate,
    preferredTime: values.preferredTime || null,
    customer: partyInput(values.customer),
    owner1: optionalPartyInput(values, 'owner1'),
    owner2: optionalPartyInput(values, 'owner2'),
    broker: optionalPartyInput(values, 'broker'),
    object: { address: values.object.address, description: null },
    estateLocation: values.estateLocation,
    estateNumber: values.estateNumber,
    message: values.message,
    // The contract takes only `true`; `false` makes it name the missing acceptance.
    privacyAccepted: values.privacyAccepted as true,
    [ORDER_HONEYPOT_FIELD]: values[ORDER_HONEYPOT_FIELD],
  };
}

/** The form fields a customer can correct, as dotted paths (`customer.firstName`). */
const PARTY_FIELDS = ['type', 'firstName', 'lastName', 'companyName', 'number', 'email', 'phone'] as const;
const FORM_FIELDS = new Set<string>([
  'orderTypeId',
  'types',
  'preferredDate',
  'preferredTime',
  ...(['customer', ...OPTIONAL_PARTIES] as const).flatMap((party) =>
    PARTY_FIELDS.map((field) => `${party}.${field}`),
  ),
  'object.address.address',
  'object.address.postalCode',
  'object.address.city',
  'estateLocation',
  'estateNumber',
  'message',
  'privacyAccepted',
]);

/** Where a path that names a group, not an input, shows its message. */
const GROUP_FIELDS: Record<string, string> = {
  customer: 'customer.type',
  owner1: 'owner1.type',
  owner2: 'owner2.type',
  broker: 'broker.type',
  object: 'object.address.address',
  'object.address': 'object.address.address',
};

/**
 * The form field that shows an error the server found at `path` (`types.1` → `types`,
 * `customer` → its type switch), or null when no field can show it (the message then goes above
 * the submit button).
 */
export function formFieldOfProblem(path: string): string | null {
  // An answer's message lands where its form shows it (`answers.<form>.<field>`).
  if (/^answers\.[^.]+\./.test(path)) return path;
  const withoutIndex = path.replace(/^types\.\d+$/, 'types');
  if (FORM_FIELDS.has(withoutIndex)) return withoutIndex;
  return GROUP_FIELDS[withoutIndex] ?? null;
}

const FORM_ORDER = [...FORM_FIELDS];
/** Where a field stands in the form: the firm's questions come just before the message. */
const rank = (field: string) =>
  field.startsWith('answers.') ? FORM_ORDER.indexOf('message') - 0.5 : FORM_ORDER.indexOf(field);

/**
 * The server's field errors (`problemFieldErrors`) placed on the form: those a field can show,
 * in the order the form shows them (the first gets the focus), and the messages of the rest.
 */
export function placeProblems(errors: readonly { field: string; message: string }[]): {
  onFields: { field: string; message: string }[];
  elsewhere: string[];
} {
  const onFields: { field: string; message: string }[] = [];
  const elsewhere: string[] = [];
  for (const { field, message } of errors) {
    const formField = formFieldOfProblem(field);
    if (formField && !onFields.some((placed) => placed.field === formField)) {
      onFields.push({ field: formField, message });
    } else if (!formField) elsewhere.push(message);
  }
  onFields.sort((left, right) => rank(left.field) - rank(right.field));
  return { onFields, elsewhere };
}
