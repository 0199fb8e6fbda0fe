import {
  publicOrderPageSchema,
  publicOrderSubmitSchema,
  type PublicOrderSubmitInput,
} from '@syna/contracts/orders';
import { resolveScopedTenant } from '../../apps/server/src/modules/tenancy/tenant-context.service.ts';
import { formOrderQuestions } from '../../apps/server/src/modules/forms/order-questions.ts';
// The app's own declarations (its config), which the e-mail module's imports reach.
import type {} from '../../apps/server/src/app.ts';
import { customerMailer } from '../../apps/server/src/modules/email/customer-mail.service.ts';
import { recordWrite } from '../../apps/server/src/modules/events/index.ts';
import { submitPublicOrder } from '../../apps/server/src/modules/orders/public-order.service.ts';
import { publicTenantContext } from './baseline-context.ts';
import { BIG_FIRM } from './seed-data.ts';
import type { SqlScenario } from './sql-scenario.ts';
import { statementRecorder } from './statement-recorder.ts';

/** An order as a customer buying a house fills it in: a private buyer, the seller, the broker. */
function houseOrder(page: {
  orderTypeId: string;
  types: string[];
  preferredDate: string;
}): PublicOrderSubmitInput {
  return {
    ...page,
    customer: {
      type: 'person',
      firstName: 'Karin',
      lastName: 'Lindqvist',
      email: 'karin.lindqvist@example.se',
      phone: '070-412 35 81',
      number: '811218-9876',
    },
    owner1: { type: 'person', firstName: 'Lars', lastName: 'Berglund', phone: '073-218 44 09' },
    broker: {
      type: 'company',
      companyName: 'Umeå Fastighetsförmedling AB',
      email: 'info@umefast.example.se',
    },
    object: {
      address: { address: 'Storgatan 12', postalCode: '90325', city: 'Umeå' },
      description: 'Villa i ett och ett halvt plan med källare, byggd 1962',
    },
    estateLocation: 'Umeå',
    estateNumber: 'Tegsbacken 2:14',
    message: 'Nyckel finns hos grannen på nummer 14.',
    privacyAccepted: true,
  };
}

/**
 * A client address of its own for the n-th order: the per-address rate limit would otherwise
 * refuse all but the first few. The server trusts X-Forwarded-For from a proxy on loopback.
 */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * The public order submission in the demo firm, with its first order type and the earliest date
 * the order page offers. The baseline replays the statements the product's own code sends for
 * one order (`submitPublicOrder` in the firm's public transaction, as the route runs it, and the
 * events row its access wall writes), with the order number and the new rows' ids drawn anew on
 * every replay.
 */
export async function orderScenario(databaseUrl: string, baseUrl: string): Promise<SqlScenario> {
  const url = `${baseUrl}/${BIG_FIRM}/v1/vb/public/order`;
  const page = publicOrderPageSchema.parse(await (await fetch(url)).json());
  const [orderType] = page.orderTypes;
  if (!orderType) throw new Error(`${BIG_FIRM} offers no order type`);
  const body = houseOrder({
    orderTypeId: orderType.id,
    types: orderType.inspectionTypes.map((type) => type.id),
    preferredDate: page.nextDate,
  });
  const recorder = await statementRecorder(databaseUrl);
  try {
    const scope = { tenantId: BIG_FIRM };
    // The route's access wall finds the firm before the handler runs; the baseline leaves that out.
    const tenant = await recorder.database.withTenant(scope, resolveScopedTenant);
    const statements = await recorder.record(
      scope,
      async (tx) => {
        const receipt = await submitPublicOrder(
          publicTenantContext(tx, tenant),
          baseUrl,
          formOrderQuestions,
          customerMailer,
          publicOrderSubmitSchema.parse(body),
        );
        // The route's events row, which the access wall writes after the handler, with the COMMIT.
        await recordWrite(tx, {
          method: 'POST',
          route: '/v1/vb/public/order',
          target: null,
          actor: null,
          address: clientAddress(0),
          requestId: 'bench',
        });
        return receipt;
      },
      { keepReturned: true },
    );
    let orders = 0;
    return {
      key: 'public-order',
      scenario: `Public order submission, "${orderType.name}" with ${body.types.length} inspection types`,
      call: () => {
        orders += 1;
        return { method: 'POST', url, headers: { 'x-forwarded-for': clientAddress(orders) }, body };
      },
      statements,
      outcome: (sample) => `order ${(sample as { number: string }).number}`,
    };
  } finally {
    await recorder.close();
  }
}
