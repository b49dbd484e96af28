// The printed report: figures, the ratio to the yardsticks and the DESIGN.md section 8 budgets.
import type { LoadResult } from './load';
import type { DatabaseSize, ScaleFigures } from './scale';
import type { CallTrace } from './sql-trace';

/** DESIGN.md section 8, as decision 025 restates the p99 budget. */
export const BUDGETS = {
  /**
   * On PostgreSQL, at least this share of its yardstick's throughput: the item list of the
   * one-SELECT route, sign-in of the bare sign-in route (the order's SELECT and a session INSERT).
   */
  minimumRatio: 0.5,
  /** ...with p99 latency under this at 50 connections... */
  maximumP99Ms: 50,
  /**
   * ...or, where the yardstick's own p99 leaves no room for that, at most this multiple of the
   * yardstick's p99 in the same run (decision 025: in a closed loop of 50 connections a call at
   * half its yardstick's throughput waits twice as long).
   */
  maximumP99VsYardstick: 2,
  /** The embedded default: sign-ins a second. */
  pgliteSignInsPerSecond: 1_000,
  /** With 1,000,000 orders, p99 at most this multiple of the 5,000-order figure. */
  maximumScaleP99Ratio: 1.25,
  /** A load with more failed answers than this is not a measurement. */
  maximumErrorRate: 0.01,
} as const;

/** Each call's yardstick, by load name. */
export const YARDSTICK_OF: Record<string, string> = {
  'rc-login': 'baseline-sign-in',
  'get-all-protected-item': 'baseline',
};

export interface Verdict {
  name: string;
  budget: string;
  pass: boolean;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const percent = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 2 : 0)}%`;
const mark = (pass: boolean) => (pass ? 'PASS' : 'MISS');

function errors(result: LoadResult): string {
  const count = result.nonZeroCode + result.connectionErrors;
  return `${count} (${percent(result.errorRate)})`;
}

const figures = (result: LoadResult) => [
  String(result.requestsPerSecond),
  result.latencyMs.p50.toFixed(1),
  result.latencyMs.p99.toFixed(1),
  errors(result),
];

/**
 * The PostgreSQL table: the two yardsticks, then each call against its own yardstick (and against
 * the one-SELECT route, for comparison with earlier runs); returns the verdicts it printed.
 */
export function postgresReport(
  yardsticks: readonly LoadResult[],
  calls: readonly LoadResult[],
): { text: string; verdicts: Verdict[] } {
  const verdicts: Verdict[] = [];
  const byName = new Map(yardsticks.map((result) => [result.name, result]));
  const select = byName.get('baseline');
  const ratioTo = (result: LoadResult, yardstick: LoadResult | undefined) =>
    yardstick ? result.requestsPerSecond / Math.max(1, yardstick.requestsPerSecond) : undefined;
  const shown = (ratio: number | undefined) => (ratio === undefined ? '-' : percent(ratio));
  const rows = yardsticks.map((result) => [
    result.name,
    ...figures(result),
    result === select ? '100%' : shown(ratioTo(result, select)),
    '',
    '(a yardstick)',
    '',
  ]);
  for (const result of calls) {
    const yardstickName = YARDSTICK_OF[result.name] ?? 'baseline';
    const ratio = ratioTo(result, byName.get(yardstickName)) ?? 0;
    const ratioPass = ratio >= BUDGETS.minimumRatio;
    // DESIGN.md's p99 under 50 ms, or (decision 025) at most twice the yardstick's own p99.
    const yardstickP99 = byName.get(yardstickName)?.latencyMs.p99 ?? 0;
    const p99Limit = BUDGETS.maximumP99VsYardstick * yardstickP99;
    const p99Absolute = result.latencyMs.p99 < BUDGETS.maximumP99Ms;
    const p99Relative = result.latencyMs.p99 <= p99Limit;
    const p99Pass = p99Absolute || p99Relative;
    const p99Budget = p99Absolute
      ? `p99 < ${BUDGETS.maximumP99Ms} ms PASS`
      : `p99 < ${BUDGETS.maximumP99Ms} ms MISS, <= ${BUDGETS.maximumP99VsYardstick}x its yardstick's (${p99Limit.toFixed(1)} ms) ${mark(p99Relative)}`;
    verdicts.push(
      {
        name: `${result.name} throughput`,
        budget: `>= ${percent(BUDGETS.minimumRatio)} of ${yardstickName}`,
        pass: ratioPass,
      },
      {
        name: `${result.name} p99`,
        budget: `< ${BUDGETS.maximumP99Ms} ms or <= ${BUDGETS.maximumP99VsYardstick}x ${yardstickName}'s p99 (decision 025)`,
        pass: p99Pass,
      },
    );
    rows.push([
      result.name,
      ...figures(result),
      shown(ratioTo(result, select)),
      `${percent(ratio)} of ${yardstickName}`,
      `>= ${percent(BUDGETS.minimumRatio)} ${mark(ratioPass)}, ${p99Budget}`,
      mark(ratioPass && p99Pass),
    ]);
  }
  const text = table(
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs baseline', 'vs its yardstick', 'budget', 'result'],
    rows,
  );
  return { text, verdicts };
}

