// The server rides out a PostgreSQL outage (decision 021). It once died when PostgreSQL restarted
// under load: a connection that dropped while checked out of the pool raised an 'error' event
// nothing listened for. This runs the real entry (src/server.ts, as `npm start` does) as a child
// process on a PostgreSQL server of the test's own, keeps ten callers saving drafts (each its own
// draft, a new requestId per save, the same one on a retry after a 503), terminates
// the app's backends mid-transaction, restarts the server with `pg_ctl restart -m fast`, and
// checks the process lives, each answer is a success or a clean 503, answers are normal again
// within 5 s, and every acknowledged write is in the database. Runs on both runs of `npm test`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnPostgres, startOwnPostgres } from '../support/own-postgres';

const CALLERS = 10;
const RECOVERY_BUDGET_MS = 5000;

interface Answer {
  caller: number;
  requestId: string;
  comment: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status; 0 when the server did not answer at all. */
  status: number;
  code: number | null;
  retryAfter: string | null;
  claimId: string | null;
  failure?: string;
}

interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr (pino JSON lines at warn and above, the banner). */
  output(): string;
  stop(): Promise<void>;
}

let postgres: OwnPostgres;
let server: ServerProcess;
let databaseName: string;
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `node --import tsx apps/server/src/server.ts`, ready once it listens. */
async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      DEMO_SEED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whatever happens to this test's process, the server does not outlive it.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const started = Date.now();
  while (!existsSync(path.join(dataDir, 'server.json'))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 45_000) throw new Error(`the server did not start:\n${output}`);
    await sleep(100);
  }
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

