import {
  customerMailParamsSchema,
  customerMailRenderRequestSchema,
  emailRenderRequestSchema,
  emailRenderResultSchema,
  emailTemplateChangeSchema,
  emailTemplateInputSchema,
  emailTemplateListSchema,
  emailTemplateQuerySchema,
  emailTemplateSchema,
  mailMessageSchema,
  mailSendSchema,
  mailSummaryListSchema,
  mailSummarySchema,
  outboxPageSchema,
  outboxQuerySchema,
  sentMailQuerySchema,
} from '../email.ts';
import { adminOf, permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'email';
const templateParams = tenantAnd('id', 'email.templateId');
const messageParams = tenantAnd('id', 'email.messageId');
/** Reading the firm's templates and rendering them, to write a message. */
const read = permitted('email.read');
/** The templates are the firm's texts: its administrators keep them. */
const admin = adminOf('email');

/** The firm's e-mail templates (Liquid subject and body over the assignment's fields). */
export const emailTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/email/templates',
    access: read,
    service,
    summary: 'The e-mail templates, by name; `?tag=` keeps those with that tag',
    params: tenantParams,
    query: emailTemplateQuerySchema,
    response: emailTemplateListSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/email/templates/:id',
    access: read,
    service,
    summary: 'One e-mail template',
    params: templateParams,
    response: emailTemplateSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/email/templates',
    access: admin,
    service,
    summary: 'Create an e-mail template; a subject or body that is not valid Liquid answers 400',
    params: tenantParams,
    body: emailTemplateInputSchema,
    status: 201,
    response: emailTemplateSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/email/templates/:id',
    access: admin,
    service,
    summary: 'Change the fields the body names; the others keep their values',
    params: templateParams,
    body: emailTemplateChangeSchema,
    response: emailTemplateSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/email/templates/:id',
    access: admin,
    service,
    summary: 'Delete an e-mail template (messages written with it stay as they were sent)',
    params: templateParams,
    status: 204,
  }),
  render: endpoint({
    method: 'POST',
    path: '/:tenant/v1/email/templates/:id',
    access: read,
    service,
    summary:
      'Render a template (or a draft of its texts) with an assignment’s and/or a contact’s data; ' +
      'fields without a value render empty and are listed in `missingFields`',
    readOnly: true,
    params: templateParams,
    body: emailRenderRequestSchema,
    response: emailRenderResultSchema,
  }),
  renderCustomerMail: endpoint({
    method: 'POST',
    path: '/:tenant/v1/email/customer-mail/:kind',
    access: read,
    service,
    summary:
      'Render the customer mail of a kind (the firm’s template tagged with it, else the default) in a ' +
      'language, with an assignment’s and/or a contact’s data, to write it by hand',
    readOnly: true,
    params: customerMailParamsSchema,
    body: customerMailRenderRequestSchema,
    response: emailRenderResultSchema,
  }),
};

/** Sending, the messages sent about an assignment or contact, and the firm's outbox. */
export const mailMessageEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/:tenant/v1/email/messages',
    access: permitted('email.send'),
    service,
    summary:
      'Send a message through the outbox, recorded on its assignment and/or contact; attachments ' +
      '(files by reference) are copied into it, 413 above 20 MB together',
    params: tenantParams,
    body: mailSendSchema,
    status: 201,
    response: mailSummarySchema,
  }),
  sent: endpoint({
    method: 'GET',
    path: '/:tenant/v1/email/messages',
    access: read,
    service,
    summary:
      'The messages sent about an assignment (`?inspectionId=`) or a contact (`?contactId=`), newest first',
    params: tenantParams,
    query: sentMailQuerySchema,
    response: mailSummaryListSchema,
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/:tenant/v1/email/outbox',
    access: admin,
    service,
    summary:
      'The firm’s outgoing e-mail, newest first, optionally of one status; a page at a time, the next by `cursor`',
    params: tenantParams,
    query: outboxQuerySchema,
    response: outboxPageSchema,
  }),
  outboxMessage: endpoint({
    method: 'GET',
    path: '/:tenant/v1/email/outbox/:id',
    access: admin,
    service,
    summary: 'One message of the outbox as it was written, with its delivery state',
    params: messageParams,
    response: mailMessageSchema,
  }),
};
