/** Tasks for run-in-worker.test.ts: one that answers, one that fails, one that never ends, one that hoards. */
export const add = (a: number, b: number): number => a + b;
export const echo = (bytes: Uint8Array): number => bytes.length;
export function fail(): never {
  throw new Error('trasig');
}
export function spin(): never {
  for (;;);
}
export function hoard(): never {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${kept.length}`));
}
