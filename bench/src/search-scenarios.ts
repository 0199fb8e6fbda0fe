import { sql } from 'drizzle-orm';
import { inspectionSearchSchema, type InspectionSearchInput } from '@syna/contracts/inspections';
import { contactSearchSchema } from '@syna/contracts/contacts';
import type { z } from 'zod';
import { queryRows, type Database } from '../../apps/server/src/platform/db/database.ts';
import { searchInspections } from '../../apps/server/src/modules/inspections/inspection-search.repo.ts';
import { searchContacts } from '../../apps/server/src/modules/contacts/contact-search.repo.ts';
import { DEMO_FIRM, type BenchFirm } from './seed-data.ts';
import type { ScenarioKey } from './scenario-filter.ts';
import type { SqlScenario } from './sql-scenario.ts';
import { identityOf, statementRecorder } from './statement-recorder.ts';

type ContactSearchInput = z.input<typeof contactSearchSchema>;

/** The texts searched for, taken from the firm's seeded data so that every search finds something. */
async function searchTexts(database: Database, tenantId: string) {
  return database.asSystem(async (tx) => {
    const [customer] = await queryRows<{ name: string; last_name: string }>(
      tx,
      sql`SELECT c.name, c.last_name FROM inspections i
          JOIN contacts c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
          WHERE i.tenant_id = ${tenantId} AND c.type = 'person'
          ORDER BY i.created_at DESC OFFSET 1000 LIMIT 1`,
    );
    const [inspection] = await queryRows<{ number: string; address: string }>(
      tx,
      sql`SELECT number, address ->> 'address' AS address FROM inspections WHERE tenant_id = ${tenantId}
          ORDER BY created_at DESC OFFSET 5000 LIMIT 1`,
    );
    return {
      customerName: customer!.name,
      surname: customer!.last_name,
      number: inspection!.number,
      address: inspection!.address,
    };
  });
}

/** What a search's answer found; a search that finds nothing measures nothing worth knowing. */
export function found(sample: unknown): string {
  const { items, total, totalIsExact } = sample as { items: unknown[]; total: number; totalIsExact?: false };
  if (items.length === 0) throw new Error('the product found nothing');
  return `${totalIsExact === false ? 'more than ' : ''}${total.toLocaleString('en')} found`;
}

/**
 * The search scenarios over a firm (the big firm unless said). Each request's statements are recorded from the
 * product's own code (the tenant transaction of `Database.withTenant` and the search function the
 * route calls), so the baseline replays exactly the SQL the product runs, not a copy of it.
 */
export async function searchScenarios(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string; email: string },
  { tenantId, rows: firmRows }: BenchFirm = DEMO_FIRM,
): Promise<{ scenarios: SqlScenario[]; surname: string }> {
  const recorder = await statementRecorder(databaseUrl);
  try {
    const scope = { tenantId, identity: await identityOf(recorder.database, signedIn.email) };
    const texts = await searchTexts(recorder.database, tenantId);
    const headers = { authorization: `Bearer ${signedIn.token}`, 'x-client-version': '1.0.0' };
    const inspections = async (
      key: ScenarioKey,
      scenario: string,
      body: InspectionSearchInput,
    ): Promise<SqlScenario> => ({
      key,
      scenario,
      call: {
        method: 'POST',
        url: `${baseUrl}/${tenantId}/v1/inspections/inspections/search`,
        headers,
        body,
      },
      statements: await recorder.record(scope, (tx) =>
        searchInspections(tx, inspectionSearchSchema.parse(body)),
      ),
      outcome: found,
      goals: ['listP95'],
    });
    const contacts = async (scenario: string, body: ContactSearchInput): Promise<SqlScenario> => ({
      key: 'contacts',
      scenario,
      call: { method: 'POST', url: `${baseUrl}/${tenantId}/v1/contact/search`, headers, body },
      statements: await recorder.record(scope, (tx) => searchContacts(tx, contactSearchSchema.parse(body))),
      outcome: found,
      goals: ['listP95'],
    });
    const rows = firmRows.toLocaleString('en');
    const scenarios = [
      await inspections('list', `Inspection list, newest first, page of 10 (${rows} in the firm)`, {}),
      await inspections('customer', `Inspection search by customer name "${texts.customerName}"`, {
        text: texts.customerName,
      }),
      await inspections('number', `Inspection search by number "${texts.number}"`, { text: texts.number }),
      await inspections('address', `Inspection search by address "${texts.address}"`, {
        text: texts.address,
      }),
      await contacts(`Contact search "${texts.surname}" (${rows} contacts in the firm)`, {
        query: texts.surname,
      }),
    ];
    return { scenarios, surname: texts.surname };
  } finally {
    await recorder.close();
  }
}
