import type { MessageGroup } from './message.ts';

/** Number sequences: the firm's running numbers. */
export const sequenceMessages = {
  sequenceMissing: { sv: 'Nummerserien finns inte', en: 'The number sequence does not exist' },
  sequenceNameTaken: {
    sv: 'Det finns redan en nummerserie med namnet {name}',
    en: 'Another number sequence is already named {name}',
  },
  sequenceTargetTaken: {
    sv: 'En annan nummerserie numrerar redan detta',
    en: 'Another number sequence already numbers this',
  },
  sequenceNextChanged: {
    sv: 'Nästa nummer är inte längre {old} utan {current}; någon har ändrat det eller dragit ett nummer',
    en: 'The next number is no longer {old} but {current}; someone has changed it or drawn a number',
  },
  sequenceValueInvalid: {
    sv: 'Ange ett heltal från 0 till 999999999999',
    en: 'Enter a whole number from 0 to 999999999999',
  },
  sequencePaddingInvalid: {
    sv: 'Ange ett antal siffror från 0 till 12',
    en: 'Enter a number of digits from 0 to 12',
  },
} as const satisfies MessageGroup;
