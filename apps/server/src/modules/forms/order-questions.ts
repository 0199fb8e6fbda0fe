import type { Form } from '@syna/contracts/forms';
import type { PublicOrderForm } from '@syna/contracts/public-orders';
import type { Tx } from '../../platform/db/database.ts';
import { listFormsInUse } from './form.repo.ts';
import { storeRecordValues } from './record-form.repo.ts';

/** A form as the order page asks it, with the version its answers are kept with. */
type AskedForm = PublicOrderForm & { version: number };

const asked = ({ id, name, fields, version }: Form): AskedForm => ({ id, name, fields, version });

/** A form naming no order type applies to every one, as it does on the staff side. */
const appliesTo = (form: Form, orderTypeId: string) =>
  form.orderTypeIds.length === 0 || form.orderTypeIds.includes(orderTypeId);

/**
 * The firm's ORDER forms as the order page asks them: those in use with at least one field, by
 * the order types they apply to; a customer's answers are kept as the order's values of them.
 * It is the orders module's `OrderQuestions`, registered at boot (forms.module.ts).
 */
export const formOrderQuestions = {
  async asked(tx: Tx, orderTypeIds: readonly string[]): Promise<ReadonlyMap<string, AskedForm[]>> {
    const forms = (await listFormsInUse(tx, 'ORDER')).filter((form) => form.fields.length > 0);
    return new Map(
      orderTypeIds.flatMap((typeId) => {
        const forType = forms.filter((form) => appliesTo(form, typeId));
        return forType.length > 0 ? [[typeId, forType.map(asked)]] : [];
      }),
    );
  },
  store: (tx: Tx, orderId: string, form: AskedForm, values: Record<string, unknown>) =>
    storeRecordValues(tx, { column: 'order_id', id: orderId }, form, values, null),
};
