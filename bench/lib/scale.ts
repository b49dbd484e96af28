// The scale run (`--scale`): after the 5,000-order figures, orders are loaded in bulk up to a
// million (bulk-orders.ts), checked against the server itself, and rc-login and the item list are
// measured again with shoppers spread over every order. DESIGN.md section 8: with 1,000,000 orders,
// p99 within 25% of the 5,000-order figures.
import pg from 'pg';
import { bulkEmail, bulkLoadOrders, checkIntegrity, orderNameOf } from './bulk-orders';
import type { LoadResult, LoadSettings } from './load';
import {
  benchOrder,
  GET_ALL_PROTECTED_ITEM,
  RC_LOGIN,
  type SeededOrder,
  sendJson,
  signInSessions,
} from './seed';
import { type Fixture, protectedItemsLoad, rcLoginLoad, shuffled, tracedCalls } from './specs';
import { type CallTrace, traceCalls } from './sql-trace';
import { measureRounds, step } from './steps';

/** The tables an order touches, and the sessions its shoppers open. */
export const ORDER_TABLES = [
  'orders',
  'order_items',
  'fulfillments',
  'fulfillment_items',
  'policies',
  'policy_items',
  'sessions',
] as const;

export interface DatabaseSize {
  /** pg_database_size. */
  databaseBytes: number;
  /** Per table: rows, and bytes with its indexes and TOAST. */
  tables: { name: string; rows: number; bytes: number }[];
}

export async function databaseSize(databaseUrl: string): Promise<DatabaseSize> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables: DatabaseSize['tables'] = [];
    for (const name of ORDER_TABLES) {
      const { rows } = await client.query<{ rows: string; bytes: string }>(
        `select (select count(*) from ${name}) as rows, pg_total_relation_size('${name}') as bytes`,
      );
      tables.push({ name, rows: Number(rows[0]?.rows ?? 0), bytes: Number(rows[0]?.bytes ?? 0) });
    }
    const { rows } = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    return { databaseBytes: Number(rows[0]?.bytes ?? 0), tables };
  } finally {
    await client.end();
  }
}

async function sql(databaseUrl: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

// --- The bulk rows checked against the server and against what the merchant API would have written.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys sorted, and a package's or a policy's lines (which the server stores in no set order) sorted. */
function canonical(value: Json): Json {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    const lines = items.every((item) => item && typeof item === 'object' && 'orderItemId' in item);
    return lines ? items.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)) : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key] as Json)]),
    );
  }
  return value;
}

/** The order in the merchant API's terms (external ids), from a read model or from benchOrder. */
function asMerchantSent(snapshot: Record<string, Json>) {
  type Row = Record<string, Json>;
  const items = snapshot.items as Row[];
  const external = new Map(items.map((item) => [item.id, item.externalId]));
  const lines = (rows: Row[]) =>
    rows.map((line) => [external.get(line.orderItemId as string), line.quantity ?? 1]);
  return canonical({
    order: [snapshot.email, snapshot.firstName, snapshot.lastName, snapshot.currency, snapshot.country],
    more: [snapshot.channel, snapshot.platform, snapshot.placedAt, snapshot.totalMinor],
    items: items.map((item) => [
      item.externalId,
      item.productId,
      item.variantId,
      item.title,
      item.variantTitle,
      item.sku,
      item.imageUrl,
      item.quantity,
      item.unitPriceMinor,
    ]),
    fulfillments: (snapshot.fulfillments as Row[]).map((f) => [
      f.externalId,
      f.status,
      f.carrier,
      f.trackingNumber,
      f.trackingUrl,
      f.shippedAt,
      f.deliveredAt,
      lines(f.items as Row[]),
    ]),
    policies: (snapshot.policies as Row[]).map((p) => [
      p.externalId,
      p.productCode,
      p.status,
      p.sumInsuredMinor,
      p.startsAt,
      p.endsAt,
      lines(p.items as Row[]),
    ]),
  } as Json);
}

