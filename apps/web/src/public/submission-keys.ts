/**
 * The `Idempotency-Key`s of a form's submissions: one per order sent, the same for every attempt to
 * send that same order (sent again after a network error, it is answered with the first attempt's
 * receipt if that one was placed, rather than placed twice), and a new one once the order differs.
 * A form made anew (after a receipt, for another order) starts with a new one.
 */
export function submissionKeys(newKey: () => string = () => crypto.randomUUID()): (order: unknown) => string {
  let last: { order: string; key: string } | null = null;
  return (order) => {
    const sent = JSON.stringify(order);
    if (last?.order !== sent) last = { order: sent, key: newKey() };
    return last.key;
  };
}
