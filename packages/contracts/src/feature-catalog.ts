import type { Message } from './messages/message.ts';
import type { TenantFeature } from './permissions.ts';

/** One feature a firm can switch on: its name (as endpoints and menu items name it) and labels. */
export interface CatalogFeature {
  name: TenantFeature;
  label: Message;
  description: Message;
}

/** The catalogue of features a firm can have (`GET /billing/catalog`), one entry per feature. */
export const FEATURE_CATALOG: readonly CatalogFeature[] = [
  {
    name: 'inspections',
    label: { sv: 'Uppdrag', en: 'Assignments' },
    description: {
      sv: 'Besiktningar med anmärkningar och bilder',
      en: 'Inspections with remarks and photos',
    },
  },
  {
    name: 'projects',
    label: { sv: 'Projekt', en: 'Projects' },
    description: { sv: 'Projekt med fastigheter och uppdrag', en: 'Projects with estates and assignments' },
  },
  {
    name: 'contacts',
    label: { sv: 'Adressbok', en: 'Address book' },
    description: { sv: 'Kunder, kontakter och deras filer', en: 'Customers, contacts and their files' },
  },
  {
    name: 'orders',
    label: { sv: 'Beställningar', en: 'Orders' },
    description: {
      sv: 'Beställningar från den publika beställningssidan',
      en: 'Orders from the public order page',
    },
  },
  {
    name: 'calendar',
    label: { sv: 'Kalender', en: 'Calendar' },
    description: { sv: 'Kalender och bokningsbara tider', en: 'Calendar and bookable times' },
  },
  {
    name: 'email',
    label: { sv: 'E-post', en: 'E-mail' },
    description: {
      sv: 'E-postmallar och utskick till kunder och kontakter',
      en: 'E-mail templates and messages to customers and contacts',
    },
  },
  {
    name: 'fortnox',
    label: { sv: 'Fortnox', en: 'Fortnox' },
    description: {
      sv: 'Fakturera uppdrag i Fortnox och hämta kunder därifrån',
      en: 'Invoice assignments in Fortnox and look up its customers',
    },
  },
  {
    name: 'visma',
    label: { sv: 'Visma eEkonomi', en: 'Visma eAccounting' },
    description: {
      sv: 'Fakturera uppdrag i Visma eEkonomi och hämta kunder därifrån',
      en: 'Invoice assignments in Visma eAccounting and look up its customers',
    },
  },
];
