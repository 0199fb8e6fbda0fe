import type { FastifyInstance } from 'fastify';
import type { CustomerMail } from '@syna/contracts/customer-mail';
import type { PublicTenantContext, RequestContext } from '../../platform/http/request-context.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.ts';

/**
 * Sends the customer mails: the firm's template of the kind and language (its default when the
 * firm has none) rendered and queued in the caller's transaction. The email module, which
 * already builds on orders, answers it and registers at boot (`registerCustomerMailer`).
 */
export interface CustomerMailer {
  queue(context: PublicTenantContext | RequestContext, mail: CustomerMail): Promise<void>;
  /**
   * Reads the firm's templates of the mails' kinds and languages now, for the mails to be
   * rendered later, once what they tell is known: a caller about to take a lock reads first.
   */
  prepare(
    context: PublicTenantContext | RequestContext,
    kinds: readonly Pick<CustomerMail, 'kind' | 'language'>[],
  ): Promise<CustomerMailRenderer>;
}

/** Customer mails of the kinds prepared, rendered as they would be queued (`CustomerMailer.prepare`). */
export interface CustomerMailRenderer {
  /**
   * The mails rendered, for the caller to queue with its others in one go; a mail that names no
   * assignment or contact is rendered without reading anything more.
   */
  render(mails: readonly CustomerMail[]): Promise<OutgoingMail[]>;
}

/** Until a module registers a mailer, customers are sent nothing. */
const sendNothing: CustomerMailer = {
  queue: async () => {},
  prepare: async () => ({ render: async () => [] }),
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the customer mails (`registerCustomerMailer`). */
    customerMailer: CustomerMailer;
  }
}

/** Gives orders the customer mailer; read at each request, so the order of boot is free. */
export function registerCustomerMailer(api: FastifyInstance, mailer: CustomerMailer): void {
  if (api.hasDecorator('customerMailer')) api.customerMailer = mailer;
  else api.decorate('customerMailer', mailer);
}

/** Where the customer mailer is read, sending nothing until one is registered. */
export function provideCustomerMailer(api: FastifyInstance): () => CustomerMailer {
  if (!api.hasDecorator('customerMailer')) api.decorate('customerMailer', sendNothing);
  return () => api.customerMailer;
}
