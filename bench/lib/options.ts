// Flags (and their environment variables) of `npm run bench`.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  quick: boolean;
  connections: number;
  /** Seconds of load measured per call. */
  durationSeconds: number;
  /** Seconds of the same load before it, not measured. */
  warmupSeconds: number;
  /** Orders PUT through the merchant API before the PostgreSQL runs. */
  orders: number;
  /** Orders for the embedded-database run (its writes are slower; a smaller table is as realistic). */
  pgliteOrders: number;
  /** Signed-in sessions the item-list load rotates over. */
  sessions: number;
  /** Client addresses sign-ins come from (X-Forwarded-For with TRUST_PROXY); 1 is the bench's own. */
  addresses: number;
  /** Each load this many times, interleaved; the best round counts. */
  rounds: number;
  pglite: boolean;
  trace: boolean;
  /** After the PostgreSQL figures, load orders in bulk up to `scaleOrders` and measure again. */
  scale: boolean;
  scaleOrders: number;
  /** Exit 1 when a budget is missed (errors always exit 1). */
  strict: boolean;
  json: string | undefined;
  /** The server to measure (a candidate fix in another folder, say). */
  serverEntry: string;
  /** Record the servers' CPU profiles (`node --cpu-prof`) into this folder and print where time goes. */
  profile: string | undefined;
}

export const USAGE = `Usage: npm run bench -- [options]

  --quick                a short smoke run (1 s warm-up, 3 s per call, fewer orders)
  --connections <n>      concurrent connections             (BENCH_CONNECTIONS, default 50)
  --duration <s>         measured seconds per call          (BENCH_DURATION, default 10)
  --warmup <s>           warm-up seconds before each call   (BENCH_WARMUP, default 3)
  --orders <n>           orders seeded for PostgreSQL       (BENCH_ORDERS, default 5000)
  --pglite-orders <n>    orders seeded for PGlite           (BENCH_PGLITE_ORDERS, default 2000)
  --sessions <n>         sessions rotated by the item list  (BENCH_SESSIONS, default 300)
  --addresses <n>        sign-ins from n client addresses (BENCH_ADDRESSES, default 1: all from 127.0.0.1)
  --rounds <n>           each load n times, interleaved; the best counts (BENCH_ROUNDS, default 1)
  --scale                then load orders in bulk up to 1,000,000 and measure again (BENCH_SCALE=1;
                         about ten minutes more)
  --scale-orders <n>     orders of the scale run            (BENCH_SCALE_ORDERS, default 1000000)
  --no-pglite            skip the embedded-database run
  --no-trace             skip counting SQL round trips per call
  --strict               exit 1 when a budget is missed
  --json <file>          also write the results as JSON (always: bench/results/latest.json)
  --server-entry <file>  the server to start (BENCH_SERVER_ENTRY, default apps/server/src/server.ts)
  --profile <dir>        run the servers under \`node --cpu-prof\` (profiles into <dir>) and print the top
                         self and inclusive times of each call's best measured round (BENCH_PROFILE);
                         the profiler costs the server some 5-10%: compare figures of profiled runs only
                         with each other
`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive integer, not "${value}"`);
  return number;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      orders: { type: 'string' },
      'pglite-orders': { type: 'string' },
      sessions: { type: 'string' },
      rounds: { type: 'string' },
      addresses: { type: 'string' },
      scale: { type: 'boolean', default: false },
      'scale-orders': { type: 'string' },
      'no-pglite': { type: 'boolean', default: false },
      'no-trace': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      json: { type: 'string' },
      'server-entry': { type: 'string' },
      profile: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const quick = values.quick || env.BENCH_QUICK === '1' || env.BENCH_QUICK === 'true';
  return {
    quick,
    connections: positiveInteger('--connections', values.connections ?? env.BENCH_CONNECTIONS, 50),
    durationSeconds: positiveInteger('--duration', values.duration ?? env.BENCH_DURATION, quick ? 3 : 10),
    warmupSeconds: positiveInteger('--warmup', values.warmup ?? env.BENCH_WARMUP, quick ? 1 : 3),
    orders: positiveInteger('--orders', values.orders ?? env.BENCH_ORDERS, quick ? 600 : 5000),
    pgliteOrders: positiveInteger(
      '--pglite-orders',
      values['pglite-orders'] ?? env.BENCH_PGLITE_ORDERS,
      quick ? 300 : 2000,
    ),
    sessions: positiveInteger('--sessions', values.sessions ?? env.BENCH_SESSIONS, quick ? 100 : 300),
    addresses: positiveInteger('--addresses', values.addresses ?? env.BENCH_ADDRESSES, 1),
    rounds: positiveInteger('--rounds', values.rounds ?? env.BENCH_ROUNDS, 1),
    pglite: !values['no-pglite'],
    trace: !values['no-trace'],
    scale: values.scale || env.BENCH_SCALE === '1' || env.BENCH_SCALE === 'true',
    scaleOrders: positiveInteger(
      '--scale-orders',
      values['scale-orders'] ?? env.BENCH_SCALE_ORDERS,
      1_000_000,
    ),
    strict: values.strict,
    json: values.json,
    serverEntry: values['server-entry'] ?? env.BENCH_SERVER_ENTRY ?? 'apps/server/src/server.ts',
    profile: values.profile ?? (env.BENCH_PROFILE || undefined),
  };
}
