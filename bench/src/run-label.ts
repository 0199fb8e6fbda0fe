import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

/**
 * When, at which commit and on what machine figures were measured, with the load average of the
 * moment: on a shared machine the figures mean little without it.
 */
export function runLabel(): { date: string; commit: string; machine: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const cores = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  return {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    commit,
    machine:
      `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
      `load average ${load}`,
  };
}
