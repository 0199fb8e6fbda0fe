import type { MessageGroup } from './message.ts';

/** Orders: the public order page, the staff inbox, order types. */
export const orderMessages = {
  orderMissing: { sv: 'Beställningen finns inte', en: 'The order does not exist' },
  alreadyHandled: {
    sv: 'Beställningen är redan hanterad ({outcome})',
    en: 'The order has already been handled ({outcome})',
  },
  orderTypeMissing: { sv: 'Typen av beställning finns inte', en: 'The order type does not exist' },
  inspectionTypeMissing: { sv: 'Besiktningstypen finns inte', en: 'The inspection type does not exist' },
  invalidOrder: {
    sv: 'Beställningen innehåller ogiltiga värden',
    en: 'The order contains invalid values',
  },
  chooseInspectionType: { sv: 'Välj besiktningstyp', en: 'Choose an inspection type' },
  unknownInspectionTypes: {
    sv: 'Beställningstypen innehåller okända besiktningstyper',
    en: 'The order type contains unknown inspection types',
  },
  noCalendar: { sv: 'Företaget har ingen bokningskalender', en: 'The company has no booking calendar' },
  typesNotOffered: {
    sv: 'Välj bland de besiktningar som beställningstypen erbjuder',
    en: 'Choose among the inspections the order type offers',
  },
  formNotAsked: {
    sv: 'Beställningstypen frågar inte efter det här formuläret',
    en: 'The order type does not ask for this form',
  },
  tooEarly: { sv: 'Tidigaste möjliga datum är {date}', en: 'The earliest possible date is {date}' },
  timeTaken: {
    sv: 'Tiden är inte ledig, välj en annan tid',
    en: 'The time is not free, please choose another time',
  },
  partyDiffers: {
    sv: '{party} liknar kontakten {contact} men uppgifterna skiljer sig: välj att använda, uppdatera eller skapa ny kontakt',
    en: '{party} resembles the contact {contact} but the details differ: choose to use, update or create a new contact',
  },
  decideParties: {
    sv: 'Välj vad som ska hända med kontakter som skiljer sig från beställningen',
    en: 'Choose what should happen to contacts that differ from the order',
  },
  shareContactMissing: {
    sv: 'Kontakten finns inte i adressboken',
    en: 'The contact is not in the address book',
  },
  shareContactWithoutEmail: { sv: 'Kontakten saknar e-postadress', en: 'The contact has no e-mail address' },
  tooManyOrders: {
    sv: 'För många beställningar från din adress. Försök igen om {minutes} minuter.',
    en: 'Too many orders from your address. Try again in {minutes} min.',
  },
} as const satisfies MessageGroup;
