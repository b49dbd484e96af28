// Starts ONE server for the whole e2e run, on a free port with a fresh data folder and the demo
// seeded, plus a real SMTP server on loopback that receives its e-mails; stops both afterwards
// (the server's whole process group) and removes the run's folder.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, WEB_DIST } from './paths';
import { startSmtpSink } from './smtp-sink';

// Three minutes: a busy two-core CI machine took ~100 s to migrate, seed the demo and answer /healthz.
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
/**
 * Failed sign-ins allowed per order and per e-mail (the server's default, written out because the
 * rate-limit journey counts on it); the server allows five times as many per client address, and
 * every journey comes from the same address: the whole suite must stay under that (README).
 */
const SIGN_IN_LIMIT_PER_WINDOW = 10;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server's origin, e.g. 'http://localhost:41234' (no trailing slash). */
    baseUrl: string;
    /** The snapshot of apps/web/dist the server serves. */
    webDist: string;
    /** The server's DATA_DIR, for the merchant command (it reaches the server through it). */
    dataDir: string;
    /** The SMTP sink's mailbox: one JSON line per received e-mail (support/mailbox.ts). */
    mailboxFile: string;
    /** Everything the server printed (warn and above, JSON lines), appended as it runs. */
    serverLogFile: string;
    /** The server's SIGN_IN_LIMIT_PER_WINDOW. */
    signInLimit: number;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The e2e journeys drive the built web app, and ${path.relative(REPO_ROOT, WEB_DIST)}/index.html is missing.\n` +
        'Build it first: npm run build.',
    );
  }

  const port = await freePort();
  const runDir = mkdtempSync(path.join(tmpdir(), 'rc-e2e-'));
  const dataDir = path.join(runDir, 'data');
  mkdirSync(dataDir);
  // Serve a snapshot of the build: a rebuild during the run (someone's `vite build`) must not
  // swap the hashed files under pages that are already loaded.
  const webDist = path.join(runDir, 'web-dist');
  cpSync(WEB_DIST, webDist, { recursive: true });
  const mailboxFile = path.join(runDir, 'mailbox.jsonl');
  const smtp = await startSmtpSink(mailboxFile);
  const log: string[] = [];
  // The server as `npm start` runs it: the bundle, rebuilt first if its sources changed.
  execFileSync(process.execPath, ['scripts/build.mjs', '--server'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
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
      PORTAL_BASE_DOMAINS: '',
      LEGACY_SITE_URL: '',
      ADMIN_TOKEN: '',
      SIGN_IN_LIMIT_PER_WINDOW: String(SIGN_IN_LIMIT_PER_WINDOW),
      SIGN_IN_WINDOW_SECONDS: '',
      VERIFY_EMAIL_LIMIT_PER_WINDOW: '',
      SMTP_URL: smtp.url,
      MAIL_FROM: '',
      // The e-mail job runs within a tenth of a second, so the verification journey waits little.
      JOB_POLL_MS: '100',
    },
  });
  // Kept in a file too, so a journey can check what the server logged while it ran.
  const serverLogFile = path.join(runDir, 'server.log');
  const keep = (chunk: string) => {
    log.push(chunk);
    appendFileSync(serverLogFile, chunk);
  };
  server.stdout?.setEncoding('utf8').on('data', keep);
  server.stderr?.setEncoding('utf8').on('data', keep);
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
    await smtp.stop();
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    const baseUrl = `http://localhost:${port}`;
    await waitUntilHealthy(server, baseUrl, log);
    running = true;
    project.provide('baseUrl', baseUrl);
    project.provide('webDist', webDist);
    project.provide('dataDir', dataDir);
    project.provide('mailboxFile', mailboxFile);
    project.provide('serverLogFile', serverLogFile);
    project.provide('signInLimit', SIGN_IN_LIMIT_PER_WINDOW);
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