/** benchOrder's order as the import would store it (the fields asMerchantSent compares). */
function expectedSnapshot(index: number, total: number, now: Date): Record<string, Json> {
  const { order } = benchOrder(index, total, now);
  const id = (externalId: string) => `id:${externalId}`;
  return {
    email: order.email,
    firstName: order.firstName ?? null,
    lastName: order.lastName ?? null,
    currency: order.currency,
    country: order.country ?? null,
    channel: order.channel ?? null,
    platform: order.platform ?? null,
    placedAt: order.placedAt,
    totalMinor: order.totalPrice ?? null,
    items: order.items.map((item) => ({
      id: id(item.id),
      externalId: item.id,
      productId: item.productId ?? null,
      variantId: item.variantId ?? null,
      title: item.title,
      variantTitle: item.variantTitle ?? null,
      sku: item.sku ?? null,
      imageUrl: item.imageUrl ?? null,
      quantity: item.quantity,
      unitPriceMinor: item.price,
    })),
    fulfillments: order.fulfillments.map((f) => ({
      externalId: f.id,
      status: f.status,
      carrier: f.carrier ?? null,
      trackingNumber: f.trackingNumber ?? null,
      trackingUrl: f.trackingUrl ?? null,
      shippedAt: f.shippedAt ?? null,
      deliveredAt: f.deliveredAt ?? null,
      items: f.items.map((line) => ({ orderItemId: id(line.itemId), quantity: line.quantity })),
    })),
    policies: order.policies.map((p) => ({
      externalId: p.id,
      productCode: p.productCode,
      status: p.status,
      sumInsuredMinor: p.sumInsured,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      items: p.itemIds.map((itemId) => ({ orderItemId: id(itemId) })),
    })),
  };
}

function firstDifference(a: Json, b: Json, where = ''): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(
        (a as Record<string, Json>)[key] ?? null,
        (b as Record<string, Json>)[key] ?? null,
        `${where}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${where || 'the order'}: ${JSON.stringify(a)?.slice(0, 200)} != ${JSON.stringify(b)?.slice(0, 200)}`;
}

/**
 * For a few bulk orders: the read model the bulk load wrote equals the one the server builds from
 * the tables (the snapshot is cleared and the server rebuilds it on sign-in), the order is the one
 * benchOrder describes, and its shopper signs in and lists the protected items (code 0).
 */
