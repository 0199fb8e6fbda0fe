import type { MessageGroup } from './message.ts';

/** The accounting integrations: connecting to Fortnox or Visma eEkonomi and invoicing there. */
export const accountingMessages = {
  code: {
    sv: 'Koden från bokföringsprogrammet saknas',
    en: 'The code from the accounting program is missing',
  },
  state: { sv: 'Anslutningens tillstånd saknas', en: 'The connection’s state is missing' },
  badState: {
    sv: 'Anslutningen gick inte att slutföra: länken är ogiltig, har redan använts eller är äldre än 10 minuter. Anslut igen.',
    en: 'The connection could not be completed: the link is invalid, already used or older than 10 minutes. Connect again.',
  },
  notConfigured: {
    sv: 'Integrationen är inte inställd på den här servern',
    en: 'The integration is not set up on this server',
  },
  notConnected: {
    sv: 'Organisationen är inte ansluten till bokföringsprogrammet',
    en: 'The organisation is not connected to the accounting program',
  },
  reactivate: {
    sv: 'Bokföringsprogrammet godtar inte längre anslutningen. En administratör behöver ansluta igen.',
    en: 'The accounting program no longer accepts the connection. An administrator needs to connect again.',
  },
  providerFailed: {
    sv: 'Bokföringsprogrammet svarade inte som väntat: {reason}',
    en: 'The accounting program did not answer as expected: {reason}',
  },
  customerMissing: {
    sv: 'Kunden finns inte i bokföringsprogrammet',
    en: 'The customer does not exist in the accounting program',
  },
  noAssignments: {
    sv: 'Välj minst ett uppdrag att fakturera',
    en: 'Choose at least one assignment to invoice',
  },
  noPriceRows: {
    sv: 'Uppdrag {number} har inga prisrader att fakturera',
    en: 'Assignment {number} has no price rows to invoice',
  },
  noCustomer: {
    sv: 'Uppdrag {number} har ingen kund att fakturera',
    en: 'Assignment {number} has no customer to invoice',
  },
  alreadyQueued: {
    sv: 'Uppdrag {number} faktureras redan',
    en: 'Assignment {number} is already being invoiced',
  },
  useOwnNumbers: { sv: 'Ange om egna fakturanummer används', en: 'Say whether own invoice numbers are used' },
  finalInvoices: {
    sv: 'Ange om fakturorna ska bli färdiga direkt',
    en: 'Say whether invoices are made final at once',
  },
} as const satisfies MessageGroup;
