import type { MessageGroup } from './message.ts';

/** E-mail: templates, sending and the outbox. */
export const emailMessages = {
  templateMissing: { sv: 'Mallen finns inte', en: 'The template does not exist' },
  messageMissing: { sv: 'Meddelandet finns inte', en: 'The message does not exist' },
  templateInvalid: {
    sv: 'Mallen kan inte läsas: {reason}',
    en: 'The template cannot be read: {reason}',
  },
  templateTooCostly: {
    sv: 'Mallen tar för lång tid eller för mycket minne att fylla i',
    en: 'The template takes too long or too much memory to fill in',
  },
  subject: { sv: 'Ange ett ämne', en: 'Enter a subject' },
  body: { sv: 'Ange en text', en: 'Enter a text' },
  recipients: { sv: 'Ange minst en mottagare', en: 'Enter at least one recipient' },
  tooManyRecipients: { sv: 'Högst {maximum} mottagare', en: 'At most {maximum} recipients' },
  tooManyAttachments: { sv: 'Högst {maximum} bilagor', en: 'At most {maximum} attachments' },
  attachmentsTooLarge: {
    sv: 'Bilagorna får vara högst {megabytes} MB tillsammans',
    en: 'The attachments may be at most {megabytes} MB together',
  },
  attachmentKind: { sv: 'Okänd sorts bilaga', en: 'Unknown kind of attachment' },
  templateId: { sv: 'Ogiltigt mall-id', en: 'Invalid template id' },
  customerMailKind: { sv: 'Okänt slags kundutskick', en: 'Unknown kind of customer mail' },
  messageId: { sv: 'Ogiltigt meddelande-id', en: 'Invalid message id' },
  sentAbout: {
    sv: 'Ange ett uppdrag, en kontakt eller en beställning',
    en: 'Give an assignment, a contact or an order',
  },
} as const satisfies MessageGroup;
