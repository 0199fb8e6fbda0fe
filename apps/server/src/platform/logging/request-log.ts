import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's log of each request (`incoming request`, `request completed`, `Route … not found`)
 * at debug level instead of info: at info they would bury what an operator must see, the start,
 * warnings and errors. A request that fails is still logged as an error, by the problem handler.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'route not found');
  }
}
