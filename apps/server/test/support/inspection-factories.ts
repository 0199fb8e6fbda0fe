import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { StatusCategory } from '@syna/contracts/lookups';
import { queryRows } from '../../src/platform/db/database.ts';
import { callerFactory } from './api-client.ts';

// Rows that inspections refer to (lookups, address book, projects, number sequences), written
// straight into a tenant's scope with plain SQL, so inspection tests need no other module's API.

interface Named {
  id: string;
  name: string;
}

async function insertOne<Row>(app: FastifyInstance, tenantId: string, statement: SQL): Promise<Row> {
  const [row] = await app.database.withTenant({ tenantId }, (tx) => queryRows<Row>(tx, statement));
  return row!;
}

/** An inspection type with the named branches. */
export async function buildInspectionType(
  app: FastifyInstance,
  tenantId: string,
  options: { name?: string; branches?: string[]; archived?: boolean } = {},
): Promise<Named & { branches: Named[] }> {
  const type = await insertOne<Named>(
    app,
    tenantId,
    sql`INSERT INTO inspection_types (tenant_id, name, archived)
        VALUES (${tenantId}, ${options.name ?? `Typ ${randomUUID().slice(0, 6)}`}, ${options.archived ?? false})
        RETURNING id, name`,
  );
  const branches: Named[] = [];
  for (const [index, name] of (options.branches ?? []).entries()) {
    branches.push(
      await insertOne<Named>(
        app,
        tenantId,
        sql`INSERT INTO inspection_branches (tenant_id, type_id, name, sort_order)
            VALUES (${tenantId}, ${type.id}, ${name}, ${index}) RETURNING id, name`,
      ),
    );
  }
  return { ...type, branches };
}

export async function buildInspectionStatus(
  app: FastifyInstance,
  tenantId: string,
  options: {
    name?: string;
    color?: string;
    final?: boolean;
    sortOrder?: number;
    archived?: boolean;
    category?: StatusCategory;
  } = {},
): Promise<Named & { color: string | null }> {
  return insertOne(
    app,
    tenantId,
    sql`INSERT INTO inspection_statuses (tenant_id, name, color, final, sort_order, archived, category)
        VALUES (${tenantId}, ${options.name ?? `Status ${randomUUID().slice(0, 6)}`},
                ${options.color ?? null}, ${options.final ?? false}, ${options.sortOrder ?? 0},
                ${options.archived ?? false}, ${options.category ?? 'booked'})
        RETURNING id, name, color`,
  );
}

export async function buildContactRole(
  app: FastifyInstance,
  tenantId: string,
  options: { name?: string } = {},
): Promise<Named> {
  return insertOne(
    app,
    tenantId,
    sql`INSERT INTO contact_roles (tenant_id, name)
        VALUES (${tenantId}, ${options.name ?? `Roll ${randomUUID().slice(0, 6)}`}) RETURNING id, name`,
  );
}

/** A contact in the address book (a company unless told otherwise). */
export async function buildContact(
  app: FastifyInstance,
  tenantId: string,
  options: { name?: string; type?: 'company' | 'person'; email?: string; phone?: string } = {},
): Promise<Named> {
  return insertOne(
    app,
    tenantId,
    sql`INSERT INTO contacts (tenant_id, type, name, email, phone)
        VALUES (${tenantId}, ${options.type ?? 'company'}, ${options.name ?? `Kund ${randomUUID().slice(0, 6)}`},
                ${options.email ?? null}, ${options.phone ?? null})
        RETURNING id, name`,
  );
}

