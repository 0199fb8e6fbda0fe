import type { FastifyInstance } from 'fastify';
import type { PublicOrderForm } from '@syna/contracts/public-orders';
import type { Tx } from '../../platform/db/database.ts';

/** An input form an order type asks the customer, with the version its answers are kept with. */
export interface AskedForm extends PublicOrderForm {
  version: number;
}

/**
 * The questions order types ask on the order page: the firm's ORDER input forms. The forms
 * module, which already builds on orders, answers them and registers at boot
 * (`registerOrderQuestions`), so orders need not know forms; the answers are checked here by the
 * contracts' validator, the one staff forms use.
 */
export interface OrderQuestions {
  /** The forms each of the order types asks, by order type id; one asking none is absent. */
  asked(tx: Tx, orderTypeIds: readonly string[]): Promise<ReadonlyMap<string, AskedForm[]>>;
  /** Keeps a new order's answers to one form, written by the customer (no member). */
  store(tx: Tx, orderId: string, form: AskedForm, values: Record<string, unknown>): Promise<void>;
}

/** Until a module registers its questions, order types ask nothing. */
const askNothing: OrderQuestions = {
  asked: async () => new Map(),
  store: async () => {
    throw new Error('No module registered order questions, yet an order answered some');
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The questions order types ask (`registerOrderQuestions`). */
    orderQuestions: OrderQuestions;
  }
}

/** Gives the order page its questions; read at each request, so the order of boot is free. */
export function registerOrderQuestions(api: FastifyInstance, questions: OrderQuestions): void {
  if (api.hasDecorator('orderQuestions')) api.orderQuestions = questions;
  else api.decorate('orderQuestions', questions);
}

/** Where the order page's questions are read, with nothing asked until some are registered. */
export function provideOrderQuestions(api: FastifyInstance): () => OrderQuestions {
  if (!api.hasDecorator('orderQuestions')) api.decorate('orderQuestions', askNothing);
  return () => api.orderQuestions;
}