/** The embedded-database table: rc-login has a budget; other calls are for information. */
export function pgliteReport(calls: readonly LoadResult[]): { text: string; verdicts: Verdict[] } {
  const verdicts: Verdict[] = [];
  const rows = calls.map((result) => {
    if (result.name !== 'rc-login') {
      return [
        result.name,
        String(result.requestsPerSecond),
        result.latencyMs.p50.toFixed(1),
        result.latencyMs.p99.toFixed(1),
        errors(result),
        '(information)',
        '',
      ];
    }
    const pass = result.requestsPerSecond >= BUDGETS.pgliteSignInsPerSecond;
    verdicts.push({ name: 'rc-login on PGlite', budget: `>= ${BUDGETS.pgliteSignInsPerSecond} req/s`, pass });
    return [
      result.name,
      String(result.requestsPerSecond),
      result.latencyMs.p50.toFixed(1),
      result.latencyMs.p99.toFixed(1),
      errors(result),
      `>= ${BUDGETS.pgliteSignInsPerSecond} req/s`,
      mark(pass),
    ];
  });
  return { text: table(['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'budget', 'result'], rows), verdicts };
}

export function traceReport(traces: readonly CallTrace[]): string {
  const rows = traces.map((trace) => [
    trace.name,
    trace.roundTripsPerRequest.toFixed(2),
    trace.serverMsPerRequest.toFixed(2),
    trace.latencyMs.toFixed(2),
    trace.statements
      .filter((statement) => statement.perRequest > 0)
      .map(
        (statement) => `${statement.perRequest === 1 ? '' : `${statement.perRequest}× `}${statement.label}`,
      )
      .join('; '),
  ]);
  return table(['call', 'SQL round trips', 'DB ms', 'idle latency ms', 'statements per request'], rows);
}

/**
 * Processor time per load and per request: what a call costs independently of how busy the
 * machine was (the cores are shared by the server, PostgreSQL and the load generator).
 */
export function cpuReport(results: readonly (LoadResult & { label?: string })[]): string {
  const rows = results
    .filter((result) => result.cpu)
    .map((result) => {
      const cpu = result.cpu as NonNullable<LoadResult['cpu']>;
      const perRequest = (share: number) =>
        result.requestsPerSecond > 0 ? String(Math.round((share * 10_000) / result.requestsPerSecond)) : '-';
      return [
        result.label ?? result.name,
        String(cpu.server),
        String(cpu.database),
        String(cpu.loadGenerator),
        String(cpu.other),
        perRequest(cpu.server),
        perRequest(cpu.database),
      ];
    });
  return table(
    ['load', 'server %', 'PostgreSQL %', 'autocannon %', 'other %', 'server µs/req', 'PostgreSQL µs/req'],
    rows,
  );
}

/** The loads during which other processes took a noticeable share of the machine. */
export function noisyLoads(
  results: readonly (LoadResult & { label?: string })[],
  thresholdPercent = 25,
): string[] {
  return results
    .filter((result) => (result.cpu?.other ?? 0) > thresholdPercent)
    .map((result) => `${result.label ?? result.name} (${result.cpu?.other}% of a core)`);
}

/** Loads with more than 1% failed answers: their figures measure errors, not the calls. */
export function failedLoads(results: readonly LoadResult[]): string[] {
  return results
    .filter((result) => result.errorRate > BUDGETS.maximumErrorRate)
    .map(
      (result) =>
        `${result.name}: ${percent(result.errorRate)} failed (${result.non2xx} non-2xx, ${result.nonZeroCode} code != 0, ` +
        `${result.connectionErrors} connection errors, ${result.timeouts} timeouts)` +
        (result.failures.length ? `\n    e.g. ${result.failures.join('\n    e.g. ')}` : ''),
    );
}

const count = (value: number) => value.toLocaleString('en-US');

function bytes(value: number): string {
  if (value >= 2 ** 30) return `${(value / 2 ** 30).toFixed(2)} GB`;
  if (value >= 2 ** 20) return `${(value / 2 ** 20).toFixed(1)} MB`;
  return `${Math.round(value / 2 ** 10)} kB`;
}

/** Processor time per request of a load, µs (server, PostgreSQL), or '-' when not metered. */
function microsPerRequest(result: LoadResult | undefined, who: 'server' | 'database'): number | undefined {
  if (!result?.cpu || result.requestsPerSecond <= 0) return undefined;
  return Math.round((result.cpu[who] * 10_000) / result.requestsPerSecond);
}

const growth = (small: number | undefined, large: number | undefined) =>
  small && large !== undefined ? `${(large / small).toFixed(2)}x` : '-';

/**
 * The scale run: the same two calls with the first and the full number of orders, what each costs
 * (processor time per request, PostgreSQL's own time per call), the sizes, and the p99 verdicts.
 */
export function scaleReport(
  small: { orders: number; calls: readonly LoadResult[]; trace: CallTrace[] | string | undefined },
  large: ScaleFigures,
): { text: string; verdicts: Verdict[] } {
  const names = ['rc-login', 'get-all-protected-item'];
  const find = (calls: readonly LoadResult[], name: string) => calls.find((result) => result.name === name);
  const traced = (trace: CallTrace[] | string | undefined, name: string) =>
    Array.isArray(trace) ? trace.find((entry) => entry.name === name)?.serverMsPerRequest : undefined;
  const row = (orders: number, calls: readonly LoadResult[], size: DatabaseSize) => [
    count(orders),
    ...names.flatMap((name) => {
      const result = find(calls, name);
      return result
        ? [String(result.requestsPerSecond), result.latencyMs.p50.toFixed(1), result.latencyMs.p99.toFixed(1)]
        : ['-', '-', '-'];
    }),
    bytes(size.databaseBytes),
  ];
  const verdicts: Verdict[] = [];
  const ratios = names.flatMap((name) => {
    const before = find(small.calls, name)?.latencyMs.p99;
    const after = find(large.calls, name)?.latencyMs.p99;
    if (!before || after === undefined) return ['', '', '-'];
    const ratio = after / before;
    const pass = ratio <= BUDGETS.maximumScaleP99Ratio;
    verdicts.push({
      name: `${name} p99 with ${count(large.orders)} orders`,
      budget: `<= ${percent(BUDGETS.maximumScaleP99Ratio)} of the ${count(small.orders)}-order p99`,
      pass,
    });
    return ['', '', `${ratio.toFixed(2)}x ${mark(pass)}`];
  });
  const figuresTable = table(
    ['orders', 'rc-login req/s', 'p50 ms', 'p99 ms', 'item list req/s', 'p50 ms', 'p99 ms', 'database'],
    [
      row(small.orders, small.calls, large.before),
      row(large.orders, large.calls, large.after),
      [`p99 ratio (budget <= ${BUDGETS.maximumScaleP99Ratio}x)`, ...ratios, ''],
    ],
  );

  const costRows = names.flatMap((name) => {
    const before = find(small.calls, name);
    const after = find(large.calls, name);
    const cells = (what: string, a: number | undefined, b: number | undefined, unit: string) => [
      `${name}: ${what}`,
      a === undefined ? '-' : `${a}${unit}`,
      b === undefined ? '-' : `${b}${unit}`,
      growth(a, b),
    ];
    const statementTime = [traced(small.trace, name), traced(large.trace, name)] as const;
    return [
      cells('server processor', microsPerRequest(before, 'server'), microsPerRequest(after, 'server'), ' µs'),
      cells(
        'PostgreSQL processor',
        microsPerRequest(before, 'database'),
        microsPerRequest(after, 'database'),
        ' µs',
      ),
      ...(statementTime.some((value) => value !== undefined)
        ? [cells('PostgreSQL statement time', ...statementTime, ' ms')]
        : []),
    ];
  });
  const costTable = table(
    ['per request', `${count(small.orders)} orders`, `${count(large.orders)} orders`, 'growth'],
    costRows,
  );

  const sizeRows = large.after.tables.map((after) => {
    const before = large.before.tables.find((entry) => entry.name === after.name);
    return [
      after.name,
      count(before?.rows ?? 0),
      bytes(before?.bytes ?? 0),
      count(after.rows),
      bytes(after.bytes),
      after.rows > 0 ? String(Math.round(after.bytes / after.rows)) : '-',
    ];
  });
  sizeRows.push([
    'database',
    '',
    bytes(large.before.databaseBytes),
    '',
    bytes(large.after.databaseBytes),
    '',
  ]);
  const sizeTable = table(
    [
      'table (with indexes, TOAST)',
      `rows (${count(small.orders)})`,
      'size',
      `rows (${count(large.orders)})`,
      'size',
      'bytes/row',
    ],
    sizeRows,
  );
  const noisy = noisyLoads([
    ...small.calls.map((result) => ({ ...result, label: `${result.name} (${count(small.orders)} orders)` })),
    ...large.calls.map((result) => ({ ...result, label: `${result.name} (${count(large.orders)} orders)` })),
  ]);
  const text = [
    figuresTable,
    ...(noisy.length > 0
      ? [
          `Other processes were busy during ${noisy.join(', ')}: the p99 ratio compares a busy machine with a`,
          'quieter one; the processor time per request below is the steadier comparison.',
        ]
      : []),
    '',
    `What a call costs as the data grows (processor time from /proc; statement time from PostgreSQL's log)`,
    costTable,
    '',
    `Sizes (bulk load ${large.loadSeconds.toFixed(0)} s, VACUUM ANALYZE and checkpoint ${large.vacuumSeconds.toFixed(0)} s)`,
    sizeTable,
  ].join('\n');
  return { text, verdicts };
}