async function post(name: Parameters<typeof callPath>[0], body: object, cookie?: string) {
  const response = await fetch(`${server.base}${callPath(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: { code?: number; data?: Record<string, unknown> } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the status says what happened.
  }
  return { status: response.status, json, text, headers: response.headers };
}

beforeAll(async () => {
  postgres = await startOwnPostgres();
  const url = await postgres.createDatabase();
  databaseName = new URL(url).pathname.slice(1);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-outage-'));
  server = await startServer(url);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** One shopper saving one draft again and again, as the web app's autosave would. */
interface Caller {
  cookie: string;
  orderId: string;
  draft: Record<string, unknown>;
  claimId: string;
}

/** Two demo orders, five callers each (an order keeps at most five drafts open). */
const ORDERS = [
  { orderName: '#1001', issueType: 'damage' },
  { orderName: '#1005', issueType: 'return' },
] as const;

async function callersOf(merchantId: string): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const { orderName, issueType } of ORDERS) {
    const login = await post('rc-login', { merchantId, orderName, contactInfo: 'shopper@example.com' });
    expect(login.json.code, login.text).toBe(0);
    const cookie = String(login.headers.get('set-cookie')).split(';')[0] as string;
    const policies = await post('query-related-policy-with-check', {}, cookie);
    const items = await post('get-all-protected-item', {}, cookie);
    const policyList = policies.json.data?.policyList as { policyId: string }[] | undefined;
    const fulfillments = items.json.data?.fulfillments as
      | { fulfillmentId: string; items: { itemId: string; quantity: number }[] }[]
      | undefined;
    const policyId = policyList?.[0]?.policyId;
    const delivered = fulfillments?.[0];
    if (!policyId || !delivered) throw new Error(`the demo order ${orderName} has no policy or fulfillment`);
    const [order] = await postgres.query<{ id: string }>(
      databaseName,
      'select id from orders where merchant_id = $1 and order_name = $2',
      [merchantId, orderName],
    );
    const draft = {
      policyId,
      fulfillmentId: delivered.fulfillmentId,
      issueType,
      items: delivered.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
    };
    for (let index = 0; index < CALLERS / ORDERS.length; index += 1) {
      const saved = await post('save-claim-as-draft', { ...draft, requestId: randomUUID() }, cookie);
      expect(saved.json.code, saved.text).toBe(0);
      callers.push({
        cookie,
        orderId: order?.id as string,
        draft,
        claimId: saved.json.data?.claimId as string,
      });
    }
  }
  return callers;
}

describe('a PostgreSQL outage under load', () => {
  it('PostgreSQL terminated mid-transaction and restarted under load: the server lives, nothing acknowledged is lost', async () => {
    const [merchant] = await postgres.query<{ id: string }>(
      databaseName,
      "select id from merchants where shop = 'demo'",
    );
    const callers = await callersOf(merchant?.id as string);

    const answers: Answer[] = [];
    async function saveDraft(caller: number, requestId: string, comment: string): Promise<Answer> {
      const { cookie, draft, claimId } = callers[caller] as Caller;
      const startedAt = Date.now();
      const answer: Answer = {
        caller,
        requestId,
        comment,
        startedAt,
        endedAt: 0,
        status: 0,
        code: null,
        retryAfter: null,
        claimId: null,
      };
      try {
        const response = await post('save-claim-as-draft', { ...draft, claimId, comment, requestId }, cookie);
        Object.assign(answer, {
          status: response.status,
          code: response.json.code ?? null,
          retryAfter: response.headers.get('retry-after'),
          claimId: (response.json.data?.claimId as string | undefined) ?? null,
          ...(response.json.code === 0 ? {} : { failure: response.text.slice(0, 300) }),
        });
      } catch (error) {
        answer.failure = String(error);
      }
      answer.endedAt = Date.now();
      answers.push(answer);
      return answer;
    }

    // Each caller saves its draft with a new comment in a loop; after a 503 it retries the same
    // requestId, as the web app does, until it is acknowledged or the load stops.
    let stopping = false;
    const unfinished = new Map<string, { caller: number; comment: string }>();
    async function load(caller: number) {
      for (let save = 0; !stopping; save += 1) {
        const requestId = randomUUID();
        const comment = `caller ${caller} save ${save}`;
        unfinished.set(requestId, { caller, comment });
        for (;;) {
          const answer = await saveDraft(caller, requestId, comment);
          if (answer.code === 0) {
            unfinished.delete(requestId);
            break;
          }
          if (answer.status !== 503 || stopping) break;
          await sleep(100);
        }
      }
    }
    const loads = callers.map((_, caller) => load(caller));

    // Warm up, then cut the app's connections while they are inside transactions, then restart.
    const warmUntil = Date.now() + 3000;
    while (answers.filter((answer) => answer.code === 0).length < 20 && Date.now() < warmUntil)
      await sleep(50);
    let terminated = 0;
    for (let round = 0; round < 6; round += 1) {
      terminated += await postgres.terminateBackends(databaseName, ['active', 'idle in transaction']);
      await sleep(150);
    }
    await sleep(300);
    const restartAt = Date.now();
    await postgres.restart();
    const backAt = Date.now();
    await sleep(RECOVERY_BUDGET_MS + 1500);
    stopping = true;
    await Promise.all(loads);

    // The process lives: an unhandled 'error' event would have ended it.
    const output = server.output();
    expect(server.child.exitCode, output.slice(-3000)).toBeNull();
    expect(server.child.signalCode, output.slice(-3000)).toBeNull();
    expect(output).not.toMatch(/stopping after an error|Unhandled 'error' event|uncaught/i);

    // Requests left on a 503 when the load stopped: the client's retry with the same requestId.
    for (const [requestId, { caller, comment }] of unfinished) {
      const retried = await saveDraft(caller, requestId, comment);
      expect(retried.code, retried.failure).toBe(0);
    }

    // Every answer was a success or a clean 503 with a code and Retry-After; never a 500.
    const unclean = answers.filter(
      (answer) =>
        !(
          (answer.status === 200 && answer.code === 0) ||
          (answer.status === 503 && answer.code === ERROR_CODES.SERVICE_BUSY && Number(answer.retryAfter) > 0)
        ),
    );
    expect(unclean, JSON.stringify(unclean.slice(0, 5), null, 2)).toEqual([]);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(terminated, 'backends terminated mid-transaction').toBeGreaterThan(0);
    expect(busy.length, 'calls answered 503 during the outage').toBeGreaterThan(0);

    // Normal answers within 5 s of PostgreSQL accepting connections again, and only those after.
    const firstBack = answers
      .filter((answer) => answer.code === 0 && answer.startedAt >= backAt)
      .sort((x, y) => x.endedAt - y.endedAt)[0];
    expect(firstBack, 'a success after the restart').toBeDefined();
    const recoveryMs = (firstBack?.endedAt ?? Number.POSITIVE_INFINITY) - backAt;
    expect(recoveryMs).toBeLessThan(RECOVERY_BUDGET_MS);
    const late = answers.filter(
      (answer) => answer.startedAt >= backAt + RECOVERY_BUDGET_MS && answer.code !== 0,
    );
    expect(late, JSON.stringify(late.slice(0, 5), null, 2)).toEqual([]);

    // Nothing acknowledged is lost: each acknowledged save's key row (committed with the change)
    // names its caller's draft, and each draft holds the comment of its caller's last save.
    const acknowledged = answers.filter((answer) => answer.code === 0);
    for (const answer of acknowledged) expect(answer.claimId).toBe(callers[answer.caller]?.claimId);
    const keys = await postgres.query<{ key: string; claim_id: string | null }>(
      databaseName,
      "select key, response ->> 'claimId' as claim_id from idempotency_keys where key like 'save-claim-as-draft:%'",
    );
    const claimOfKey = new Map(keys.map((row) => [row.key, row.claim_id]));
    const lost = acknowledged.filter(
      (answer) =>
        claimOfKey.get(`save-claim-as-draft:${callers[answer.caller]?.orderId}:${answer.requestId}`) !==
        answer.claimId,
    );
    expect(lost).toEqual([]);
    const drafts = await postgres.query<{ id: string; comment: string | null; status: string }>(
      databaseName,
      'select id, comment, status from claims where id = any($1::uuid[])',
      [callers.map((caller) => caller.claimId)],
    );
    const lastComment = (caller: number) =>
      acknowledged
        .filter((answer) => answer.caller === caller)
        .sort((x, y) => x.endedAt - y.endedAt)
        .at(-1)?.comment;
    expect(drafts.map((draft) => [draft.id, draft.status, draft.comment]).sort()).toEqual(
      callers.map((caller, index) => [caller.claimId, 'draft', lastComment(index)]).sort(),
    );

    // The outage is logged at warn, without the SQL or its parameters.
    const logs = output.split('\n').filter((line) => line.startsWith('{'));
    expect(logs.some((line) => line.includes('database unavailable'))).toBe(true);
    expect(logs.filter((line) => /Failed query|params:|shopper@example\.com/.test(line))).toEqual([]);

    process.stdout.write(
      `postgres-outage: ${answers.length} calls, ${busy.length} answered 503, ${terminated} backends terminated, ` +
        `restart took ${backAt - restartAt} ms, first success ${recoveryMs} ms after PostgreSQL was back\n`,
    );
  }, 60_000);
});
