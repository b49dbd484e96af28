// `npm run bench` (scripts/bench.mjs starts the throwaway PostgreSQL server and runs this with
// BENCH_DATABASE_URL): the API budgets of DESIGN.md section 8, measured in one run.
//   1. The real server on PostgreSQL, a few thousand orders PUT through the merchant API.
//   2. Loads, one at a time: the two bare Fastify yardsticks (one SELECT; a bare sign-in), rc-login,
//      get-all-protected-item.
//   3. SQL round trips per call, from PostgreSQL's statement log.
//   4. With --scale: orders loaded in bulk up to a million, rc-login and the item list again (scale.ts).
//   5. The real server on the embedded PGlite: rc-login (and the item list, for information).
// Everything it starts (servers, folders) is stopped and removed on success, failure and Ctrl-C.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parentOf } from './lib/cpu';
import { profileReport, summariseProfile } from './lib/cpu-profile';
import type { LoadResult, LoadSettings } from './lib/load';
import { type BenchOptions, parseOptions, USAGE } from './lib/options';
import {
  cleanupAll,
  freePort,
  killNow,
  liveOutputs,
  repoRoot,
  type ServiceProcess,
  startService,
  temporaryFolder,
} from './lib/processes';
import {
  cpuReport,
  failedLoads,
  noisyLoads,
  pgliteReport,
  postgresReport,
  scaleReport,
  traceReport,
  type Verdict,
} from './lib/report';
import { type ScaleFigures, scaleRun } from './lib/scale';
import { createMerchant, seedOrders, signInSessions } from './lib/seed';
import { serverEnv } from './lib/server-env';
import {
  baselineLoad,
  baselineSignInLoad,
  type Fixture,
  protectedItemsLoad,
  rcLoginLoad,
  shuffled,
  tracedCalls,
} from './lib/specs';
import { type CallTrace, traceCalls } from './lib/sql-trace';
import { measureRounds, step } from './lib/steps';

/** High enough that no load is rate-limited (the limiter still counts every attempt). */
const SIGN_IN_LIMIT = 1_000_000;

