import type { Language } from '@syna/contracts/constants';
import {
  CUSTOMER_MAIL_DEFAULTS,
  customerMailTag,
  type CustomerMail,
  type CustomerMailKind,
  type CustomerMailTexts,
} from '@syna/contracts/customer-mail';
import type { CustomerMailRenderRequest, EmailRenderResult } from '@syna/contracts/email';
import type { Tx } from '../../platform/db/database.ts';
import { queueMail } from '../../platform/mail/mail-outbox.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { listEmailTemplates } from './email-template.repo.ts';
import { renderTexts } from './template-renderer.ts';
import { templateValues, valuesAbout } from './template-values.service.ts';

/** The firm's template tagged with the kind and language (the first by name), else the default. */
async function customerMailTexts(
  tx: Tx,
  kind: CustomerMailKind,
  language: Language,
): Promise<CustomerMailTexts> {
  const [own] = await listEmailTemplates(tx, customerMailTag(kind, language));
  return own ?? CUSTOMER_MAIL_DEFAULTS[kind][language];
}

/**
 * `POST /customer-mail/{kind}`: a customer mail's text as it would be sent, for a member to write
 * it by hand (the report to the customer): who may read what it is about only.
 */
export async function renderCustomerMail(
  context: RequestContext,
  kind: CustomerMailKind,
  request: CustomerMailRenderRequest,
): Promise<EmailRenderResult> {
  const texts = await customerMailTexts(context.tx, kind, request.language ?? 'sv');
  return renderTexts(texts, await templateValues(context, request));
}

/**
 * The customer mails of orders (order received, booking confirmed): the firm's template tagged
 * with the kind and language (`order-received`, `order-received-en`; the first by name when it
 * has several), else the default of `CUSTOMER_MAIL_DEFAULTS`, rendered with the order's values
 * and those of the assignment and contact it names, and queued in the caller's transaction. It
 * is the server's own mail: it asks no rights of a member (a public order has none). Registered
 * as orders' `CustomerMailer` (typed by its shape, so that the benchmarks load it alone).
 */
export const customerMailer = {
  async queue(
    context: Pick<RequestContext, 'tx' | 'tenant'> & { user?: RequestContext['user'] },
    mail: CustomerMail,
  ): Promise<void> {
    const texts = await customerMailTexts(context.tx, mail.kind, mail.language);
    const about = { inspectionId: mail.inspectionId, contactId: mail.contactId };
    const values = { ...(await valuesAbout(context, about)), ...mail.values };
    const { subject, body } = await renderTexts(texts, values);
    await queueMail(context.tx, {
      tenantId: context.tenant.id,
      to: [mail.to],
      subject,
      text: body,
      inspectionId: mail.inspectionId ?? null,
      contactId: mail.contactId ?? null,
      orderId: mail.orderId ?? null,
    });
  },
};
