// How busy the machine was with other work during a Lighthouse run, from /proc (Linux; elsewhere
// nothing is reported). Lighthouse simulates a slow phone from what it observes: the page's main-
// thread tasks, as they ran here, times four. Another process taking the processors makes those
// tasks longer, and TBT, FCP and LCP with them: the report says so beside the figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in USER_HZ, which is 100 on every architecture Node supports. */
const TICKS_PER_SECOND = 100;

function busyTicks(): number {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return values.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle;
}

/** Processor ticks of this process and everything it started (the server, Chromium and its helpers). */
function ownTicks(): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      // utime, stime, and the waited-for children's cutime, cstime.
      ticks.set(
        Number(entry),
        Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      );
    } catch {
      // The process ended while we looked.
    }
  }
  const ours = (pid: number): boolean => {
    for (let current: number | undefined = pid, hops = 0; current && hops < 64; hops++) {
      if (current === process.pid) return true;
      current = parents.get(current);
    }
    return false;
  };
  let total = 0;
  for (const [pid, value] of ticks) if (ours(pid)) total += value;
  return total;
}

export interface MachineMeter {
  /** Percent of one core that processes other than the benchmark's used since the start. */
  stop(): number | undefined;
}

export function startMachineMeter(): MachineMeter {
  if (!existsSync('/proc/stat')) return { stop: () => undefined };
  const startedAt = performance.now();
  const busyBefore = busyTicks();
  const ownBefore = ownTicks();
  return {
    stop() {
      const seconds = (performance.now() - startedAt) / 1000;
      // Processes of ours that ended during the run take their ticks with them: "other" can only
      // be overstated by those, and the benchmark's processes live for the whole run.
      const other = busyTicks() - busyBefore - (ownTicks() - ownBefore);
      return Math.max(0, Math.round((other / TICKS_PER_SECOND / seconds) * 100));
    },
  };
}
