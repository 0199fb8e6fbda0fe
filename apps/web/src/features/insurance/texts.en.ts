import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `insurance`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  title: 'Hidden-defect insurance',
  action: 'Request hidden-defect insurance',
  loading: 'Loading the hidden-defect insurance details…',
  loadError: 'The hidden-defect insurance details could not be loaded.',
  sentLine: 'Requested {{date}} by {{name}}',
  reference: 'Reference {{reference}}',
  sending: 'The request is being sent to the insurer…',
  lastFailed: 'The last attempt on {{date}} did not go through: {{message}}',
  failedStatus: 'the insurer could not take the request (answer: {{status}})',
  noAnswer: 'no answer',
  dialogTitle: 'Request hidden-defect insurance for assignment {{number}}',
  intro:
    'This is sent to the insurer, which creates the insurance object of the seller’s hidden-defect insurance:',
  seller: 'Seller',
  buyer: 'Buyer',
  noBuyer: 'No buyer given',
  estate: 'Property designation',
  address: 'Address',
  date: 'Inspection date',
  inspector: 'Inspector',
  report: 'Report',
  reportLine: 'Version {{version}} issued {{date}}',
  reportNumber: 'no. {{number}}',
  missing: 'missing',
  send: 'Send request',
  sendingButton: 'Sending…',
  sent: 'The insurer has received the request.',
  sentReference: 'The insurer’s reference: {{reference}}',
  failedTitle: 'The request did not go through',
  incompleteTitle: 'Details are missing',
};
