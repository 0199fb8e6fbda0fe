import type { FastifyInstance } from 'fastify';
import { RESPONSE_MAX_BYTES } from '@syna/contracts/constants';
import { HttpProblem } from './problem.ts';

/** Refuses to send a serialized response larger than 32 MB (RESPONSE_MAX_BYTES). */
export function limitResponseSize(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : 0;
    if (size > RESPONSE_MAX_BYTES) {
      request.log.warn({ size }, 'response over the size limit');
      throw new HttpProblem(500, { key: 'http.responseTooLarge' });
    }
    return payload;
  });
}
