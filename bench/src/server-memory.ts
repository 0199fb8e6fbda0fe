import { readdir, readFile } from 'node:fs/promises';

/**
 * The process id of the server this benchmark started: the child of this process that runs the
 * built server's entry. Read from /proc, so the product needs no hook for being measured.
 */
export async function serverPid(): Promise<number> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Field 4 is the parent's id; the command name in field 2 may hold spaces, so count after it.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      const command = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (command.includes('server/dist/main.js')) return Number(entry);
    } catch {
      // The process ended while being read.
    }
  }
  throw new Error('the server process was not found under /proc');
}

/** A figure of /proc/PID/status in MiB: `VmRSS` (resident now) or `VmHWM` (the peak so far). */
export async function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}

/** Samples the resident memory every `intervalMs` while `work` runs; answers the largest sample. */
export async function peakRssDuring(
  pid: number,
  work: () => Promise<unknown>,
  intervalMs = 20,
): Promise<number> {
  let peak = await memoryMb(pid, 'VmRSS');
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await memoryMb(pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await sampling;
  }
  return peak;
}
