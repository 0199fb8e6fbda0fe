/**
 * The plain values of e-mail, without zod (the staff app's pages import them with no schema).
 *
 * The fields an e-mail template can use, written `{{ assignment.number }}` in its subject or body
 * (Liquid), are defined here once: the server fills them from the assignment, its order, the
 * customer and the chosen contact; the template editor lists them with their labels and inserts them.
 */
export interface EmailTemplateField {
  /** The Liquid path, e.g. `assignment.number`. */
  path: string;
  label: { sv: string; en: string };
  /** What the field looks like, shown beside it in the editor. */
  example: string;
}

/** The groups of fields, as the editor lists them. */
export const EMAIL_TEMPLATE_FIELD_GROUPS = [
  {
    name: 'assignment',
    label: { sv: 'Uppdrag', en: 'Assignment' },
    fields: [
      { path: 'assignment.number', label: { sv: 'Uppdragsnummer', en: 'Number' }, example: '2026-0042' },
      { path: 'assignment.littera', label: { sv: 'Littera', en: 'Littera' }, example: 'A' },
      { path: 'assignment.type', label: { sv: 'Typ', en: 'Type' }, example: 'Överlåtelsebesiktning' },
      { path: 'assignment.status', label: { sv: 'Status', en: 'Status' }, example: 'Bokad' },
      { path: 'assignment.date', label: { sv: 'Datum', en: 'Date' }, example: '2026-12-03' },
      { path: 'assignment.time', label: { sv: 'Tid', en: 'Time' }, example: '09:00–11:00' },
      {
        path: 'assignment.address',
        label: { sv: 'Adress', en: 'Address' },
        example: 'Storgatan 1, 903 25 Umeå',
      },
      { path: 'assignment.inspector', label: { sv: 'Besiktningsman', en: 'Inspector' }, example: 'Eva Berg' },
      { path: 'assignment.orderNumber', label: { sv: 'Ordernummer', en: 'Order number' }, example: 'PO-118' },
      {
        path: 'assignment.description',
        label: { sv: 'Beskrivning', en: 'Description' },
        example: 'Villa med källare',
      },
    ],
  },
  {
    name: 'order',
    label: { sv: 'Beställning', en: 'Order' },
    fields: [
      { path: 'order.number', label: { sv: 'Beställningsnummer', en: 'Order number' }, example: '2026-0107' },
      {
        path: 'order.preferredDate',
        label: { sv: 'Önskat datum', en: 'Preferred date' },
        example: '2026-12-01',
      },
      { path: 'order.preferredTime', label: { sv: 'Önskad tid', en: 'Preferred time' }, example: '10:00' },
      {
        path: 'order.address',
        label: { sv: 'Objektets adress', en: 'Address of the object' },
        example: 'Storgatan 1, 903 25 Umeå',
      },
      { path: 'order.message', label: { sv: 'Meddelande', en: 'Message' }, example: 'Ring innan ni kommer' },
    ],
  },
  {
    name: 'customer',
    label: { sv: 'Kund', en: 'Customer' },
    fields: [
      { path: 'customer.name', label: { sv: 'Namn', en: 'Name' }, example: 'Anna Andersson' },
      { path: 'customer.email', label: { sv: 'E-post', en: 'E-mail' }, example: 'anna@example.se' },
      { path: 'customer.phone', label: { sv: 'Telefon', en: 'Phone' }, example: '070-123 45 67' },
    ],
  },
  {
    name: 'contact',
    label: { sv: 'Mottagare', en: 'Recipient' },
    fields: [
      { path: 'contact.name', label: { sv: 'Namn', en: 'Name' }, example: 'Anna Andersson' },
      { path: 'contact.firstName', label: { sv: 'Förnamn', en: 'First name' }, example: 'Anna' },
      { path: 'contact.lastName', label: { sv: 'Efternamn', en: 'Last name' }, example: 'Andersson' },
      { path: 'contact.email', label: { sv: 'E-post', en: 'E-mail' }, example: 'anna@example.se' },
      { path: 'contact.phone', label: { sv: 'Telefon', en: 'Phone' }, example: '070-123 45 67' },
    ],
  },
  {
    name: 'sender',
    label: { sv: 'Avsändare', en: 'Sender' },
    fields: [
      { path: 'sender.name', label: { sv: 'Namn', en: 'Name' }, example: 'Eva Berg' },
      { path: 'sender.email', label: { sv: 'E-post', en: 'E-mail' }, example: 'eva@norrbesikt.se' },
      { path: 'firm.name', label: { sv: 'Företag', en: 'Firm' }, example: 'Norrbesikt AB' },
    ],
  },
] as const satisfies readonly {
  name: string;
  label: { sv: string; en: string };
  fields: readonly EmailTemplateField[];
}[];

/** Every field's path, e.g. `assignment.number`. */
export type EmailTemplateFieldPath = (typeof EMAIL_TEMPLATE_FIELD_GROUPS)[number]['fields'][number]['path'];

/**
 * The path of a field of one of the assignment's input forms, `form.<form>.<field>`: the firm's
 * forms decide which there are (`GET /documents/fields` lists them).
 */
export type EmailFormFieldPath = `form.${string}.${string}`;

/** The values of one rendering: each field's path to its text (empty when the record has none). */
export type EmailTemplateValues = Partial<Record<EmailTemplateFieldPath | EmailFormFieldPath, string>>;

/** What the server's send form and the outbox call a message's state, in Swedish and English. */
export const MAIL_STATUS_LABELS = {
  queued: { sv: 'Köad', en: 'Queued' },
  sent: { sv: 'Skickad', en: 'Sent' },
  kept: { sv: 'Sparad (ingen e-postserver)', en: 'Kept (no mail server)' },
  failed: { sv: 'Misslyckad', en: 'Failed' },
  bounced: { sv: 'Studsad', en: 'Bounced' },
} as const;
export type MailStatus = keyof typeof MAIL_STATUS_LABELS;

/** The most a message's attachments may weigh together (20 MB): mail servers refuse larger. */
export const MAIL_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
/** The most attachments one message carries. */
export const MAIL_ATTACHMENTS_MAX = 10;
/** The most recipients one message has. */
export const MAIL_RECIPIENTS_MAX = 20;
/** The longest subject of a template or a message. */
export const MAIL_SUBJECT_LENGTH_MAX = 200;
/** The longest body of a template or a message (characters). */
export const MAIL_BODY_LENGTH_MAX = 20_000;
