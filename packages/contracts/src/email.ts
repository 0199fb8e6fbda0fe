import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './constants.ts';
import { emailSchema } from './contact-fields.ts';
import { CUSTOMER_MAIL_KINDS } from './customer-mail.ts';
import {
  MAIL_ATTACHMENTS_MAX,
  MAIL_BODY_LENGTH_MAX,
  MAIL_RECIPIENTS_MAX,
  MAIL_STATUS_LABELS,
  MAIL_SUBJECT_LENGTH_MAX,
  type MailStatus,
} from './email-values.ts';
import { listResponseSchema, pagedListResponseSchema, pagingQuerySchema } from './list.ts';
import { clearableText, optionalText, requiredText } from './text.ts';

export * from './email-values.ts';

/** E-mail (the email service): the firm's templates, sending, and the outbox. */

const TAG_LENGTH_MAX = 50;
const NAME_LENGTH_MAX = 200;

const subjectText = requiredText(MAIL_SUBJECT_LENGTH_MAX, 'email.subject');
const bodyText = z
  .string({ error: 'email.body' })
  .trim()
  .min(1, { error: 'email.body' })
  .max(MAIL_BODY_LENGTH_MAX, { error: 'validation.tooLong' });

/** Body of `POST /templates`: a template's name, its tag (to pick templates by use) and its texts. */
export const emailTemplateInputSchema = z
  .object({
    name: requiredText(NAME_LENGTH_MAX, 'validation.name'),
    tag: optionalText(TAG_LENGTH_MAX),
    subject: subjectText,
    body: bodyText,
  })
  .meta({ id: 'EmailTemplateCreate' });
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;

/** Body of `PUT /templates/{id}`: the fields it names change, the others stay. */
export const emailTemplateChangeSchema = z
  .object({
    name: z.optional(requiredText(NAME_LENGTH_MAX, 'validation.name')),
    tag: clearableText(TAG_LENGTH_MAX),
    subject: z.optional(subjectText),
    body: bodyText.optional(),
  })
  .meta({ id: 'EmailTemplateChange' });
export type EmailTemplateChange = z.infer<typeof emailTemplateChangeSchema>;

export const emailTemplateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    tag: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
    updated: z.iso.datetime(),
  })
  .meta({ id: 'EmailTemplate' });
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateListSchema = listResponseSchema(emailTemplateSchema).meta({
  id: 'EmailTemplateList',
});

/** `GET /templates?tag=`: the templates with that tag, or all. */
export const emailTemplateQuerySchema = z.object({ tag: z.string().trim().max(TAG_LENGTH_MAX).optional() });

/**
 * Body of `POST /templates/{id}`: renders the template with the data of an assignment and/or a
 * contact. `draft` renders unsaved texts in the template's place (the editor's live preview).
 */
export const emailRenderRequestSchema = z
  .object({
    inspectionId: z.uuid({ error: 'validation.inspectionId' }).optional(),
    contactId: z.uuid({ error: 'validation.contactId' }).optional(),
    draft: z
      .object({
        subject: z.string().max(MAIL_SUBJECT_LENGTH_MAX, { error: 'validation.tooLong' }),
        body: z.string().max(MAIL_BODY_LENGTH_MAX, { error: 'validation.tooLong' }),
      })
      .optional(),
  })
  .meta({ id: 'EmailRenderRequest' });
export type EmailRenderRequest = z.infer<typeof emailRenderRequestSchema>;

/**
 * `POST /customer-mail/{kind}`: the text a customer mail of that kind would have, the firm's
 * template or the default, in the language given, filled in with an assignment's and/or a
 * contact's data (the "report sent" mail, written on the assignment's e-mail page).
 */
export const customerMailParamsSchema = z.object({
  tenant: z.string(),
  kind: z.enum(CUSTOMER_MAIL_KINDS, { error: 'email.customerMailKind' }),
});
export const customerMailRenderRequestSchema = z
  .object({
    inspectionId: z.uuid({ error: 'validation.inspectionId' }).optional(),
    contactId: z.uuid({ error: 'validation.contactId' }).optional(),
    language: z.enum(SUPPORTED_LANGUAGES, { error: 'validation.language' }).default('sv'),
  })
  .meta({ id: 'CustomerMailRenderRequest' });
export type CustomerMailRenderRequest = z.input<typeof customerMailRenderRequestSchema>;

