import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submission-keys';

const order = { orderTypeId: 'villa', types: ['overlatelse'], customer: { firstName: 'Karin' } };

describe('the keys of an order form’s submissions', () => {
  it('keeps the key while the same order is sent again, as after a network error', () => {
    const keyFor = submissionKeys();
    const first = keyFor(order);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyFor(structuredClone(order))).toBe(first);
    expect(keyFor(order)).toBe(first);
  });

  it('takes a new key once the order differs, and keeps that one for its retries', () => {
    const keyFor = submissionKeys();
    const first = keyFor(order);
    const changed = { ...order, customer: { firstName: 'Karin', lastName: 'Köpsson' } };
    const second = keyFor(changed);
    expect(second).not.toBe(first);
    expect(keyFor(changed)).toBe(second);
  });

  it('starts a new form with a new key, for the same order too', () => {
    expect(submissionKeys()(order)).not.toBe(submissionKeys()(order));
  });
});
