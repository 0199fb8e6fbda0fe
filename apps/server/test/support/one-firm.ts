import type { FastifyInstance } from 'fastify';
import { callerFactory, type ApiCaller } from './api-client.ts';
import { createTestApp } from './test-app.ts';
import { buildTenant, buildUser, type TestUser } from './factories.ts';

/** A fresh server with one firm and its owner: the setup of the tests about the server as a whole. */
export interface OneFirm {
  app: FastifyInstance;
  as: (user: TestUser | null) => ApiCaller;
  owner: TestUser;
  firm: { id: string; name: string };
}

export async function startWithOneFirm(): Promise<OneFirm> {
  const app = await createTestApp();
  const owner = await buildUser(app);
  return { app, as: callerFactory(app), owner, firm: await buildTenant(app, owner) };
}
