import type { Language } from '@syna/contracts/constants';
import type { TextKey } from '@/lib/i18n/feature-translation';
import type { TextsLike } from '@/lib/i18n/translation';
import { validationEn, validationSv } from '@/lib/i18n/validation-texts';
import { pageLanguage } from './language';

/**
 * The public pages' texts: the order page, the booking calendar, not found, and what a failed
 * call or a form check says. They are all the pages need, so the pages load no i18n library.
 */
export const sv = {
  order: {
    title: 'Beställ besiktning',
    intro: 'Fyll i uppgifterna nedan så återkommer vi med en bekräftelse. Fält märkta * är obligatoriska.',
    noOrderTypes: 'Det går inte att beställa här just nu. Kontakta företaget direkt.',
    calendarLink: 'Se lediga tider i bokningskalendern',
    submit: 'Skicka beställning',
    submitting: 'Skickar beställningen…',
    loadError: 'Beställningssidan kunde inte hämtas',
    retry: 'Försök igen',
    sendError: 'Beställningen kunde inte skickas',
    fixErrors: 'Rätta de markerade fälten och skicka igen.',
    tooManyRequests: 'Du har skickat många beställningar på kort tid. Vänta en stund och försök sedan igen.',
  },
  orderType: {
    title: 'Din beställning',
    legend: 'Vad vill du beställa?',
    inspectionTypes: 'Vilka besiktningar?',
    chooseOrderTypeFirst: 'Välj först vad du vill beställa.',
    fromPrice: 'från {{amount}} inkl. moms',
    price: '{{amount}} inkl. moms',
    sum: 'Summa: {{amount}} inkl. moms',
  },
  date: {
    legend: 'Önskat datum',
    label: 'Önskat datum',
    hint: 'Tidigast {{date}}',
    placeholder: 'ÅÅÅÅ-MM-DD',
    time: 'Vald tid: {{time}}',
    removeTime: 'Ta bort vald tid',
  },
  party: {
    customer: 'Beställare',
    owner: 'Säljare {{number}}',
    othersHint:
      'Lägg till säljaren (fastighetsägaren) om det är någon annan än beställaren, och mäklaren om det finns en.',
    addOwner: 'Lägg till säljare',
    removeOwner: 'Ta bort säljare {{number}}',
    broker: 'Mäklare',
    addBroker: 'Lägg till mäklare',
    removeBroker: 'Ta bort mäklare',
    type: 'Privatperson eller företag',
    person: 'Privatperson',
    company: 'Företag',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    personnummer: 'Personnummer',
    personnummerHint: 'ÅÅÅÅMMDD-NNNN',
    companyName: 'Företagsnamn',
    organisationsnummer: 'Organisationsnummer',
    organisationsnummerHint: 'NNNNNN-NNNN',
    email: 'E-post',
    phone: 'Telefon',
    reachHint: 'Ange e-post eller telefon så att vi kan nå dig.',
  },
  object: {
    title: 'Objektet som ska besiktas',
    address: 'Gatuadress',
    postalCode: 'Postnummer',
    city: 'Ort',
    estateLocation: 'Kommun',
    estateNumber: 'Fastighetsbeteckning',
    estateNumberHint: 't.ex. Stöcke 5:12',
  },
  answers: {
    yes: 'Ja',
    no: 'Nej',
    row: 'Rad {{number}}',
    addRow: 'Lägg till rad',
    removeRow: 'Ta bort rad {{number}}',
    noRows: 'Inga rader ännu.',
    date: 'Datum',
    time: 'Klockslag',
    timePlaceholder: 'TT:MM',
  },
  message: {
    title: 'Meddelande och godkännande',
    label: 'Meddelande',
    hint: 'Till exempel portkod, hur vi kommer in eller andra önskemål.',
  },
  privacy: {
    accept: 'Jag godkänner att mina uppgifter behandlas enligt integritetspolicyn',
    acceptPlain: 'Jag godkänner att mina uppgifter behandlas för att hantera beställningen',
    read: 'Läs integritetspolicyn',
    dialogTitle: 'Integritetspolicy',
    close: 'Stäng',
    opensInNewTab: '(öppnas i ny flik)',
  },
  honeypot: 'Lämna det här fältet tomt',
  receipt: {
    header: 'Tack för din beställning!',
    text: 'Vi har tagit emot beställningen och hör av oss så snart vi kan.',
    number: 'Ordernummer',
    another: 'Gör en ny beställning',
  },
  calendar: {
    title: 'Bokningskalender',
    intro: 'Välj en ledig tid så kommer du vidare till beställningen med tiden ifylld.',
    week: '{{from}} – {{to}}',
    previousWeek: 'Föregående vecka',
    nextWeek: 'Nästa vecka',
    legend: 'Förklaring',
    free: 'Ledig',
    taken: 'Upptagen',
    bookPrefix: 'Boka {{day}} kl.',
    noSlots: 'Inga tider',
    emptyWeek: 'Inga bokningsbara tider den här veckan.',
    orderLink: 'Beställ utan att välja tid',
    loadError: 'Kalendern kunde inte hämtas',
    retry: 'Försök igen',
  },
  notFound: {
    title: 'Sidan finns inte',
    body: 'Företaget finns inte, eller så har det stängt den här sidan. Kontrollera adressen du har fått.',
  },
  earliestDate: 'Välj {{date}} eller senare',
  error: {
    default: 'Ett fel inträffade',
    request: 'Det gick inte att nå servern. Kontrollera anslutningen och försök igen.',
    unauthorized: 'Du är inte inloggad',
    forbidden: 'Åtkomst nekad',
    forbiddenDetail: 'Du saknar behörighet att utföra operationen',
    problemTitle: 'Fel',
  },
  validation: validationSv,
};

