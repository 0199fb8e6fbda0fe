import { ORDER_SOURCES, type OrderSource } from '@syna/contracts/orders';

/**
 * An assignment's order source as the screen names it: a source an order gave it ("web") by its
 * label ("Beställningssidan"), anything a person typed as typed.
 */
export function orderSourceText(value: string | null, label: (source: OrderSource) => string): string | null {
  if (value === null) return null;
  return (ORDER_SOURCES as readonly string[]).includes(value) ? label(value as OrderSource) : value;
}