/** The commit measured, and whether the server's sources had uncommitted changes. */
function sourceVersion(serverEntry: string): string {
  const folder = path.dirname(path.resolve(repoRoot, serverEntry));
  const git = (...args: string[]) => spawnSync('git', ['-C', folder, ...args], { encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return 'not a git checkout';
  // The server's folder (apps/server) and the shared packages it imports.
  const dirty = git('status', '--porcelain', '--', '..', '../../../packages').stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? ' with uncommitted changes' : ''}`;
}

/** The folder a server's CPU profile goes to with --profile (one per database). */
function profileFolder(options: BenchOptions, label: string): string | undefined {
  return options.profile ? path.resolve(options.profile, label.toLowerCase()) : undefined;
}

async function startRcServer(label: string, databaseUrl: string | undefined, options: BenchOptions) {
  const dataDir = temporaryFolder('rc-bench-data-');
  const port = await freePort();
  const profileDir = profileFolder(options, label);
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = await startService({
    name: `the server on ${label}`,
    args: [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      options.serverEntry,
    ],
    env: serverEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      SIGN_IN_LIMIT_PER_WINDOW: String(SIGN_IN_LIMIT),
      // Shoppers from many addresses: the server takes the client address from X-Forwarded-For.
      ...(options.addresses > 1 ? { TRUST_PROXY: 'true' } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    port,
    readyPath: '/readyz',
  });
  return { server, dataDir };
}

/**
 * With --profile, after the server stopped (V8 writes the profile on exit): where each call's
 * best measured round spent the server's processor time, printed and kept beside the profile.
 */
function printProfiles(
  options: BenchOptions,
  label: string,
  server: ServiceProcess,
  loads: readonly LoadResult[],
) {
  const folder = profileFolder(options, label);
  if (!folder) return;
  const file = readdirSync(folder).find((name) => name.endsWith(`.${server.pid}.0.001.cpuprofile`));
  if (!file) {
    process.stdout.write(`  no CPU profile of the server (pid ${server.pid}) in ${folder}\n`);
    return;
  }
  const reports = loads.map((load) =>
    profileReport(
      `CPU profile of the server on ${label} under ${load.name} (${load.requestsPerSecond} req/s, profiler on; ` +
        `server ${load.cpu?.server ?? '?'}% of a core, ${load.cpu?.serverKernel ?? '?'}% of it in the kernel)`,
      summariseProfile(path.join(folder, file), load.window, load.responses, {
        root: repoRoot,
      }),
    ),
  );
  const text = `${reports.join('\n\n')}\n`;
  writeFileSync(path.join(folder, `${file}.txt`), text);
  process.stdout.write(`\n${text}(profile: ${path.join(folder, file)})\n\n`);
}

async function seed(
  server: ServiceProcess,
  dataDir: string,
  orderCount: number,
  sessionCount: number,
  postmaster?: number,
): Promise<Fixture> {
  const merchant = await createMerchant(server.baseUrl, dataDir, 'bench');
  const started = performance.now();
  const orders = shuffled(await seedOrders(server.baseUrl, merchant, orderCount));
  const seedSeconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `  ${orderCount} orders PUT through the merchant API in ${seedSeconds.toFixed(1)} s ` +
      `(${Math.round(orderCount / seedSeconds)} a second)\n`,
  );
  const sessions = await signInSessions(server.baseUrl, merchant.merchantId, orders, sessionCount);
  process.stdout.write(
    `  ${sessions.length} shoppers signed in (their session cookies rotate in the item-list load)\n`,
  );
  return { server, postmaster, merchant, orders, sessions, seedSeconds };
}

/** Row counts of the main tables, and PostgreSQL's postmaster process (to meter its processor use). */
async function inspectDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = [
      'merchants',
      'orders',
      'order_items',
      'fulfillments',
      'fulfillment_items',
      'policies',
      'policy_items',
      'sessions',
    ];
    const sizes: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await client.query<{ count: string }>(`select count(*) as count from ${table}`);
      sizes[table] = Number(rows[0]?.count ?? 0);
    }
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return { sizes, postmaster: rows[0] ? parentOf(rows[0].pid) : undefined };
  } finally {
    await client.end();
  }
}

interface PostgresFigures {
  seed: { orders: number; seconds: number; tableSizes: Record<string, number> };
  /** The one-SELECT route and the bare sign-in. */
  yardsticks: LoadResult[];
  calls: LoadResult[];
  allRounds: LoadResult[];
  trace: CallTrace[] | string | undefined;
  scale?: ScaleFigures | undefined;
}

async function postgresRun(
  databaseUrl: string,
  options: BenchOptions,
  settings: LoadSettings,
): Promise<PostgresFigures> {
  const { server, dataDir } = await step('Start the server on PostgreSQL', () =>
    startRcServer('PostgreSQL', databaseUrl, options),
  );
  const { postmaster } = await inspectDatabase(databaseUrl);
  const fixture = await step(`Seed ${options.orders} orders and ${options.sessions} sessions`, () =>
    seed(server, dataDir, options.orders, options.sessions, postmaster),
  );
  const { sizes } = await inspectDatabase(databaseUrl);
  process.stdout.write(
    `  tables: ${Object.entries(sizes)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')}\n`,
  );
  const baselineServer = await step(
    'Start the yardsticks (bare Fastify: one indexed SELECT; a bare sign-in; pool of 20)',
    async () => {
      const port = await freePort();
      return startService({
        name: 'the baseline',
        args: ['--import', 'tsx', 'bench/baseline-server.ts'],
        env: serverEnv({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port) }),
        port,
        readyPath: '/healthz',
      });
    },
  );

  const yardstickSpecs = [baselineLoad(fixture, baselineServer), baselineSignInLoad(fixture, baselineServer)];
  const callSpecs = [rcLoginLoad(fixture, options.addresses), protectedItemsLoad(fixture)];
  const loads = await measureRounds([...yardstickSpecs, ...callSpecs], settings, options.rounds);
  const yardsticks = loads.best.slice(0, yardstickSpecs.length);
  const calls = loads.best.slice(yardstickSpecs.length);

  const trace = options.trace
    ? await step('Count SQL round trips per call (PostgreSQL statement log, calls one at a time)', () =>
        traceCalls(databaseUrl, tracedCalls([...yardstickSpecs, ...callSpecs])),
      )
    : undefined;
  await baselineServer.stop();
  const scale = options.scale
    ? await scaleRun({
        databaseUrl,
        fixture,
        orders: options.scaleOrders,
        sessions: options.sessions,
        addresses: options.addresses,
        settings,
        rounds: options.rounds,
        trace: options.trace,
      })
    : undefined;
  await server.stop();
  printProfiles(options, 'PostgreSQL', server, calls);
  return {
    seed: { orders: options.orders, seconds: fixture.seedSeconds, tableSizes: sizes },
    yardsticks,
    calls,
    allRounds: [...loads.all, ...(scale?.allRounds ?? [])],
    trace,
    scale,
  };
}