export const en: TextsLike<typeof sv> = {
  order: {
    title: 'Order an inspection',
    intro:
      'Fill in the details below and we will get back to you with a confirmation. Fields marked * are required.',
    noOrderTypes: 'Orders cannot be placed here right now. Please contact the company directly.',
    calendarLink: 'See free times in the booking calendar',
    submit: 'Send order',
    submitting: 'Sending the order…',
    loadError: 'The order page could not be loaded',
    retry: 'Try again',
    sendError: 'The order could not be sent',
    fixErrors: 'Correct the marked fields and send again.',
    tooManyRequests: 'You have sent many orders in a short time. Please wait a while and try again.',
  },
  orderType: {
    title: 'Your order',
    legend: 'What would you like to order?',
    inspectionTypes: 'Which inspections?',
    chooseOrderTypeFirst: 'First choose what you would like to order.',
    fromPrice: 'from {{amount}} incl. VAT',
    price: '{{amount}} incl. VAT',
    sum: 'Total: {{amount}} incl. VAT',
  },
  date: {
    legend: 'Preferred date',
    label: 'Preferred date',
    hint: 'At the earliest {{date}}',
    placeholder: 'YYYY-MM-DD',
    time: 'Chosen time: {{time}}',
    removeTime: 'Remove the chosen time',
  },
  party: {
    customer: 'Customer',
    owner: 'Seller {{number}}',
    othersHint:
      'Add the seller (the property owner) if it is someone other than the customer, and the estate agent if there is one.',
    addOwner: 'Add a seller',
    removeOwner: 'Remove seller {{number}}',
    broker: 'Estate agent',
    addBroker: 'Add an estate agent',
    removeBroker: 'Remove the estate agent',
    type: 'Private person or company',
    person: 'Private person',
    company: 'Company',
    firstName: 'First name',
    lastName: 'Last name',
    personnummer: 'Personal identity number',
    personnummerHint: 'YYYYMMDD-NNNN',
    companyName: 'Company name',
    organisationsnummer: 'Organisation number',
    organisationsnummerHint: 'NNNNNN-NNNN',
    email: 'E-mail',
    phone: 'Phone',
    reachHint: 'Enter an e-mail address or a phone number so that we can reach you.',
  },
  object: {
    title: 'The property to inspect',
    address: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    estateLocation: 'Municipality',
    estateNumber: 'Property designation',
    estateNumberHint: 'e.g. Stöcke 5:12',
  },
  answers: {
    yes: 'Yes',
    no: 'No',
    row: 'Row {{number}}',
    addRow: 'Add a row',
    removeRow: 'Remove row {{number}}',
    noRows: 'No rows yet.',
    date: 'Date',
    time: 'Time',
    timePlaceholder: 'HH:MM',
  },
  message: {
    title: 'Message and consent',
    label: 'Message',
    hint: 'For example a door code, how to get in or other wishes.',
  },
  privacy: {
    accept: 'I agree that my details are processed according to the privacy policy',
    acceptPlain: 'I agree that my details are processed to handle the order',
    read: 'Read the privacy policy',
    dialogTitle: 'Privacy policy',
    close: 'Close',
    opensInNewTab: '(opens in a new tab)',
  },
  honeypot: 'Leave this field empty',
  receipt: {
    header: 'Thank you for your order!',
    text: 'We have received the order and will be in touch as soon as we can.',
    number: 'Order number',
    another: 'Place another order',
  },
  calendar: {
    title: 'Booking calendar',
    intro: 'Choose a free time to go on to the order with the time filled in.',
    week: '{{from}} – {{to}}',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    legend: 'Legend',
    free: 'Free',
    taken: 'Taken',
    bookPrefix: 'Book {{day}} at',
    noSlots: 'No times',
    emptyWeek: 'No bookable times this week.',
    orderLink: 'Order without choosing a time',
    loadError: 'The calendar could not be loaded',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    body: 'The company does not exist, or it has closed this page. Please check the address you were given.',
  },
  earliestDate: 'Choose {{date}} or later',
  error: {
    default: 'An error occurred',
    request: 'The server could not be reached. Check the connection and try again.',
    unauthorized: 'You are not logged in',
    forbidden: 'Access denied',
    forbiddenDetail: 'You are not allowed to perform the operation',
    problemTitle: 'Error',
  },
  validation: validationEn,
};

export type PublicTextKey = TextKey<typeof sv>;
export type PublicT = (key: PublicTextKey, values?: Record<string, unknown>) => string;

/** The texts in `language`, with `{{name}}` placeholders filled in from `values`. */
export function textsIn(language: Language): PublicT {
  const tree: object = language === 'en' ? en : sv;
  return (key, values) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    return String(text).replace(/{{(\w+)}}/g, (placeholder, name: string) =>
      values && name in values ? String(values[name]) : placeholder,
    );
  };
}

/** The texts in the visitor's language. */
export const t: PublicT = textsIn(pageLanguage);
