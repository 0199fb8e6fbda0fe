/**
 * The benchmark's goals (issue 12, point 6), declared once: the run prints every figure next to
 * its goal as met or missed, and docs/BENCHMARKS.md explains the misses.
 */
export const GOALS = {
  ratio: { label: 'ratio to its raw baseline', limit: 0.8, at: 'least', unit: '' },
  listP95: { label: 'p95 of list and search in the largest firm', limit: 50, at: 'most', unit: 'ms' },
  calendarBuffers: { label: 'shared buffers of the calendar month', limit: 1000, at: 'most', unit: '' },
  // Issue 31: measured side by side (`runPaired`), the policies cost the list at most 5 %.
  rlsOverhead: { label: 'row-level security overhead', limit: 5, at: 'most', unit: '%' },
  fanOutP95: { label: 'p95 live delivery to 1 000 sockets', limit: 50, at: 'most', unit: 'ms' },
  crossTenant: { label: 'deliveries to sockets of another firm', limit: 0, at: 'most', unit: '' },
  uploadP95: { label: 'p95 of a 10 MB photo upload with thumbnail', limit: 1500, at: 'most', unit: 'ms' },
  peakRss: { label: 'peak RSS of the server during 4 × 30 MB uploads', limit: 512, at: 'below', unit: 'MiB' },
  exportRssGrowth: {
    label: 'growth of the server’s RSS while it exports the largest firm’s assignments',
    limit: 256,
    at: 'most',
    unit: 'MiB',
  },
  // Issue 31, point 5: a firm ten or a hundred times larger must not wait much longer.
  scaleExact: {
    label: 'p95 at the largest firm size as a multiple of p95 at 10 000 (list, exact search)',
    limit: 1.5,
    at: 'most',
    unit: '×',
  },
  scaleText: {
    label: 'p95 at the largest firm size as a multiple of p95 at 10 000 (free-text search)',
    limit: 3,
    at: 'most',
    unit: '×',
  },
  // Issue 32: a second copy behind the balancer nearly doubles what is served, where the database
  // (and the CPU the copies share with it) is not the limit.
  twoCopies: {
    label:
      'requests/s of two copies behind nginx as a multiple of one (list and writes), where the database is not the limit',
    limit: 1.7,
    at: 'least',
    unit: '×',
  },
  trickleP95: {
    label: 'p95 while uploads trickle in, as a multiple of the quiet p95',
    limit: 2,
    at: 'most',
    unit: '×',
  },
} as const satisfies Record<string, Goal>;

interface Goal {
  label: string;
  limit: number;
  at: 'least' | 'most' | 'below';
  unit: string;
}

export type GoalName = keyof typeof GOALS;

/** A figure of one scenario measured against one goal. */
export interface GoalCheck {
  goal: GoalName;
  figure: number;
  met: boolean;
}

export function check(goal: GoalName, figure: number): GoalCheck {
  const { limit, at } = GOALS[goal];
  const met = at === 'least' ? figure >= limit : at === 'below' ? figure < limit : figure <= limit;
  return { goal, figure, met };
}

/** `0.63 (goal ≥ 0.8) missed`, as the run prints it. */
export function describe({ goal, figure, met }: GoalCheck): string {
  const { limit, at, unit } = GOALS[goal];
  const sign = { least: '≥', most: '≤', below: '<' }[at];
  const shown = (value: number) => `${value.toLocaleString('en')}${unit && unit !== '×' ? ` ${unit}` : unit}`;
  return `${shown(figure)} (goal ${sign} ${shown(limit)}) ${met ? 'met' : 'MISSED'}`;
}
