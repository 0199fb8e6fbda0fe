import type { Tx } from './database.ts';

/** A transaction opened in one request hook and finished in another. */
export interface HeldTransaction {
  tx: Tx;
  /** Commits (or rolls back) and resolves when the transaction has ended; later calls are no-ops. */
  finish(outcome: 'commit' | 'rollback'): Promise<void>;
  readonly finished: boolean;
}

const ROLLBACK = Symbol('rollback');

/**
 * Opens a transaction through a callback-style runner (`Database.withTenant`) and keeps it open
 * until `finish` is called, so that one transaction can span a request's hooks and handler.
 */
export function holdTransaction(
  run: (work: (tx: Tx) => Promise<void>) => Promise<void>,
): Promise<HeldTransaction> {
  return new Promise((resolveHeld, rejectHeld) => {
    let decide: (outcome: 'commit' | 'rollback') => void = () => undefined;
    let opened = false;
    let finished = false;
    const ended = run(async (tx) => {
      const outcome = new Promise<'commit' | 'rollback'>((resolve) => (decide = resolve));
      opened = true;
      resolveHeld(held(tx));
      if ((await outcome) === 'rollback') throw ROLLBACK;
    }).catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
    ended.catch((error: unknown) => {
      if (!opened) rejectHeld(error);
    });
    const held = (tx: Tx): HeldTransaction => ({
      tx,
      get finished() {
        return finished;
      },
      async finish(outcome) {
        if (finished) return;
        finished = true;
        decide(outcome);
        await ended;
      },
    });
  });
}
