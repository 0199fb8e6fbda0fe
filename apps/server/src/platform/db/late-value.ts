import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A value that exists only inside the statement that stores the texts naming it: a new order's
 * id and number, made by the same statement that stores the order and its e-mails, so that the
 * firm's order counter stays locked for that one statement and the commit (architecture: public
 * orders). The texts are made beforehand with `mark` where the value goes; the statement puts
 * `value` there (`filledIn`). The mark holds a random part, so no text a customer types can
 * carry it; it needs no escaping in JSON, so a JSON text is filled in the same way.
 */
export interface LateValue {
  mark: string;
  /** The SQL expression of the value as text, as the statement knows it (e.g. `(SELECT number FROM drawn)`). */
  value: SQL;
}

export const lateValue = (value: SQL): LateValue => ({ mark: `\uE000${randomUUID()}\uE000`, value });

/** Whether a text names any of the late values. */
export const namesLate = (text: string, late: readonly LateValue[]): boolean =>
  late.some((value) => text.includes(value.mark));

/** A text expression with each late value put in place of its mark. */
export const filledIn = (text: SQL, late: readonly LateValue[]): SQL =>
  late.reduce((filled, value) => sql`replace(${filled}, ${value.mark}, ${value.value})`, text);
