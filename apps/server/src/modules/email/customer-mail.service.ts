import type { Language } from '@syna/contracts/constants';
import {
  CUSTOMER_MAIL_DEFAULTS,
  customerMailTag,
  type CustomerMail,
  type CustomerMailKind,
  type CustomerMailTexts,
} from '@syna/contracts/customer-mail';
import type { CustomerMailRenderRequest, EmailRenderResult, EmailTemplate } from '@syna/contracts/email';
import type { Tx } from '../../platform/db/database.ts';
import { queueMails, type OutgoingMail } from '../../platform/mail/mail-outbox.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { listEmailTemplatesTagged } from './email-template.repo.ts';
import { renderTexts } from './template-renderer.ts';
import { templateValues, valuesAbout } from './template-values.service.ts';

/** Of the firm's templates, the first (by name) tagged with the kind and language, else the default. */
const textsAmong = (
  own: readonly EmailTemplate[],
  kind: CustomerMailKind,
  language: Language,
): CustomerMailTexts =>
  own.find((template) => template.tag === customerMailTag(kind, language)) ??
  CUSTOMER_MAIL_DEFAULTS[kind][language];

async function customerMailTexts(
  tx: Tx,
  kind: CustomerMailKind,
  language: Language,
): Promise<CustomerMailTexts> {
  return textsAmong(await listEmailTemplatesTagged(tx, [customerMailTag(kind, language)]), kind, language);
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

type MailerContext = Pick<RequestContext, 'tx' | 'tenant'> & { user?: RequestContext['user'] };

/**
 * The customer mails as they are sent: each the firm's template tagged with its kind and language
 * (the first by name when it has several), else the default of `CUSTOMER_MAIL_DEFAULTS`, rendered
 * with the mail's values and those of the assignment and contact it names. One statement reads
 * the templates of all the kinds and languages given, at once; the renderer reads more only for
 * a mail that names an assignment or contact, and refuses a kind or language it was not given.
 */
async function prepareCustomerMails(
  context: MailerContext,
  kinds: readonly Pick<CustomerMail, 'kind' | 'language'>[],
): Promise<{ render(mails: readonly CustomerMail[]): Promise<OutgoingMail[]> }> {
  const tags = new Set(kinds.map((mail) => customerMailTag(mail.kind, mail.language)));
  const own = await listEmailTemplatesTagged(context.tx, [...tags]);
  const renderOne = async (mail: CustomerMail): Promise<OutgoingMail> => {
    if (!tags.has(customerMailTag(mail.kind, mail.language))) {
      throw new Error(`The ${mail.kind} mail in ${mail.language} was rendered without its templates`);
    }
    const texts = textsAmong(own, mail.kind, mail.language);
    const about = { inspectionId: mail.inspectionId, contactId: mail.contactId };
    const { subject, body } = renderTexts(texts, {
      ...(await valuesAbout(context, about)),
      ...mail.values,
    });
    return {
      to: [mail.to],
      subject,
      text: body,
      inspectionId: mail.inspectionId ?? null,
      contactId: mail.contactId ?? null,
      orderId: mail.orderId ?? null,
    };
  };
  return { render: (mails) => Promise.all(mails.map(renderOne)) };
}

/**
 * The customer mails of orders (order received, booking confirmed), rendered (see
 * `prepareCustomerMails`) and queued in the caller's transaction. It is the server's own mail: it
 * asks no rights of a member (a public order has none). Registered as orders' `CustomerMailer`
 * (typed by its shape, so that the benchmarks load it alone).
 */
export const customerMailer = {
  prepare: prepareCustomerMails,
  async queue(context: MailerContext, mail: CustomerMail): Promise<void> {
    const mails = await prepareCustomerMails(context, [mail]);
    await queueMails(context.tx, context.tenant.id, await mails.render([mail]));
  },
};
