import type { emailTemplateEndpoints, mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  changeEmailTemplate,
  createEmailTemplate,
  getEmailTemplate,
  getEmailTemplates,
  removeEmailTemplate,
  renderEmailTemplate,
} from './email-template.service.ts';
import { renderCustomerMail } from './customer-mail.service.ts';
import { getOutbox, getOutboxMessage, getSentMail, sendMessage } from './mail-message.service.ts';

export function emailTemplateRoutes(): EndpointHandlers<typeof emailTemplateEndpoints> {
  return {
    list: (context, { query }) => getEmailTemplates(context, query.tag),
    get: (context, { params }) => getEmailTemplate(context, params.id),
    create: (context, { body }) => createEmailTemplate(context, body),
    update: (context, { params, body }) => changeEmailTemplate(context, params.id, body),
    remove: (context, { params }) => removeEmailTemplate(context, params.id),
    render: (context, { params, body }) => renderEmailTemplate(context, params.id, body),
    renderCustomerMail: (context, { params, body }) => renderCustomerMail(context, params.kind, body),
  };
}

export function mailMessageRoutes(storage: FileStorage): EndpointHandlers<typeof mailMessageEndpoints> {
  return {
    send: (context, { body }) => sendMessage(context, storage, body),
    sent: (context, { query }) => getSentMail(context, query),
    outbox: (context, { query }) => getOutbox(context, query),
    outboxMessage: (context, { params }) => getOutboxMessage(context, params.id),
  };
}
