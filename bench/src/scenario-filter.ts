/**
 * The scenarios a run can be limited to: `BENCH_ONLY` names them by word, comma-separated, each a
 * scenario (`number`, `calendar` …) or a group of them (`search`, `order`); unset, all run.
 */
const GROUPS = {
  search: ['list', 'customer', 'number', 'address', 'contacts'],
  order: ['inbox', 'order-search', 'public-order'],
} as const;

/** The SQL scenarios, measured in the demo firm and (all but the public order) at every firm size. */
export type ScenarioKey = (typeof GROUPS)[keyof typeof GROUPS][number] | 'calendar';

/** The other parts of a run, each a word of its own. */
const PARTS = ['initial', 'trickle', 'rls', 'fanout', 'upload', 'export', 'scale', 'copies'] as const;

export type RunPart = ScenarioKey | (typeof PARTS)[number];

const WORDS = new Set<string>([
  ...Object.keys(GROUPS),
  ...Object.values(GROUPS).flat(),
  'calendar',
  ...PARTS,
]);

/** Whether a part of the run is to run under `only` (the value of `BENCH_ONLY`); unknown words are an error. */
export function scenarioFilter(only = process.env.BENCH_ONLY): (part: RunPart) => boolean {
  const words = (only ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const unknown = words.filter((word) => !WORDS.has(word));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY names no scenario ${unknown.join(', ')}; known: ${[...WORDS].join(', ')}`);
  }
  if (words.length === 0) return () => true;
  return (part) =>
    words.some(
      (word) =>
        word === part ||
        (GROUPS[word as keyof typeof GROUPS] as readonly string[] | undefined)?.includes(part),
    );
}
