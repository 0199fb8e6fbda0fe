import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `availability`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  title: 'Availability',
  introOwn:
    'When you work and when you are away. The public booking calendar only offers times when some inspector works and is not already booked.',
  introMember:
    'When {{name}} works and is away. The public booking calendar only offers times when some inspector works and is not already booked.',
  loading: 'Loading the availability…',
  loadError: 'The availability could not be loaded.',
  week: {
    title: 'Working hours',
    firmDay: 'Follows the company’s booking day until working hours of their own are saved.',
    working: '{{day}}: working',
    start: 'From',
    end: 'To',
    off: 'Off',
    save: 'Save working hours',
    saving: 'Saving…',
    saved: 'The working hours have been saved',
  },
  absences: {
    title: 'Absences',
    none: 'No absences entered',
    noneBody: 'Enter holidays, courses and other absences, and no inspections are booked then.',
    add: 'Add absence',
    addTitle: 'New absence',
    from: 'First day',
    to: 'Last day',
    note: 'Note',
    noteHelp: 'For example Holiday',
    adding: 'Adding…',
    added: 'The absence has been added',
    remove: 'Delete the absence {{when}}',
    removeTitle: 'Delete the absence {{when}}?',
    removeBody: 'The days become bookable again if the working hours allow.',
    removed: 'The absence has been deleted',
    list: 'Absences',
  },
};
