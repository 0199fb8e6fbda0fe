import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { accountSchema, organizationCreateSchema } from '@syna/contracts/tenant';
import { listResponseSchema } from '@syna/contracts/list';
import { AUTHENTICATED } from '../../platform/http/access.ts';
import { requestContextOf } from '../../platform/http/request-context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { conflict } from '../../platform/http/problem.ts';
import { createOrganization, listUserAccounts } from '../tenancy/tenant.repo.ts';

const accountListSchema = listResponseSchema(accountSchema);

/** The caller's own organisations, outside any tenant (`/v1/account/...`). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/account/user/accounts',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags: ['account'],
        summary: "The caller's organisations",
        response: { 200: accountListSchema },
      },
    },
    async (request) => {
      const { tx, user } = requestContextOf(request, AUTHENTICATED);
      const items = await listUserAccounts(tx, user.id);
      return { items, total: items.length };
    },
  );

  api.post(
    '/v1/account/organizations',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags: ['account'],
        summary: 'Create an organisation; the caller becomes its owner',
        body: organizationCreateSchema,
        response: { 201: accountSchema },
      },
    },
    async (request, reply) => {
      const { tx, user } = requestContextOf(request, AUTHENTICATED);
      const { id, name, email, address } = request.body;
      // From here the transaction works inside the new organisation.
      await tx.execute(sql`SELECT set_config('app.tenant_id', ${id}, true)`);
      try {
        await createOrganization(
          tx,
          { id, name, email: email ?? user.email, address: address ?? null },
          { userId: user.id, name: user.name },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`Organisations-id "${id}" är upptaget`);
        throw error;
      }
      const account = (await listUserAccounts(tx, user.id)).find((candidate) => candidate.tenant.id === id)!;
      void reply.code(201);
      return account;
    },
  );
}
