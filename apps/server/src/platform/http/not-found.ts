import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './problem.ts';

/** Unknown paths answer a 404 problem document. */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void sendNotFound(request, reply);
  });
}
