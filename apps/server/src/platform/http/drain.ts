import type { FastifyInstance } from 'fastify';

/**
 * Whether the server was told to stop and drains: it serves as before, but says it is not ready
 * (`/health/ready` answers 503, so that a balancer or orchestrator checking it sends no more) and
 * asks each client to close its connection after the answer, so that the next request opens one
 * to another copy. Set once, by the signal that stops the server (src/main.ts).
 */
export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  start(): void {
    this.#draining = true;
  }
}

/** Answers with `Connection: close` while `drain` runs. */
export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.draining) void reply.header('connection', 'close');
  });
}
