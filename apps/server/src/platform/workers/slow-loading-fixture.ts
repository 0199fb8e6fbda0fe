// A module that takes longer to load than its task's time limit, as the server's own modules may
// on a busy machine: for run-in-worker.test.ts.
await new Promise((resolve) => setTimeout(resolve, 1_500));

export const ready = (): string => 'geladdad';
