// Starts ONE server for the whole e2e run, on a free port with a fresh data folder and the demo
// seeded, and stops it afterwards (its whole process group) and removes the folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, WEB_DIST } from './paths';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server's origin, e.g. 'http://localhost:41234' (no trailing slash). */
    baseUrl: string;
    /** The snapshot of apps/web/dist the server serves. */
    webDist: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The e2e journeys drive the built web app, and ${path.relative(REPO_ROOT, WEB_DIST)}/index.html is missing.\n` +
        'Build it first: npm run build (or: cd apps/web && npx vite build).',
    );
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-e2e-'));
  // Serve a snapshot of the build: a rebuild during the run (someone's `vite build`) must not
  // swap the hashed files under pages that are already loaded.
  const webDist = path.join(dataDir, 'web-dist');
  cpSync(WEB_DIST, webDist, { recursive: true });
  const log: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    // Its own process group, so the teardown stops the server and anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A real port, not 0: with 0 the server's public URL (OpenAPI servers, e-mail links) says :0.
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      // Chromium keeps Secure cookies on http://localhost, so the production default stays on.
      COOKIE_SECURE: 'true',
      // Empty means "use the default" to the server: never a developer's own database or URL.
      DATABASE_URL: '',
      PUBLIC_URL: '',
      TRUST_PROXY: '',
    },
  });
  server.stdout?.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  let running = false;
  server.on('exit', (code, signal) => {
    // A crash during start-up is reported by waitUntilHealthy; this one is for a crash mid-run.
    if (running) {
      process.stderr.write(
        `\n[e2e] The server stopped during the run (code ${code}, signal ${signal}` +
          `${code === 0 && !signal ? ': it was asked to stop, by SIGTERM or SIGINT from another process' : ''}` +
          `). Its log:\n${log.join('')}\n`,
      );
    }
  });

  const teardown = async () => {
    running = false;
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const baseUrl = `http://localhost:${port}`;
    await waitUntilHealthy(server, baseUrl, log);
    running = true;
    project.provide('baseUrl', baseUrl);
    project.provide('webDist', webDist);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** A port nobody listens on right now (the kernel's pick), released for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once GET /healthz answers 200; fails with the server's log if it exits or takes too long. */
async function waitUntilHealthy(server: ChildProcess, baseUrl: string, log: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const fail = (why: string) =>
    new Error(`The e2e server ${why}. Its log:\n${log.join('') || '(nothing printed)'}`);
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw fail(`exited during start-up (code ${server.exitCode}, signal ${server.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: try again below.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw fail(`did not answer ${baseUrl}/healthz within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM to the whole group (the server closes gracefully), SIGKILL if it lingers. */
async function stop(server: ChildProcess): Promise<void> {
  const { pid } = server;
  if (pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
