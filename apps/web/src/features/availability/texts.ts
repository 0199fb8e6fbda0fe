import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of a member's working hours and absences (namespace `availability`). */
export const sv = {
  title: 'Tillgänglighet',
  introOwn:
    'När du arbetar och när du är borta. Den publika bokningskalendern erbjuder bara tider då någon besiktningsman arbetar och inte redan är bokad.',
  introMember:
    'När {{name}} arbetar och är borta. Den publika bokningskalendern erbjuder bara tider då någon besiktningsman arbetar och inte redan är bokad.',
  loading: 'Hämtar tillgängligheten…',
  loadError: 'Tillgängligheten kunde inte hämtas.',
  week: {
    title: 'Arbetstider',
    firmDay: 'Följer företagets bokningsdag tills egna arbetstider sparas.',
    working: '{{day}}: arbetar',
    start: 'Från',
    end: 'Till',
    off: 'Ledig',
    save: 'Spara arbetstider',
    saving: 'Sparar…',
    saved: 'Arbetstiderna har sparats',
  },
  absences: {
    title: 'Frånvaro',
    none: 'Ingen frånvaro inlagd',
    noneBody: 'Lägg in semester, kurser och annan frånvaro så bokas inga besiktningar då.',
    add: 'Lägg till frånvaro',
    addTitle: 'Ny frånvaro',
    from: 'Första dagen',
    to: 'Sista dagen',
    note: 'Anteckning',
    noteHelp: 'Till exempel Semester',
    adding: 'Lägger till…',
    added: 'Frånvaron har lagts till',
    remove: 'Ta bort frånvaron {{when}}',
    removeTitle: 'Ta bort frånvaron {{when}}?',
    removeBody: 'Dagarna blir bokningsbara igen om arbetstiderna tillåter.',
    removed: 'Frånvaron har tagits bort',
    list: 'Frånvaro',
  },
};

export const useAvailabilityTexts = defineFeatureTranslation('availability', {
  sv,
  en: () => import('./texts.en'),
});
