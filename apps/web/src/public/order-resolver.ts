import type { Resolver } from 'react-hook-form';
import { publicOrderSubmitSchema, type PublicOrderSubmit } from '@syna/contracts/orders';
import { localiseContractMessage, withLocalisedErrors } from '@/lib/forms/localised-messages';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { toOrderInput, type OrderFormValues } from './order-form';

/**
 * Validates the order form with the contract's own schema, in the user's language, and checks
 * the earliest date the firm offers (the server checks it again; here it saves a round trip).
 */
export function orderResolver(
  nextDate: string,
  earliestDateMessage: string,
): Resolver<OrderFormValues, unknown, PublicOrderSubmit> {
  const resolve = withLocalisedErrors(
    schemaResolver<OrderFormValues, PublicOrderSubmit>(publicOrderSubmitSchema, toOrderInput),
    localiseContractMessage,
  );
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (!values.preferredDate || values.preferredDate >= nextDate) return result;
    return {
      values: {},
      errors: { ...result.errors, preferredDate: { type: 'min', message: earliestDateMessage } },
    };
  };
}
