import type { OrderType, OrderTypeCreateInput } from '@syna/contracts/orders';

/** The order type form's fields. */
export interface OrderTypeFormValues {
  name: string;
  /** The English name; blank is none. */
  nameEn: string;
  description: string;
  inspectionTypeIds: string[];
  hidden: boolean;
}

export function orderTypeFormValues(type: OrderType | null): OrderTypeFormValues {
  return {
    name: type?.name ?? '',
    nameEn: type?.nameEn ?? '',
    description: type?.description ?? '',
    inspectionTypeIds: type?.inspectionTypes.map((inspectionType) => inspectionType.id) ?? [],
    hidden: type?.hidden ?? false,
  };
}

/**
 * The body both contract schemas validate (create, and a change of all the form's fields); a
 * blank description or English name clears it.
 */
export function toOrderTypeBody(values: OrderTypeFormValues): OrderTypeCreateInput {
  return {
    name: values.name,
    nameEn: values.nameEn,
    description: values.description,
    inspectionTypeIds: values.inspectionTypeIds,
    hidden: values.hidden,
  };
}
