/**
 * The e-mails that keep a customer informed of an order and its visit (received, booked, the
 * reminder the day before, and the report, which staff send by hand from the assignment), each
 * from a template the firm can edit: the firm's template with the kind's tag (`order-received`,
 * or `order-received-en` for English), else the default below. Plain values, without zod.
 */
import type { Language } from './constants.ts';
import type { EmailTemplateValues } from './email-values.ts';

export const CUSTOMER_MAIL_KINDS = [
  'order-received',
  'booking-confirmed',
  'booking-reminder',
  'report-sent',
] as const;
export type CustomerMailKind = (typeof CUSTOMER_MAIL_KINDS)[number];

/** One e-mail that keeps a customer (or the order's broker) informed, as the server sends it. */
export interface CustomerMail {
  kind: CustomerMailKind;
  language: Language;
  to: string;
  /** The values the template reads, beside those of the assignment and contact named below. */
  values: EmailTemplateValues;
  /** The assignment the mail is about, whose fields it fills and on which it is listed. */
  inspectionId?: string | undefined;
  /** The recipient's contact, whose fields it fills and on which it is listed. */
  contactId?: string | undefined;
  /** The order the mail is about, on which it is listed. */
  orderId?: string | undefined;
}

/** The tag of the firm's template for a kind in a language: Swedish has the plain kind. */
export const customerMailTag = (kind: CustomerMailKind, language: Language): string =>
  language === 'sv' ? kind : `${kind}-${language}`;

export interface CustomerMailTexts {
  /** The template's name when the firm takes the default into its own templates. */
  name: string;
  subject: string;
  body: string;
}

const orderReceivedSv: CustomerMailTexts = {
  name: 'Beställning mottagen',
  subject: 'Vi har tagit emot beställning {{ order.number }}',
  body: `Hej {{ contact.name }},

Tack! {{ firm.name }} har tagit emot beställningen och återkommer med en bekräftad tid för besiktningen.

Beställning: {{ order.number }}
Beställare: {{ customer.name }}
Adress: {{ order.address }}
Önskad dag: {{ order.preferredDate }}{% if order.preferredTime != "" %} kl. {{ order.preferredTime }}{% endif %}

Med vänliga hälsningar
{{ firm.name }}
`,
};

const orderReceivedEn: CustomerMailTexts = {
  name: 'Order received (English)',
  subject: 'We have received order {{ order.number }}',
  body: `Dear {{ contact.name }},

Thank you! {{ firm.name }} has received the order and will come back with a confirmed time for the inspection.

Order: {{ order.number }}
Ordered by: {{ customer.name }}
Address: {{ order.address }}
Preferred day: {{ order.preferredDate }}{% if order.preferredTime != "" %} at {{ order.preferredTime }}{% endif %}

Kind regards
{{ firm.name }}
`,
};

const bookingConfirmedSv: CustomerMailTexts = {
  name: 'Bokningsbekräftelse',
  subject: 'Bokningsbekräftelse: besiktning {{ assignment.date }}',
  body: `Hej {{ contact.name }},

Din besiktning hos {{ firm.name }} är bokad.

Datum: {{ assignment.date }}
{% if assignment.time != "" %}Tid: {{ assignment.time }}
{% endif %}Adress: {{ assignment.address }}
{% if assignment.inspector != "" %}Besiktningsman: {{ assignment.inspector }}
{% endif %}Uppdrag: {{ assignment.number }}

Med vänliga hälsningar
{{ firm.name }}
`,
};

const bookingConfirmedEn: CustomerMailTexts = {
  name: 'Booking confirmed (English)',
  subject: 'Booking confirmed: inspection on {{ assignment.date }}',
  body: `Dear {{ contact.name }},

Your inspection with {{ firm.name }} is booked.

Date: {{ assignment.date }}
{% if assignment.time != "" %}Time: {{ assignment.time }}
{% endif %}Address: {{ assignment.address }}
{% if assignment.inspector != "" %}Inspector: {{ assignment.inspector }}
{% endif %}Assignment: {{ assignment.number }}

Kind regards
{{ firm.name }}
`,
};

const bookingReminderSv: CustomerMailTexts = {
  name: 'Påminnelse dagen före',
  subject: 'Påminnelse: besiktning i morgon {{ assignment.date }}',
  body: `Hej {{ contact.name }},

Välkommen till besiktningen i morgon.

Datum: {{ assignment.date }}
{% if assignment.time != "" %}Tid: {{ assignment.time }}
{% endif %}Adress: {{ assignment.address }}
{% if assignment.inspector != "" %}Besiktningsman: {{ assignment.inspector }}
{% endif %}Uppdrag: {{ assignment.number }}

Se gärna till att de utrymmen som ska besiktas går att nå, till exempel vind och krypgrund. Passar tiden inte längre, svara på det här meddelandet så snart som möjligt.

Med vänliga hälsningar
{{ firm.name }}
`,
};

const bookingReminderEn: CustomerMailTexts = {
  name: 'Reminder the day before (English)',
  subject: 'Reminder: inspection tomorrow, {{ assignment.date }}',
  body: `Dear {{ contact.name }},

This is a reminder of tomorrow's inspection.

Date: {{ assignment.date }}
{% if assignment.time != "" %}Time: {{ assignment.time }}
{% endif %}Address: {{ assignment.address }}
{% if assignment.inspector != "" %}Inspector: {{ assignment.inspector }}
{% endif %}Assignment: {{ assignment.number }}

Please make sure the spaces to be inspected can be reached, such as the attic and the crawl space. If the time no longer suits you, reply to this message as soon as possible.

Kind regards
{{ firm.name }}
`,
};

const reportSentSv: CustomerMailTexts = {
  name: 'Protokoll till kunden',
  subject: 'Besiktningsprotokoll för {{ assignment.address }}',
  body: `Hej {{ contact.name }},

Här kommer protokollet från besiktningen av {{ assignment.address }}{% if assignment.date != "" %} den {{ assignment.date }}{% endif %} (uppdrag {{ assignment.number }}). Protokollet är bifogat som PDF.

Läs gärna igenom det i lugn och ro. Hör av dig om något är oklart eller om du har frågor om anmärkningarna.

Med vänliga hälsningar
{{ sender.name }}
{{ firm.name }}
`,
};

const reportSentEn: CustomerMailTexts = {
  name: 'Report to the customer (English)',
  subject: 'Inspection report for {{ assignment.address }}',
  body: `Dear {{ contact.name }},

Please find attached the report of the inspection of {{ assignment.address }}{% if assignment.date != "" %} on {{ assignment.date }}{% endif %} (assignment {{ assignment.number }}), as a PDF.

Take your time to read it. Do get in touch if anything is unclear or you have questions about the remarks.

Kind regards
{{ sender.name }}
{{ firm.name }}
`,
};

/** The default texts of each kind, in each language. */
export const CUSTOMER_MAIL_DEFAULTS: Record<CustomerMailKind, Record<Language, CustomerMailTexts>> = {
  'order-received': { sv: orderReceivedSv, en: orderReceivedEn },
  'booking-confirmed': { sv: bookingConfirmedSv, en: bookingConfirmedEn },
  'booking-reminder': { sv: bookingReminderSv, en: bookingReminderEn },
  'report-sent': { sv: reportSentSv, en: reportSentEn },
};
