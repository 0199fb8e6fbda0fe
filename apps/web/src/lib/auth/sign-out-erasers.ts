/**
 * What the device keeps of the signed-in user (the offline copy of their pages, the outbox of their
 * field work) is erased before signing out leaves the page: each keeper registers its eraser here,
 * and `logout` awaits them all.
 */
const erasers = new Set<() => Promise<void>>();

/** A broken browser store must not keep the user from signing out. */
const ERASE_TIMEOUT_MS = 3000;

/** Registers `erase` to run on sign-out; returns the function that unregisters it. */
export function onSignOutErase(erase: () => Promise<void>): () => void {
  erasers.add(erase);
  return () => erasers.delete(erase);
}

/** Runs every registered eraser, waiting at most a few seconds; failures are logged, not thrown. */
export async function eraseDeviceData(): Promise<void> {
  const all = Promise.allSettled([...erasers].map((erase) => erase())).then((results) => {
    for (const result of results) if (result.status === 'rejected') console.warn(result.reason);
  });
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, ERASE_TIMEOUT_MS))]);
}
