import type { MessageGroup } from './message.ts';

/** A member's working hours and absences. */
export const availabilityMessages = {
  memberMissing: { sv: 'Medarbetaren finns inte', en: 'The member does not exist' },
  othersAvailability: {
    sv: 'Bara administratörer kan ändra en annan medarbetares tillgänglighet',
    en: 'Only administrators can change another member’s availability',
  },
  invalidHours: {
    sv: 'Arbetstiderna innehåller ogiltiga värden',
    en: 'The working hours contain invalid values',
  },
  invalidAbsence: { sv: 'Frånvaron innehåller ogiltiga värden', en: 'The absence contains invalid values' },
  wholeWeek: { sv: 'Ange alla veckans sju dagar', en: 'Give all seven days of the week' },
  weekdayTwice: { sv: 'Veckodagen förekommer flera gånger', en: 'The weekday appears more than once' },
  absenceMissing: { sv: 'Frånvaron finns inte', en: 'The absence does not exist' },
  absenceOverlaps: {
    sv: 'Frånvaron överlappar en annan frånvaro ({from}–{to})',
    en: 'The absence overlaps another absence ({from}–{to})',
  },
} as const satisfies MessageGroup;
