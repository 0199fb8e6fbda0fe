import { describe, expect, it } from 'vitest';
import { ORDER_LABELS } from '@syna/contracts/order-labels';
import { orderSourceText } from './order-source-text';

describe('orderSourceText', () => {
  const swedish = (source: keyof typeof ORDER_LABELS.sv.source) => ORDER_LABELS.sv.source[source];

  it('names an order source by its label, not its code', () => {
    expect(orderSourceText('web', swedish)).toBe('Beställningssidan');
    expect(orderSourceText('partner', swedish)).toBe('Partner');
  });

  it('keeps a typed source and an empty one as they are', () => {
    expect(orderSourceText('Telefon', swedish)).toBe('Telefon');
    expect(orderSourceText(null, swedish)).toBeNull();
  });
});
