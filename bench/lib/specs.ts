// What the loads send: the seeded data (a fixture) and, per call, the n-th request's body and
// headers, rotating over the orders, e-mails and session cookies.
import type { LoadSpec } from './load';
import type { ServiceProcess } from './processes';
import { type BenchMerchant, GET_ALL_PROTECTED_ITEM, RC_LOGIN, type SeededOrder, sendJson } from './seed';
import type { TracedCall } from './sql-trace';

export interface Fixture {
  server: ServiceProcess;
  /** PostgreSQL's postmaster, when the server uses one (its processor time is the database's). */
  postmaster?: number | undefined;
  merchant: BenchMerchant;
  /** The orders sign-ins rotate over (a fixed shuffle). */
  orders: SeededOrder[];
  /** Session cookies the item list rotates over. */
  sessions: string[];
  seedSeconds: number;
}

/** A fixed shuffle, so consecutive requests hit unrelated orders and every run hits the same ones. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  let seed = 0x2545f491;
  for (let i = copy.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function signInBodies(fixture: Fixture): string[] {
  return fixture.orders.map(({ orderName, email }) =>
    JSON.stringify({ merchantId: fixture.merchant.merchantId, orderName, contactInfo: email }),
  );
}

/** Sign-ins rotate over the orders; with `addresses` > 1 each order's shopper has an address of their own. */
export function rcLoginLoad(fixture: Fixture, addresses: number): LoadSpec {
  const bodies = signInBodies(fixture);
  const forwardedFor = (n: number) => {
    const address = (n % bodies.length) % addresses;
    return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  };
  return {
    name: 'rc-login',
    baseUrl: fixture.server.baseUrl,
    path: RC_LOGIN,
    body: (n) => bodies[n % bodies.length] as string,
    ...(addresses > 1 ? { headers: forwardedFor } : {}),
    processes: { server: [fixture.server.pid], postmaster: fixture.postmaster },
  };
}

export function protectedItemsLoad(fixture: Fixture): LoadSpec {
  return {
    name: 'get-all-protected-item',
    baseUrl: fixture.server.baseUrl,
    path: GET_ALL_PROTECTED_ITEM,
    body: () => '{}',
    headers: (n) => ({ cookie: fixture.sessions[n % fixture.sessions.length] as string }),
    processes: { server: [fixture.server.pid], postmaster: fixture.postmaster },
  };
}

/** The one-SELECT yardstick: the order's id and e-mail by store and order number. */
export function baselineLoad(fixture: Fixture, baseline: ServiceProcess): LoadSpec {
  const bodies = fixture.orders.map(({ orderName }) =>
    JSON.stringify({ merchantId: fixture.merchant.merchantId, orderName }),
  );
  return {
    name: 'baseline',
    baseUrl: baseline.baseUrl,
    path: '/baseline',
    body: (n) => bodies[n % bodies.length] as string,
    processes: { server: [baseline.pid], postmaster: fixture.postmaster },
  };
}

/** The bare sign-in yardstick: rc-login's bodies, the order's read model and a session INSERT. */
export function baselineSignInLoad(fixture: Fixture, baseline: ServiceProcess): LoadSpec {
  const bodies = signInBodies(fixture);
  return {
    name: 'baseline-sign-in',
    baseUrl: baseline.baseUrl,
    path: '/baseline-sign-in',
    body: (n) => bodies[n % bodies.length] as string,
    processes: { server: [baseline.pid], postmaster: fixture.postmaster },
  };
}

/** The loads' requests one at a time, for the SQL trace: each must answer code 0. */
export function tracedCalls(specs: readonly LoadSpec[]): TracedCall[] {
  return specs.map((spec) => ({
    name: spec.name,
    async send(n: number) {
      const url = `${spec.baseUrl}${spec.path}`;
      const answer = await sendJson('POST', url, JSON.parse(spec.body(n)), spec.headers?.(n));
      if (answer.body.code !== 0)
        throw new Error(`${url} answered code ${answer.body.code} during the trace`);
    },
  }));
}
