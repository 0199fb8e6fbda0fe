import type { MessageGroup } from './message.ts';

/** Orders: the public order page, the staff inbox, order types. */
export const orderMessages = {
  orderMissing: { sv: 'Beställningen finns inte', en: 'The order does not exist' },
  alreadyHandled: {
    sv: 'Beställningen är redan hanterad ({outcome})',
    en: 'The order has already been handled ({outcome})',
    phrases: ['outcome'],
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
  tooEarly: { sv: 'Tidigaste möjliga datum är {date}', en: 'The earliest possible date is {date}' },
  timeTaken: {
    sv: 'Tiden är inte ledig, välj en annan tid',
    en: 'The time is not free, please choose another time',
  },
  tooManyOrders: {
    sv: 'För många beställningar från din adress. Försök igen om {minutes} minuter.',
    en: 'Too many orders from your address. Try again in {minutes} min.',
  },
} as const satisfies MessageGroup;
