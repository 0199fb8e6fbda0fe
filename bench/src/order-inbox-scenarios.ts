import { orderInboxQuerySchema, orderSearchSchema, type OrderSearchInput } from '@syna/contracts/orders';
import { findOrders, listInbox } from '../../apps/server/src/modules/orders/order-search.service.ts';
import { memberContext } from './baseline-context.ts';
import { DEMO_FIRM, type BenchFirm } from './seed-data.ts';
import type { SqlScenario } from './sql-scenario.ts';
import { memberOf, statementRecorder } from './statement-recorder.ts';
import { found } from './search-scenarios.ts';

/**
 * The staff's side of orders in a firm (the big firm unless said): the inbox (new orders, newest first) and the order
 * search by a customer's surname over all its orders. The baseline replays the statements of
 * `listInbox` and `findOrders`, which the routes call, recorded in the caller's tenant transaction.
 */
export async function orderInboxScenarios(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string; email: string },
  surname: string,
  { tenantId }: BenchFirm = DEMO_FIRM,
): Promise<SqlScenario[]> {
  const recorder = await statementRecorder(databaseUrl);
  try {
    const { scope, caller } = await memberOf(recorder.database, signedIn.email, tenantId);
    const headers = { authorization: `Bearer ${signedIn.token}`, 'x-client-version': '1.0.0' };
    const search: OrderSearchInput = { text: surname };
    return [
      {
        key: 'inbox',
        scenario: 'Order inbox, new orders newest first, page 1',
        call: { method: 'GET', url: `${baseUrl}/${tenantId}/v1/vb/admin/order`, headers },
        statements: await recorder.record(scope, (tx) =>
          listInbox(memberContext(tx, caller), orderInboxQuerySchema.parse({})),
        ),
        outcome: found,
        goals: ['listP95'],
      },
      {
        key: 'order-search',
        scenario: `Order search by customer "${surname}"`,
        call: {
          method: 'POST',
          url: `${baseUrl}/${tenantId}/v1/vb/admin/order/search`,
          headers,
          body: search,
        },
        statements: await recorder.record(scope, (tx) =>
          findOrders(memberContext(tx, caller), orderSearchSchema.parse(search)),
        ),
        outcome: found,
        goals: ['listP95'],
      },
    ];
  } finally {
    await recorder.close();
  }
}