async function pgliteRun(
  options: BenchOptions,
  settings: LoadSettings,
): Promise<{ best: LoadResult[]; all: LoadResult[] }> {
  const { server, dataDir } = await step('Start the server on the embedded PGlite (no DATABASE_URL)', () =>
    startRcServer('PGlite', undefined, options),
  );
  const fixture = await step(`Seed ${options.pgliteOrders} orders and ${options.sessions} sessions`, () =>
    seed(server, dataDir, options.pgliteOrders, options.sessions),
  );
  const loads = await measureRounds(
    [rcLoginLoad(fixture, options.addresses), protectedItemsLoad(fixture)],
    settings,
    options.rounds,
  );
  await server.stop();
  printProfiles(options, 'PGlite', server, loads.best);
  return loads;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set: run the benchmark with `npm run bench`.');
  const settings: LoadSettings = {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
  };
  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.type()} ${os.release()}`;
  const started = new Date();
  const version = sourceVersion(options.serverEntry);
  process.stdout.write(
    [
      `Resolution Center API benchmark, ${started.toISOString()}${options.quick ? ' (quick smoke run: figures are rough)' : ''}`,
      `Machine: ${machine}`,
      `Server: node --import tsx ${options.serverEntry} (commit ${version})`,
      `Method: autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s per call, one load at a time` +
        (options.rounds > 1 ? `, best of ${options.rounds} interleaved rounds;` : ';'),
      '        every answer must be HTTP 2xx with code 0; loads rotate over the seeded orders, e-mails and sessions.',
      `Sign-in rate limit: SIGN_IN_LIMIT_PER_WINDOW=${SIGN_IN_LIMIT} so the load is not rate-limited (the limiter still counts every attempt).`,
      options.addresses > 1
        ? `Client addresses: ${options.addresses}, one per shopper (TRUST_PROXY=true, X-Forwarded-For), as behind a proxy that passes them on.`
        : 'Client address: one (127.0.0.1) for every sign-in, like shoppers behind one proxy or NAT; --addresses spreads them.',
      '',
    ].join('\n'),
  );

  const postgres = await postgresRun(databaseUrl, options, settings);
  const pgliteLoads = options.pglite ? await pgliteRun(options, settings) : undefined;
  const pglite = pgliteLoads?.best;

  const verdicts: Verdict[] = [];
  const pgTable = postgresReport(postgres.yardsticks, postgres.calls);
  verdicts.push(...pgTable.verdicts);
  const lines = [
    '',
    `API on a PostgreSQL server (${settings.connections} connections, ${settings.durationSeconds} s each)`,
    pgTable.text,
  ];
  if (pglite) {
    const liteTable = pgliteReport(pglite);
    verdicts.push(...liteTable.verdicts);
    lines.push(
      '',
      `API on the embedded PGlite (${settings.connections} connections, ${settings.durationSeconds} s each)`,
      liteTable.text,
    );
  }
  if (postgres.scale) {
    const scaleTable = scaleReport(
      { orders: options.orders, calls: postgres.calls, trace: postgres.trace },
      postgres.scale,
    );
    verdicts.push(...scaleTable.verdicts);
    lines.push(
      '',
      `Scale: ${options.orders.toLocaleString('en-US')} orders PUT through the API, then ${postgres.scale.orders.toLocaleString('en-US')} (bulk-loaded); shoppers spread over all of them`,
      scaleTable.text,
    );
  }
  const largeLabel = `${options.scaleOrders.toLocaleString('en-US')} orders`;
  const allLoads = [
    ...[...postgres.yardsticks, ...postgres.calls].map((result) => ({
      ...result,
      label: `${result.name} (PostgreSQL)`,
    })),
    ...(postgres.scale?.calls ?? []).map((result) => ({
      ...result,
      label: `${result.name} (${largeLabel})`,
    })),
    ...(pglite ?? []).map((result) => ({ ...result, label: `${result.name} (PGlite)` })),
  ];
  if (allLoads.some((result) => result.cpu)) {
    lines.push(
      '',
      `Processor use during each load (percent of one core; the machine has ${os.cpus().length})`,
      cpuReport(allLoads),
    );
  }
  if (Array.isArray(postgres.trace)) {
    lines.push(
      '',
      'SQL round trips per call (PostgreSQL, one call at a time, steady state)',
      traceReport(postgres.trace),
    );
  } else if (postgres.trace) {
    lines.push('', `SQL round trips not counted: ${postgres.trace}`);
  }
  if (Array.isArray(postgres.scale?.trace)) {
    lines.push('', `SQL round trips per call with ${largeLabel}`, traceReport(postgres.scale.trace));
  }
  const noisy = noisyLoads(allLoads);
  if (noisy.length > 0) {
    lines.push(
      '',
      `Warning: other processes took processor time during ${noisy.join(', ')}; on a quiet machine those figures are higher.`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  const results = {
    date: started.toISOString(),
    machine,
    version,
    options,
    postgres,
    pglite,
    pgliteAllRounds: pgliteLoads?.all,
    verdicts,
  };
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (options.json) writeFileSync(path.resolve(options.json), `${JSON.stringify(results, null, 2)}\n`);

  const failed = failedLoads([...postgres.allRounds, ...(pgliteLoads?.all ?? [])]);
  if (failed.length > 0) {
    console.error(
      `\nBENCHMARK INVALID: more than 1% of the answers failed, so these figures measure errors:\n  ${failed.join('\n  ')}`,
    );
    return 1;
  }
  const missed = verdicts.filter((verdict) => !verdict.pass);
  process.stdout.write(
    missed.length === 0
      ? '\nEvery budget met.\n'
      : `\nBudgets missed: ${missed.map((verdict) => `${verdict.name} (${verdict.budget})`).join(', ')}.\n`,
  );
  return options.strict && missed.length > 0 ? 1 : 0;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) {
      killNow();
      process.exit(130);
    }
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and removing the temporary folders (again to force)…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  // After Ctrl-C the steps fail because their servers were stopped: that is not news.
  if (interrupted) {
    await cleanupAll();
    process.exit(130);
  }
  console.error(`\nbench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const outputs = liveOutputs();
  if (outputs) console.error(outputs);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(interrupted ? 130 : process.exitCode);
