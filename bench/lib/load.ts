// One measured load: autocannon with a warm-up, every answer checked for code 0, latencies kept
// to the tenth of a millisecond (autocannon's own histogram rounds to whole milliseconds).
import autocannon from 'autocannon';
import { type CpuShare, startCpuMeter } from './cpu';
import { monotonicMicros } from './cpu-profile';
import { onCleanup } from './processes';

export interface LoadSpec {
  name: string;
  baseUrl: string;
  path: string;
  /** The body of the n-th request: loads rotate over many orders, e-mails and sessions. */
  body: (n: number) => string;
  /** Extra headers of the n-th request (a session cookie, say). */
  headers?: (n: number) => Record<string, string>;
  /** The processes serving the load, to tell their processor time from everyone else's. */
  processes: { server: number[]; postmaster?: number | undefined };
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  name: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  responses: number;
  non2xx: number;
  /** Answers whose envelope code is not 0 (including the non-2xx ones). */
  nonZeroCode: number;
  /** Connection errors and timeouts: requests that got no answer. */
  connectionErrors: number;
  timeouts: number;
  /** (non-zero codes + connection errors) / (answers + connection errors). */
  errorRate: number;
  /** A few failing bodies, to say what went wrong. */
  failures: string[];
  /** Who used the processors during the measured run, in percent of one core. */
  cpu?: CpuShare | undefined;
  /** With several rounds: every round's req/s (this result is the best one). */
  rounds?: number[];
  /** When the measured run began and ended (µs of CLOCK_MONOTONIC, the clock of CPU profiles). */
  window: { fromMicros: number; toMicros: number };
}

const SUCCESS = /^\{"code":0[,}]/;

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function runOnce(spec: LoadSpec, connections: number, durationSeconds: number): Promise<LoadResult> {
  const meter = startCpuMeter(spec.processes);
  const fromMicros = monotonicMicros();
  let sent = 0;
  const latencies: number[] = [];
  const failures: string[] = [];
  let stop: (() => Promise<void>) | undefined;
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${spec.baseUrl}${spec.path}`,
        connections,
        duration: durationSeconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: spec.path,
            setupRequest: (request) => {
              const n = sent++;
              return {
                ...request,
                headers: { ...request.headers, 'content-type': 'application/json', ...spec.headers?.(n) },
                body: spec.body(n),
              };
            },
          },
        ],
        verifyBody: (body) => {
          const text = String(body);
          if (SUCCESS.test(text)) return true;
          if (failures.length < 3 && !failures.includes(text)) failures.push(text.slice(0, 300));
          return false;
        },
      },
      (error, result) => {
        stop?.().catch(() => undefined);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
    // autocannon 9 emits (client, statusCode, bytes, responseTime); its type definitions omit the client.
    const onResponse = (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    };
    (instance as NodeJS.EventEmitter).on('response', onResponse);
    stop = onCleanup(`stop the ${spec.name} load`, () => {
      instance.stop();
    });
  });
  const result = await run;
  const toMicros = monotonicMicros();
  const cpu = meter.stop();
  const sorted = Float64Array.from(latencies).sort();
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const mean = sorted.length ? sorted.reduce((sum, value) => sum + value, 0) / sorted.length : 0;
  const bad = result.mismatches + result.errors;
  return {
    name: spec.name,
    connections,
    durationSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      mean: round1(mean),
      p50: round1(percentile(sorted, 0.5)),
      p90: round1(percentile(sorted, 0.9)),
      p99: round1(percentile(sorted, 0.99)),
      max: round1(sorted.length ? (sorted[sorted.length - 1] as number) : 0),
    },
    responses,
    non2xx: result.non2xx,
    nonZeroCode: result.mismatches,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    errorRate: bad / Math.max(1, responses + result.errors),
    failures,
    cpu,
    window: { fromMicros, toMicros },
  };
}

/** Warm-up (discarded), a second's pause, then the measured run. */
export async function measureLoad(spec: LoadSpec, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) await runOnce(spec, settings.connections, settings.warmupSeconds);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return runOnce(spec, settings.connections, settings.durationSeconds);
}
