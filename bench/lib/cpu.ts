// Who used the processors during a load, from /proc (Linux; elsewhere nothing is reported). On a
// two-core machine the server, PostgreSQL and the load generator share the cores, and anything
// else running (a test suite, an editor) takes from them: the report says so next to the figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Linux reports process times in USER_HZ, which is 100 on every architecture Node supports. */
const TICKS_PER_SECOND = 100;

export interface CpuShare {
  /** Share of one core, in percent, over the load: 100 is one core busy the whole time. */
  server: number;
  /** The part of `server` spent in the kernel (system time: sockets, the loopback's TCP). */
  serverKernel: number;
  database: number;
  loadGenerator: number;
  /** Everything else on the machine (other users' work, the kernel's housekeeping). */
  other: number;
  cores: number;
}

interface Owned {
  server: number[];
  /** PostgreSQL's postmaster: it and its children are the database. */
  postmaster?: number;
}

function processTimes(): Map<number, { ppid: number; ticks: number; kernelTicks: number }> {
  const times = new Map<number, { ppid: number; ticks: number; kernelTicks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        kernelTicks: Number(fields[12]),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return times;
}

function busyTicks(): number {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return values.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle;
}

export interface CpuMeter {
  stop(): CpuShare | undefined;
}

/** Starts measuring; `stop()` returns the shares since the start. */
export function startCpuMeter(owned: Owned): CpuMeter {
  if (!existsSync('/proc/stat')) return { stop: () => undefined };
  const startedAt = performance.now();
  const beforeBusy = busyTicks();
  const before = processTimes();
  return {
    stop() {
      const seconds = (performance.now() - startedAt) / 1000;
      const after = processTimes();
      const delta = (pid: number) => (after.get(pid)?.ticks ?? 0) - (before.get(pid)?.ticks ?? 0);
      const percent = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100);
      const server = owned.server.reduce((sum, pid) => sum + delta(pid), 0);
      const serverKernel = owned.server.reduce(
        (sum, pid) => sum + (after.get(pid)?.kernelTicks ?? 0) - (before.get(pid)?.kernelTicks ?? 0),
        0,
      );
      let database = 0;
      if (owned.postmaster !== undefined) {
        for (const [pid, info] of after) {
          if (pid === owned.postmaster || info.ppid === owned.postmaster) database += delta(pid);
        }
      }
      const loadGenerator = delta(process.pid);
      const busy = busyTicks() - beforeBusy;
      return {
        server: percent(server),
        serverKernel: percent(serverKernel),
        database: percent(database),
        loadGenerator: percent(loadGenerator),
        other: Math.max(0, percent(busy - server - database - loadGenerator)),
        cores: os.cpus().length,
      };
    },
  };
}

/** The parent of a process (PostgreSQL backends are children of the postmaster). */
export function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}
