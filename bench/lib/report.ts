// The printed report: figures, the ratio to the baseline and the DESIGN.md section 8 budgets.
import type { LoadResult } from './load';
import type { CallTrace } from './sql-trace';

/** DESIGN.md section 8. */
export const BUDGETS = {
  /** Sign-in and item list on PostgreSQL: at least this share of the baseline's throughput. */
  minimumRatio: 0.4,
  /** ...with p99 latency under this at 50 connections. */
  maximumP99Ms: 50,
  /** The embedded default: sign-ins a second. */
  pgliteSignInsPerSecond: 1_000,
  /** A load with more failed answers than this is not a measurement. */
  maximumErrorRate: 0.01,
} as const;

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

/** The PostgreSQL table; returns the verdicts it printed. */
export function postgresReport(
  baseline: LoadResult,
  calls: readonly LoadResult[],
): { text: string; verdicts: Verdict[] } {
  const verdicts: Verdict[] = [];
  const rows = [
    [
      baseline.name,
      String(baseline.requestsPerSecond),
      baseline.latencyMs.p50.toFixed(1),
      baseline.latencyMs.p99.toFixed(1),
      errors(baseline),
      '100%',
      '(the yardstick)',
      '',
    ],
  ];
  for (const result of calls) {
    const ratio = result.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
    const ratioPass = ratio >= BUDGETS.minimumRatio;
    const p99Pass = result.latencyMs.p99 < BUDGETS.maximumP99Ms;
    verdicts.push(
      {
        name: `${result.name} throughput`,
        budget: `>= ${percent(BUDGETS.minimumRatio)} of baseline`,
        pass: ratioPass,
      },
      { name: `${result.name} p99`, budget: `< ${BUDGETS.maximumP99Ms} ms`, pass: p99Pass },
    );
    rows.push([
      result.name,
      String(result.requestsPerSecond),
      result.latencyMs.p50.toFixed(1),
      result.latencyMs.p99.toFixed(1),
      errors(result),
      percent(ratio),
      `>= ${percent(BUDGETS.minimumRatio)} ${mark(ratioPass)}, p99 < ${BUDGETS.maximumP99Ms} ms ${mark(p99Pass)}`,
      mark(ratioPass && p99Pass),
    ]);
  }
  const text = table(
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs baseline', 'budget', 'result'],
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
