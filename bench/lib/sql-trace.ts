// Counts the SQL round trips one call makes, from PostgreSQL's own log: log_min_duration_statement
// = 0 for the duration of the trace logs every statement with the time the server spent on it.
// Calls run one at a time, twice over the same inputs; only the second pass is counted, so the
// steady state is what shows (the merchant cache is warm, sessions were touched this minute).
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface TracedStatement {
  /** e.g. `select rate_limits`, `insert sessions`. */
  label: string;
  perRequest: number;
  /** Server time (parse + bind + execute) per statement, milliseconds. */
  serverMs: number;
  sql: string;
}

export interface CallTrace {
  name: string;
  requests: number;
  roundTripsPerRequest: number;
  /** Time PostgreSQL spent on the call's statements, per request. */
  serverMsPerRequest: number;
  /** Client-side latency of one call on an idle server. */
  latencyMs: number;
  statements: TracedStatement[];
}

export interface TracedCall {
  name: string;
  /** Sends the n-th request and throws unless it answers code 0. */
  send: (n: number) => Promise<void>;
}

const LINE =
  /^\S+ \S+ \S+ \[(\d+)\] LOG:\s+duration: ([\d.]+) ms\s+(?:(parse|bind|execute) [^:]*|statement): (.*)$/;

function labelOf(sql: string): string {
  // Only the outer statement's FROM names its table: parenthesised parts (subqueries, and
  // extract(epoch from x)) are left out.
  let text = sql.trim().toLowerCase();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, '');
  }
  const verb =
    /^(select|insert|update|delete|with|begin|commit|rollback)/.exec(text)?.[1] ?? text.slice(0, 12);
  const table =
    verb === 'insert'
      ? /^insert into "?(\w+)/.exec(text)?.[1]
      : verb === 'update'
        ? /^update "?(\w+)/.exec(text)?.[1]
        : (/\bfrom "(\w+)"(?!\.)/.exec(text) ?? /\bfrom (\w+)\b(?!\.)/.exec(text))?.[1];
  const laterals = (text.match(/left join lateral/g) ?? []).length;
  return [verb, table, laterals ? `(+${laterals} lateral joins)` : ''].filter(Boolean).join(' ');
}

function readFrom(file: string, offset: number): string {
  const size = statSync(file).size;
  if (size <= offset) return '';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/**
 * Traces each call `requests` times. Needs a superuser connection and the server log next to the
 * data directory (where scripts/lib/throwaway-postgres.mjs writes it); returns why not otherwise.
 */
export async function traceCalls(
  databaseUrl: string,
  calls: readonly TracedCall[],
  requests = 20,
): Promise<CallTrace[] | string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const dataDir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]
      ?.data_directory;
    const logFile = dataDir ? path.join(path.dirname(dataDir), 'server.log') : '';
    if (!logFile || !existsSync(logFile))
      return `no server log found next to ${dataDir ?? 'the data directory'}`;
    const ownPid = String(
      (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid,
    );

    await client.query('alter system set log_min_duration_statement = 0');
    await client.query('select pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const traces: CallTrace[] = [];
      for (const call of calls) {
        for (let n = 0; n < requests; n++) await call.send(n);
        const offset = statSync(logFile).size;
        let elapsed = 0;
        for (let n = 0; n < requests; n++) {
          const started = performance.now();
          await call.send(n);
          elapsed += performance.now() - started;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        traces.push(summarize(call.name, readFrom(logFile, offset), ownPid, requests, elapsed / requests));
      }
      return traces;
    } finally {
      await client.query('alter system reset log_min_duration_statement');
      await client.query('select pg_reload_conf()');
    }
  } finally {
    await client.end();
  }
}

function summarize(
  name: string,
  log: string,
  ownPid: string,
  requests: number,
  latencyMs: number,
): CallTrace {
  const byLabel = new Map<string, { count: number; serverMs: number; sql: string }>();
  let roundTrips = 0;
  let serverMs = 0;
  // A statement written over several lines continues on lines that start with a tab.
  for (const line of log.replace(/\n\t/g, ' ').split('\n')) {
    const match = LINE.exec(line);
    if (!match || match[1] === ownPid) continue;
    const [, , duration, phase, sql] = match as unknown as [
      string,
      string,
      string,
      string | undefined,
      string,
    ];
    const label = labelOf(sql);
    const entry = byLabel.get(label) ?? { count: 0, serverMs: 0, sql: sql.slice(0, 400) };
    const ms = Number(duration);
    entry.serverMs += ms;
    serverMs += ms;
    if (phase === undefined || phase === 'execute') {
      entry.count += 1;
      roundTrips += 1;
    }
    byLabel.set(label, entry);
  }
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    name,
    requests,
    roundTripsPerRequest: round2(roundTrips / requests),
    serverMsPerRequest: round2(serverMs / requests),
    latencyMs: round2(latencyMs),
    statements: [...byLabel].map(([label, entry]) => ({
      label,
      perRequest: round2(entry.count / requests),
      serverMs: round2(entry.count ? entry.serverMs / entry.count : 0),
      sql: entry.sql,
    })),
  };
}