/** A rendered template; `missingFields` names the fields it uses that have no value here (rendered empty). */
export const emailRenderResultSchema = z
  .object({ subject: z.string(), body: z.string(), missingFields: z.array(z.string()) })
  .meta({ id: 'EmailRenderResult' });
export type EmailRenderResult = z.infer<typeof emailRenderResultSchema>;

/** What can be attached, by reference: a file of a contact, or (later) of an assignment. */
export const MAIL_ATTACHMENT_KINDS = ['contact-file', 'inspection-file'] as const;
export type MailAttachmentKind = (typeof MAIL_ATTACHMENT_KINDS)[number];

export const mailAttachmentReferenceSchema = z.object({
  kind: z.enum(MAIL_ATTACHMENT_KINDS, { error: 'email.attachmentKind' }),
  id: z.uuid({ error: 'validation.fileId' }),
});
export type MailAttachmentReference = z.infer<typeof mailAttachmentReferenceSchema>;

/**
 * Body of `POST /messages`: one message to the addresses given, about an assignment and/or a
 * contact (where it is recorded), with files attached by reference. The texts are final: a
 * template is rendered first (`POST /templates/{id}`) and may be edited before sending. The attachments are copied
 * into the message, so deleting a file later does not change what was sent.
 */
export const mailSendSchema = z
  .object({
    to: z
      .array(emailSchema)
      .min(1, { error: 'email.recipients' })
      .max(MAIL_RECIPIENTS_MAX, { error: 'email.tooManyRecipients' }),
    subject: subjectText,
    body: bodyText,
    inspectionId: z.uuid({ error: 'validation.inspectionId' }).optional(),
    contactId: z.uuid({ error: 'validation.contactId' }).optional(),
    attachments: z
      .array(mailAttachmentReferenceSchema)
      .max(MAIL_ATTACHMENTS_MAX, { error: 'email.tooManyAttachments' })
      .default([]),
  })
  .meta({ id: 'MailSend' });
export type MailSend = z.infer<typeof mailSendSchema>;

export const mailStatusSchema = z.enum(Object.keys(MAIL_STATUS_LABELS) as [MailStatus, ...MailStatus[]]);

/** A message as lists show it: the outbox, and the messages sent about an assignment or a contact. */
export const mailSummarySchema = z
  .object({
    id: z.uuid(),
    to: z.array(z.string()),
    subject: z.string(),
    status: mailStatusSchema,
    created: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    /** Who sent it; null for the server's own mail (an invitation, an order's announcement). */
    sentBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    attachments: z.array(z.object({ filename: z.string(), size: z.number().int() })),
  })
  .meta({ id: 'MailSummary' });
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One message as it was written, for the administrator reading the outbox. */
export const mailMessageSchema = mailSummarySchema
  .extend({
    text: z.string(),
    attempts: z.number().int(),
    /** The mail server's last refusal, or why the message was kept back. */
    lastError: z.string().nullable(),
    inspectionId: z.uuid().nullable(),
    contactId: z.uuid().nullable(),
    orderId: z.uuid().nullable(),
  })
  .meta({ id: 'MailMessage' });
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailSummaryListSchema = listResponseSchema(mailSummarySchema).meta({ id: 'MailSummaryList' });

/** `GET /messages?inspectionId=`, `?contactId=` or `?orderId=`: the messages sent about one of them, newest first. */
export const sentMailQuerySchema = z
  .object({
    inspectionId: z.uuid({ error: 'validation.inspectionId' }).optional(),
    contactId: z.uuid({ error: 'validation.contactId' }).optional(),
    orderId: z.uuid({ error: 'validation.orderId' }).optional(),
  })
  .refine((query) => [query.inspectionId, query.contactId, query.orderId].filter(Boolean).length === 1, {
    error: 'email.sentAbout',
    path: ['inspectionId'],
  });
export type SentMailQuery = z.infer<typeof sentMailQuerySchema>;

/**
 * `GET /outbox?status=&page=&pageSize=&cursor=`: the firm's outbox, newest first, a page at a
 * time; the page after one is read by its `nextCursor`.
 */
export const outboxQuerySchema = pagingQuerySchema.extend({ status: mailStatusSchema.optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxPageSchema = pagedListResponseSchema(mailSummarySchema).meta({ id: 'OutboxPage' });
