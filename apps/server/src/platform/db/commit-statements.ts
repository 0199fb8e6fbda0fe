import type { SQL } from 'drizzle-orm';
import type { Tx } from './database-driver.ts';

/** The statements waiting to go with each open transaction's COMMIT, where its driver sends them. */
const waiting = new WeakMap<Tx, SQL[]>();

/** Marks `tx` as a transaction whose driver sends waiting statements with its COMMIT. */
export function acceptCommitStatements(tx: Tx): void {
  waiting.set(tx, []);
}

/**
 * Runs `statement` as the transaction's last, in the round trip of its COMMIT where the driver
 * takes it (otherwise at once: a savepoint's transaction). For a write whose rows nobody reads
 * (the events row): a failure still fails the commit, and the whole transaction rolls back.
 */
export async function sendWithCommit(tx: Tx, statement: SQL): Promise<void> {
  const statements = waiting.get(tx);
  if (statements) statements.push(statement);
  else await tx.execute(statement);
}

/** The statements waiting for `tx`'s COMMIT, which its driver sends now; none wait after. */
export function takeCommitStatements(tx: Tx): SQL[] {
  const statements = waiting.get(tx) ?? [];
  waiting.delete(tx);
  return statements;
}
