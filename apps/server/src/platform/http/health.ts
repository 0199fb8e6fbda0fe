import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { Drain } from './drain.ts';
import { PUBLIC } from './access.ts';
import { declareScopeAccess } from './access-control.ts';
import { HttpProblem, sendProblem } from './problem.ts';

/**
 * Probes for an orchestrator or load balancer. `live`: the process answers (restart it if not).
 * `ready`: it can serve requests — the database answers and its schema is current — so traffic
 * may be sent to it; while the database restarts it is not ready but still live, and once told to
 * stop it is not ready while it drains.
 */
export async function registerHealth(app: FastifyInstance, database: Database, drain: Drain): Promise<void> {
  await app.register(async (health) => {
    declareScopeAccess(health, PUBLIC, app.routeTable);
    health.get('/health/live', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'live' }),
    );
    health.get('/health/ready', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (drain.draining) return sendProblem(request, reply, new HttpProblem(503, { key: 'http.stopping' }));
      const pending = await pendingMigrations(database);
      if (pending.length > 0) {
        return sendProblem(request, reply, new HttpProblem(503, { key: 'http.schemaBehind' }));
      }
      return reply.send({ status: 'ready' });
    });
  });
}