async function checkBulkOrders(
  databaseUrl: string,
  fixture: Fixture,
  indexes: readonly number[],
  total: number,
  now: Date,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const snapshotOf = async (orderName: string) => {
    const { rows } = await client.query<{ snapshot: Json }>(
      'select snapshot from orders where merchant_id = $1 and order_name = $2',
      [fixture.merchant.merchantId, orderName],
    );
    return rows[0]?.snapshot ?? null;
  };
  try {
    for (const index of indexes) {
      const orderName = orderNameOf(index);
      const loaded = await snapshotOf(orderName);
      if (!loaded || typeof loaded !== 'object') throw new Error(`bulk order ${orderName} has no read model`);
      await client.query('update orders set snapshot = null where merchant_id = $1 and order_name = $2', [
        fixture.merchant.merchantId,
        orderName,
      ]);
      const signIn = await sendJson('POST', `${fixture.server.baseUrl}${RC_LOGIN}`, {
        merchantId: fixture.merchant.merchantId,
        orderName,
        contactInfo: bulkEmail(index, total),
      });
      if (signIn.body.code !== 0)
        throw new Error(`bulk order ${orderName}: rc-login answered ${signIn.body.code}`);
      const rebuilt = await snapshotOf(orderName);
      const differs = firstDifference(canonical(loaded), canonical(rebuilt));
      if (differs)
        throw new Error(`bulk order ${orderName}: the read model differs from the server's: ${differs}`);
      const unlike = firstDifference(
        asMerchantSent(loaded as Record<string, Json>),
        asMerchantSent(expectedSnapshot(index, total, now)),
      );
      if (unlike) throw new Error(`bulk order ${orderName} is not benchOrder(${index}): ${unlike}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((header) => header.split(';')[0] ?? '')
        .find((pair) => pair.startsWith('rc_session='));
      const items = await sendJson(
        'POST',
        `${fixture.server.baseUrl}${GET_ALL_PROTECTED_ITEM}`,
        {},
        { cookie: cookie ?? '' },
      );
      if (items.body.code !== 0)
        throw new Error(`bulk order ${orderName}: get-all-protected-item answered ${items.body.code}`);
    }
  } finally {
    await client.end();
  }
}

// --- The run.

export interface ScaleFigures {
  orders: number;
  loadSeconds: number;
  /** VACUUM ANALYZE and a checkpoint after the load. */
  vacuumSeconds: number;
  before: DatabaseSize;
  after: DatabaseSize;
  /** rc-login and get-all-protected-item with every order loaded (best rounds). */
  calls: LoadResult[];
  allRounds: LoadResult[];
  trace: CallTrace[] | string | undefined;
}

export interface ScaleSettings {
  databaseUrl: string;
  /** The 5,000-order fixture: its server, merchant and the orders PUT through the API. */
  fixture: Fixture;
  /** Orders the merchant has after the load. */
  orders: number;
  sessions: number;
  addresses: number;
  settings: LoadSettings;
  rounds: number;
  trace: boolean;
}

/** Orders spread evenly over [0, total), `count` of them, in a fixed shuffle. */
function spread(total: number, count: number, seeded: number): SeededOrder[] {
  const picked = Array.from({ length: Math.min(count, total) }, (_, k) =>
    Math.floor(((k + 0.5) * total) / Math.min(count, total)),
  );
  return shuffled(
    picked.map((index) => ({
      orderName: orderNameOf(index),
      // The API-seeded orders' e-mails repeat over their own count.
      email: bulkEmail(index, index < seeded ? seeded : total),
    })),
  );
}

/** Sign-ins rotate over this many orders spread over the whole table. */
const SIGN_IN_SPREAD = 50_000;

export async function scaleRun(scale: ScaleSettings): Promise<ScaleFigures> {
  const { databaseUrl, fixture } = scale;
  const seeded = fixture.orders.length;
  const before = await databaseSize(databaseUrl);
  // A checkpoint every gigabyte of WAL would slow the load down; the setting is reset after it.
  await sql(databaseUrl, ["alter system set max_wal_size = '8GB'", 'select pg_reload_conf()']);
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const loadStarted = performance.now();
  const all = scale.orders - seeded;
  let printed = 0;
  await step(
    `Load orders ${seeded + 1} to ${scale.orders} in bulk (set-based SQL straight into PostgreSQL)`,
    () =>
      bulkLoadOrders(databaseUrl, {
        merchantId: fixture.merchant.merchantId,
        from: seeded,
        to: scale.orders,
        now,
        onProgress: (done, seconds) => {
          if (done - printed < 100_000 && done < all) return;
          printed = done;
          process.stdout.write(
            `  ${done.toLocaleString('en-US')} of ${all.toLocaleString('en-US')} orders in ${seconds.toFixed(0)} s\n`,
          );
        },
      }),
  );
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const vacuumStarted = performance.now();
  await step('Check every row has its parent, VACUUM ANALYZE the tables, checkpoint', async () => {
    await checkIntegrity(databaseUrl);
    await sql(databaseUrl, [
      `vacuum analyze ${ORDER_TABLES.join(', ')}`,
      'checkpoint',
      'alter system reset max_wal_size',
      'select pg_reload_conf()',
    ]);
  });
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  const after = await databaseSize(databaseUrl);

  await step('Check bulk orders against the server (read model rebuilt, sign-in, item list)', () =>
    checkBulkOrders(
      databaseUrl,
      fixture,
      [seeded, seeded + 1, seeded + 2, seeded + 3, Math.floor(scale.orders / 2), scale.orders - 1],
      scale.orders,
      now,
    ),
  );
  const orders = spread(scale.orders, SIGN_IN_SPREAD, seeded);
  const sessions = await step(
    `Sign ${scale.sessions} shoppers in, spread over the ${scale.orders} orders`,
    () => signInSessions(fixture.server.baseUrl, fixture.merchant.merchantId, orders, scale.sessions),
  );
  const large: Fixture = { ...fixture, orders, sessions };
  const specs = [rcLoginLoad(large, scale.addresses), protectedItemsLoad(large)];
  const loads = await measureRounds(specs, scale.settings, scale.rounds);
  const trace = scale.trace
    ? await step(`Count SQL round trips per call with ${scale.orders} orders`, () =>
        traceCalls(databaseUrl, tracedCalls(specs)),
      )
    : undefined;
  return {
    orders: scale.orders,
    loadSeconds,
    vacuumSeconds,
    before,
    after,
    calls: loads.best,
    allRounds: loads.all,
    trace,
  };
}
