import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';

/** The kernel's clock ticks per second, the unit of the CPU times under /proc. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * Where the machine's CPU went while a measurement ran, in cores (1 = one core busy the whole
 * time): all of it, and the parts of the run that share it.
 */
export interface CpuUse {
  /** The machine's cores. */
  cores: number;
  /** All cores' busy time, whoever used it (other work on a shared machine too). */
  busy: number;
  /** The server copies measured. */
  copies: number;
  /** PostgreSQL's sessions on the benchmark's database (its background processes are not counted). */
  database: number;
  /** nginx, started by this run. */
  balancer: number;
  /** This process: the clients sending the requests. */
  loadGenerator: number;
  /** The busy time of everything else: other work on a shared machine, PostgreSQL's background processes. */
  other: number;
}

type Part = Exclude<keyof CpuUse, 'cores' | 'busy' | 'other'>;

interface ProcessTicks {
  pid: number;
  parent: number;
  name: string;
  command: string;
  ticks: number;
}

/** Every process's CPU time (user + system) so far, with its parent, name and command line. */
async function processTicks(): Promise<ProcessTicks[]> {
  const found: ProcessTicks[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // The name in field 2 may hold spaces: fields are counted after its closing parenthesis,
      // from field 3 (state); the parent is field 4, user and system time fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        command: (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' '),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** The machine's busy and total ticks over all cores, from the first line of /proc/stat. */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const [first] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const ticks = first!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is inside user already).
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

/** Whether `pid` descends from this process (nginx's workers are children of the master it started). */
function descendsFromUs(pid: number, parents: Map<number, number>): boolean {
  for (let current = parents.get(pid); current !== undefined && current > 1; current = parents.get(current)) {
    if (current === process.pid) return true;
  }
  return false;
}

function partOf(
  { pid, name, command }: ProcessTicks,
  parents: Map<number, number>,
  copies: readonly number[],
  databaseName: string,
): Part | null {
  if (pid === process.pid) return 'loadGenerator';
  if (copies.includes(pid)) return 'copies';
  // A session's title is `postgres: <cluster>: <user> <database> <client> <state>`.
  if (name === 'postgres' && command.split(' ').includes(databaseName)) return 'database';
  if (name === 'nginx' && descendsFromUs(pid, parents)) return 'balancer';
  return null;
}

/**
 * Runs `work` and answers, beside its result, how much CPU the machine and each part of the run
 * used meanwhile: the copies (`copies`, their process ids), PostgreSQL's sessions on
 * `databaseName`, nginx and this process. Read from /proc, so nothing measured needs a hook; a
 * process that ends during the work is left out.
 */
export async function cpuDuring<T>(
  work: () => Promise<T>,
  copies: readonly number[],
  databaseName: string,
): Promise<{ result: T; cpu: CpuUse }> {
  const machineBefore = await machineTicks();
  const before = new Map((await processTicks()).map((entry) => [entry.pid, entry.ticks]));
  const start = performance.now();
  const result = await work();
  const seconds = (performance.now() - start) / 1000;
  const machineAfter = await machineTicks();
  const after = await processTicks();
  const parents = new Map(after.map((entry) => [entry.pid, entry.parent]));
  const cores = cpus().length;
  const inCores = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
  const used: Record<Part, number> = { copies: 0, database: 0, balancer: 0, loadGenerator: 0 };
  for (const entry of after) {
    const part = partOf(entry, parents, copies, databaseName);
    // A session opened during the work counts whole.
    if (part) used[part] += entry.ticks - (before.get(entry.pid) ?? 0);
  }
  const machine = machineAfter.total - machineBefore.total;
  // The machine's ticks are counted per core: its share of all of them, times the cores.
  const busy = Math.round(((machineAfter.busy - machineBefore.busy) / machine) * cores * 100) / 100;
  const parts = {
    copies: inCores(used.copies),
    database: inCores(used.database),
    balancer: inCores(used.balancer),
    loadGenerator: inCores(used.loadGenerator),
  };
  const measured = parts.copies + parts.database + parts.balancer + parts.loadGenerator;
  return {
    result,
    cpu: { cores, busy, ...parts, other: Math.max(0, Math.round((busy - measured) * 100) / 100) },
  };
}

/** The share of the machine's cores that was busy, in percent. */
export const busyPercent = (cpu: CpuUse) => Math.round((cpu.busy / cpu.cores) * 100);

/** `2 cores 97 % busy, in cores: copies 1.05, PostgreSQL 0.48, nginx 0.12, load generator 0.25, other work 0.04`, as printed. */
export function describeCpu(cpu: CpuUse): string {
  return (
    `${cpu.cores} cores ${busyPercent(cpu)} % busy, in cores: copies ${cpu.copies}, PostgreSQL ${cpu.database}, ` +
    `nginx ${cpu.balancer}, load generator ${cpu.loadGenerator}, other work ${cpu.other}`
  );
}
