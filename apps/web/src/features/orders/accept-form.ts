import type { z } from 'zod';
import type { Order, orderUpdateSchema } from '@syna/contracts/orders';

/** The accept dialog's fields: the assignment's type and inspector, and the date if it moves. */
export interface AcceptFormValues {
  inspectionTypeId: string;
  /** '' leaves the assignment without an inspector. */
  inspectorId: string;
  preferredDate: string;
  /** `HH:mm` or ''. */
  preferredTime: string;
}

/** The type defaults to the first one ordered; date and time start as the customer wished. */
export function acceptFormValues(order: Order): AcceptFormValues {
  return {
    inspectionTypeId: order.types[0]?.id ?? '',
    inspectorId: '',
    preferredDate: order.preferredDate,
    preferredTime: order.preferredTime ?? '',
  };
}

/**
 * The body of `PUT /admin/order/{id}?accept=true`: the choices, and the date or time only when
 * they were corrected, so that the order keeps what the customer asked for otherwise.
 */
export function toAcceptUpdate(order: Order, values: AcceptFormValues): z.input<typeof orderUpdateSchema> {
  const body: z.input<typeof orderUpdateSchema> = { inspectorId: values.inspectorId || null };
  if (values.inspectionTypeId) body.inspectionTypeId = values.inspectionTypeId;
  if (values.preferredDate !== order.preferredDate) body.preferredDate = values.preferredDate;
  if (values.preferredTime !== (order.preferredTime ?? '')) body.preferredTime = values.preferredTime || null;
  return body;
}
