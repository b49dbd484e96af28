// Child processes and temporary folders the benchmark owns, and their clean-up on every exit path
// (success, failure, Ctrl-C). Servers run in their own process group so a Ctrl-C in the terminal
// reaches only the benchmark, which then stops them in order.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Cleanup = () => Promise<void> | void;
const cleanups: { name: string; run: Cleanup }[] = [];

/** Registers a clean-up step; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(name: string, run: Cleanup): () => Promise<void> {
  const entry = { name, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}

let cleaning: Promise<void> | undefined;

/**
 * Runs every registered clean-up, newest first; a failing step does not stop the others. Callers
 * arriving while it runs (the signal handler and the main flow, say) wait for the same run.
 */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const entry = cleanups.pop() as { name: string; run: Cleanup };
      try {
        await entry.run();
      } catch (error) {
        console.error(`clean-up "${entry.name}" failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

const folders = new Set<string>();

/** A temporary folder removed at clean-up. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.add(folder);
  onCleanup(`remove ${folder}`, () => {
    rmSync(folder, { recursive: true, force: true });
    folders.delete(folder);
  });
  return folder;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  name: string;
  pid: number;
  baseUrl: string;
  /** The last lines the process wrote (stdout and stderr), for error reports. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(): Promise<void>;
}

export interface ServiceOptions {
  name: string;
  /** Arguments to `node`. */
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** A GET path that answers 200 once the service is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
  graceMs?: number;
}

const running = new Set<ChildProcess>();

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts `node <args>` and waits until `readyPath` answers 200; throws with its output otherwise. */
export async function startService(options: ServiceOptions): Promise<ServiceProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));

  const graceMs = options.graceMs ?? 12_000;
  let stopping = false;
  const stop = onCleanup(`stop ${options.name}`, async () => {
    stopping = true;
    if (exited(child) || child.pid === undefined) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, graceMs))) {
      child.kill('SIGKILL');
      await waitForExit(child, 2_000);
    }
  });

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exited(child)) {
      await stop();
      throw new Error(
        `${options.name} exited before it was ready (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    }
    const failed = await Promise.race([
      spawnError,
      new Promise<null>((resolve) => setTimeout(resolve, 100, null)),
    ]);
    if (failed) {
      await stop();
      throw new Error(`${options.name} could not start: ${failed.message}`);
    }
    try {
      const response = await fetch(`${baseUrl}${options.readyPath}`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${options.name} was not ready after ${options.readyTimeoutMs ?? 90_000} ms:\n${output}`,
      );
    }
  }

  const service: ServiceProcess = {
    name: options.name,
    pid: child.pid as number,
    baseUrl,
    output: () => output,
    stop,
  };
  live.add(service);
  child.once('exit', (code, signal) => {
    live.delete(service);
    // A service that ended on its own (a crash) is the likeliest reason the step failed.
    if (!stopping) crashed.set(service, `exited by itself (${code ?? signal})`);
  });
  return service;
}

const live = new Set<ServiceProcess>();
const crashed = new Map<ServiceProcess, string>();

/** What the services still running (or that ended by themselves) last wrote: the first place to look when a step fails. */
export function liveOutputs(): string {
  return [...live, ...crashed.keys()]
    .map((service) => ({ service, ended: crashed.get(service) }))
    .filter(({ service, ended }) => ended || service.output().trim())
    .map(
      ({ service, ended }) =>
        `--- ${service.name} (pid ${service.pid}${ended ? `, ${ended}` : ''}) said:\n${service.output().slice(-4_000).trimEnd()}`,
    )
    .join('\n');
}

/** The way out on a second Ctrl-C: SIGKILL every service still running, remove the folders. */
export function killNow(): void {
  for (const child of running) {
    if (!exited(child)) child.kill('SIGKILL');
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
