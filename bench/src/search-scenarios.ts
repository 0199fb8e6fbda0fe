import { sql } from 'drizzle-orm';
import { inspectionSearchSchema, type InspectionSearchInput } from '@syna/contracts/inspections';
import { contactSearchSchema } from '@syna/contracts/contacts';
import type { z } from 'zod';
import { Database, queryRows, type Tx } from '../../apps/server/src/platform/db/database.ts';
import { searchInspections } from '../../apps/server/src/modules/inspections/inspection-search.repo.ts';
import { searchContacts } from '../../apps/server/src/modules/contacts/contact-search.repo.ts';
import type { HttpCall } from './http-task.ts';
import type { RawStatement } from './raw-sql-task.ts';
import { BIG_FIRM, BIG_FIRM_ROWS } from './seed-data.ts';

/** A search as the product serves it over HTTP, and the statements it sends the database for it. */
export interface SearchScenario {
  scenario: string;
  call: HttpCall;
  statements: RawStatement[];
}

type ContactSearchInput = z.input<typeof contactSearchSchema>;

/** The texts searched for, taken from the seeded data so that every search finds something. */
async function searchTexts(database: Database) {
  return database.asSystem(async (tx) => {
    const [customer] = await queryRows<{ name: string; last_name: string }>(
      tx,
      sql`SELECT c.name, c.last_name FROM inspections i
          JOIN contacts c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
          WHERE i.tenant_id = ${BIG_FIRM} AND c.type = 'person'
          ORDER BY i.created_at DESC OFFSET 1000 LIMIT 1`,
    );
    const [inspection] = await queryRows<{ number: string }>(
      tx,
      sql`SELECT number FROM inspections WHERE tenant_id = ${BIG_FIRM}
          ORDER BY created_at DESC OFFSET 5000 LIMIT 1`,
    );
    return { customerName: customer!.name, surname: customer!.last_name, number: inspection!.number };
  });
}

/** The subject of the signed-in caller: the product scopes its request transactions with it. */
async function subjectOf(database: Database, email: string): Promise<string> {
  const [user] = await database.asSystem((tx) =>
    queryRows<{ sub: string }>(tx, sql`SELECT sub FROM users WHERE email = ${email}`),
  );
  if (!user) throw new Error(`no user ${email}`);
  return user.sub;
}

/**
 * The search scenarios over the big firm. Each request's statements are recorded from the
 * product's own code (the tenant transaction of `Database.withTenant` and the search function the
 * route calls), so the baseline replays exactly the SQL the product runs, not a copy of it.
 */
export async function searchScenarios(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string; email: string },
): Promise<SearchScenario[]> {
  let recording: RawStatement[] = [];
  const database = await Database.open(
    { kind: 'postgres', url: databaseUrl, poolSize: 1 },
    { logQuery: (query, params) => recording.push({ sql: query, params }) },
  );
  try {
    const scope = { tenantId: BIG_FIRM, subject: await subjectOf(database, signedIn.email) };
    const texts = await searchTexts(database);
    const record = async (work: (tx: Tx) => Promise<unknown>) => {
      recording = [];
      await database.withTenant(scope, work);
      return recording;
    };
    const headers = { authorization: `Bearer ${signedIn.token}`, 'x-client-version': '1.0.0' };
    const inspections = async (scenario: string, body: InspectionSearchInput): Promise<SearchScenario> => ({
      scenario,
      call: {
        method: 'POST',
        url: `${baseUrl}/${BIG_FIRM}/v1/inspections/inspections/search`,
        headers,
        body,
      },
      statements: await record((tx) => searchInspections(tx, inspectionSearchSchema.parse(body))),
    });
    const contacts = async (scenario: string, body: ContactSearchInput): Promise<SearchScenario> => ({
      scenario,
      call: { method: 'POST', url: `${baseUrl}/${BIG_FIRM}/v1/contact/search`, headers, body },
      statements: await record((tx) => searchContacts(tx, contactSearchSchema.parse(body))),
    });
    const rows = BIG_FIRM_ROWS.toLocaleString('en');
    return [
      await inspections(`Inspection list, newest first, page of 10 (${rows} in the firm)`, {}),
      await inspections(`Inspection search by customer name "${texts.customerName}"`, {
        text: texts.customerName,
      }),
      await inspections(`Inspection search by number "${texts.number}"`, { text: texts.number }),
      await contacts(`Contact search "${texts.surname}" (${rows} contacts in the firm)`, {
        query: texts.surname,
      }),
    ];
  } finally {
    await database.close();
  }
}
