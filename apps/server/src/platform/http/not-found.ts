import type { FastifyInstance } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '@syna/contracts/problem';
import { sendNotFound } from './problem.ts';

/** Unknown paths answer a 404 problem document. */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).type(PROBLEM_CONTENT_TYPE).send(sendNotFound(request.url));
  });
}