/** A project with the named estates. */
export async function buildProject(
  app: FastifyInstance,
  tenantId: string,
  options: { name?: string; estates?: string[] } = {},
): Promise<Named & { estates: Named[] }> {
  const project = await insertOne<Named>(
    app,
    tenantId,
    sql`INSERT INTO projects (tenant_id, name)
        VALUES (${tenantId}, ${options.name ?? `Projekt ${randomUUID().slice(0, 6)}`}) RETURNING id, name`,
  );
  const estates: Named[] = [];
  for (const [index, name] of (options.estates ?? []).entries()) {
    estates.push(
      await insertOne<Named>(
        app,
        tenantId,
        sql`INSERT INTO estates (tenant_id, project_id, name, sort_order)
            VALUES (${tenantId}, ${project.id}, ${name}, ${index}) RETURNING id, name`,
      ),
    );
  }
  return { ...project, estates };
}

/** A number sequence, e.g. the 'inspection' sequence that numbers new inspections. */
export async function buildNumberSequence(
  app: FastifyInstance,
  tenantId: string,
  options: { target?: string; prefix?: string; nextValue?: number; padding?: number } = {},
): Promise<{ id: string }> {
  return insertOne(
    app,
    tenantId,
    sql`INSERT INTO number_sequences (tenant_id, target, name, prefix, next_value, padding)
        VALUES (${tenantId}, ${options.target ?? 'inspection'}, 'Uppdrag', ${options.prefix ?? ''},
                ${options.nextValue ?? 1}, ${options.padding ?? 0})
        RETURNING id`,
  );
}

/** Reads rows of the tenant with plain SQL, to check what a request did (or did not) write. */
export async function readRows<Row>(app: FastifyInstance, tenantId: string, statement: SQL): Promise<Row[]> {
  return app.database.withTenant({ tenantId }, (tx) => queryRows<Row>(tx, statement));
}

/** A firm's everyday lookups: a type with two branches, three statuses (the last final), two roles. */
export async function buildInspectionLookups(app: FastifyInstance, tenantId: string) {
  const type = await buildInspectionType(app, tenantId, {
    name: 'Överlåtelsebesiktning',
    branches: ['Villa', 'Fritidshus'],
  });
  const otherType = await buildInspectionType(app, tenantId, {
    name: 'Energideklaration',
    branches: ['Flerbostadshus'],
  });
  const statuses = {
    open: await buildInspectionStatus(app, tenantId, { name: 'Ny', color: '#2196f3', sortOrder: 1 }),
    ongoing: await buildInspectionStatus(app, tenantId, { name: 'Pågår', color: '#ff9800', sortOrder: 2 }),
    done: await buildInspectionStatus(app, tenantId, {
      name: 'Klar',
      color: '#4caf50',
      sortOrder: 3,
      final: true,
    }),
  };
  const roles = {
    seller: await buildContactRole(app, tenantId, { name: 'Säljare' }),
    buyer: await buildContactRole(app, tenantId, { name: 'Köpare' }),
  };
  return { type, otherType, statuses, roles };
}

/** Creates an inspection through the API (as `auth`), failing loudly unless it answers 201. */
export async function postInspection(
  app: FastifyInstance,
  tenantId: string,
  auth: { authorization: string },
  body: Record<string, unknown>,
): Promise<{ id: string; number: string } & Record<string, unknown>> {
  const response = await callerFactory(app)(null).send(
    inspectionEndpoints.create,
    { params: { tenant: tenantId }, body: body as never },
    auth,
  );
  if (response.statusCode !== 201) {
    throw new Error(`Creating an inspection answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** The current year in Sweden, as the firm's yearly numbers count it. */
export const currentYear = (): number =>
  Number(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format());

const lookupsOfFirms = new Map<string, ReturnType<typeof buildInspectionLookups>>();

/** The firm's everyday lookups, built on the first call; later calls of the test file share them. */
export function firmLookups(
  app: FastifyInstance,
  tenantId: string,
): ReturnType<typeof buildInspectionLookups> {
  let lookups = lookupsOfFirms.get(tenantId);
  if (!lookups) {
    lookups = buildInspectionLookups(app, tenantId);
    lookupsOfFirms.set(tenantId, lookups);
  }
  return lookups;
}
