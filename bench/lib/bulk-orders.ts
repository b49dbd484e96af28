// The scale run's data: orders loaded in bulk straight into PostgreSQL with set-based SQL (INSERT …
// SELECT over generate_series), shaped like the orders seed.ts PUTs through the merchant API (the
// same rules as benchOrder: one to four items, none, one or two shipments, shipping protection
// over every item and an extended warranty on every fifth order) and written as the merchant
// API's import writes them (modules/integrations/service.ts, orders/order-import-repository.ts):
// the order, its items, shipments with their lines, policies with their covered items, and the
// order's read model (orders.snapshot, as orders/repository.ts refreshSnapshot builds it).
//
// Each chunk of orders is generated into temporary tables first (random ids, joined within the
// chunk), then copied into the real tables, the read model aggregated from the very rows written.
// scale.ts checks the result against the server itself (it rebuilds a sample's read model from
// the tables) and against benchOrder.
import pg from 'pg';
import { PRODUCTS } from './seed';

export interface BulkLoad {
  merchantId: string;
  /** Order indexes [from, to) as benchOrder numbers them (#B000001 is index 0). */
  from: number;
  to: number;
  /** Shoppers' e-mails repeat as benchOrder's do for a shop of `to` orders. */
  now: Date;
  /** Orders per transaction. */
  chunk?: number;
  /** Connections loading at once. */
  workers?: number;
  onProgress?: (done: number, seconds: number) => void;
}

/** The e-mail of order `index` in a shop of `total` orders (as benchOrder writes it). */
export function bulkEmail(index: number, total: number): string {
  return `shopper${index % Math.max(1, Math.floor(total * 0.8))}@bench.example`;
}

export function orderNameOf(index: number): string {
  return `#B${String(index + 1).padStart(6, '0')}`;
}

/** The chunk's rows before they go in: the real tables' columns, plus the order's index `i`. */
export const TEMPORARY_TABLES = `
create temporary table bulk_products (n int primary key, title text, variant text, price int);
create temporary table bulk_orders (i int primary key, id uuid not null) on commit delete rows;
create temporary table bulk_items (i int, like order_items) on commit delete rows;
create temporary table bulk_fulfillments (i int, first_p int, last_p int, like fulfillments) on commit delete rows;
create temporary table bulk_fulfillment_items (i int, p int, like fulfillment_items) on commit delete rows;
create temporary table bulk_policies (i int, like policies) on commit delete rows;
create temporary table bulk_policy_items (i int, p int, like policy_items) on commit delete rows;
`;

/** A chunk's values as SQL literals (numbers, and a timestamp and a uuid checked by literals()). */
interface Literals {
  from: number;
  to: number;
  now: string;
  emails: number;
  merchant: string;
}

const ITEM_COLUMNS = `id, order_id, external_id, product_id, variant_id, title, variant_title, sku, image_url,
  quantity, unit_price_minor, position`;
const FULFILLMENT_COLUMNS = `id, order_id, external_id, status, carrier, tracking_number, tracking_url, shipped_at,
  delivered_at, coverage_canceled, position`;
const POLICY_COLUMNS = `id, order_id, external_id, product_code, status, sum_insured_minor, remaining_minor, currency,
  starts_at, ends_at, position`;

/** The chunk's rows, generated into the temporary tables (benchOrder's rules, in SQL). */
export const generate = ({ from, to, now }: Literals) => [
  `insert into bulk_orders select i, gen_random_uuid() from generate_series(${from}, ${to} - 1) i`,
  // 1 + i % 4 items; item p is product (i + p) % ${PRODUCTS.length}, quantity 1 + (i + p) % 3.
  `insert into bulk_items (i, ${ITEM_COLUMNS})
     select o.i, gen_random_uuid(), o.id, 'li-' || o.i || '-' || p, 'p-' || n, 'v-' || n, title, variant, 'SKU-' || n,
       'https://cdn.bench.example/products/' || n || '.jpg', 1 + (o.i + p) % 3, price, p
     from bulk_orders o, generate_series(0, o.i % 4) p, bulk_products
     where n = (o.i + p) % ${PRODUCTS.length}`,
  // i % 3 = 0: not shipped; 1 (or a single item): one delivered package; 2: the first half of the
  // items delivered (k = 0), the rest in transit (k = 1).
  `insert into bulk_fulfillments (i, first_p, last_p, ${FULFILLMENT_COLUMNS})
     select o.i, first_p, last_p, gen_random_uuid(), o.id, 'ful-' || o.i || '-' || (array['a', 'b'])[k + 1],
       (array['delivered', 'in_transit'])[k + 1], (array['UPS', 'USPS'])[k + 1],
       '1Z' || lpad(o.i::text, greatest(10, length(o.i::text)), '0') || length('ful-' || o.i || '-a'), null,
       ${now} - interval '8 days', case k when 0 then ${now} - interval '5 days' end, false, k
     from bulk_orders o,
       lateral (select o.i % 3 = 2 and o.i % 4 > 0 as split, (o.i % 4 + 2) / 2 as half) s,
       lateral (values (0, 0, case when s.split then s.half - 1 else o.i % 4 end), (1, s.half, o.i % 4)) f(k, first_p, last_p)
     where o.i % 3 <> 0 and (k = 0 or s.split)`,
  `insert into bulk_fulfillment_items (i, p, fulfillment_id, order_item_id, quantity)
     select f.i, it.position, f.id, it.id, it.quantity
     from bulk_fulfillments f join bulk_items it on it.i = f.i and it.position between f.first_p and f.last_p`,
  // Shipping protection over every item (k = 0), an extended warranty on the first item of every
  // fifth order (k = 1).
  `insert into bulk_policies (i, ${POLICY_COLUMNS})
     select o.i, gen_random_uuid(), o.id, 'pol-' || o.i || '-' || (array['ship', 'warranty'])[k + 1],
       (array['shipping_protection', 'extended_warranty'])[k + 1], 'active', (array[sums.total, sums.first])[k + 1], (array[sums.total, sums.first])[k + 1], 'USD',
       ${now} - interval '10 days', ${now} + (array[50, 365])[k + 1] * interval '1 day', k
     from bulk_orders o, generate_series(0, 1) k,
       (select i, sum(unit_price_minor * quantity)::int as total,
          min(unit_price_minor) filter (where position = 0) as first
        from bulk_items group by i) sums
     where sums.i = o.i and (k = 0 or o.i % 5 = 0)`,
  `insert into bulk_policy_items (i, p, policy_id, order_item_id)
     select po.i, it.position, po.id, it.id
     from bulk_policies po join bulk_items it on it.i = po.i and (po.position = 0 or it.position = 0)`,
];

/** The chunk's items, shipments, policies and their lines, copied from the temporary tables. */
export const WRITE_PARTS = [
  `insert into order_items (${ITEM_COLUMNS}) select ${ITEM_COLUMNS} from bulk_items order by i, position`,
  `insert into fulfillments (${FULFILLMENT_COLUMNS}) select ${FULFILLMENT_COLUMNS} from bulk_fulfillments order by i, position`,
  `insert into fulfillment_items (fulfillment_id, order_item_id, quantity)
     select fulfillment_id, order_item_id, quantity from bulk_fulfillment_items order by i, p`,
  `insert into policies (${POLICY_COLUMNS}) select ${POLICY_COLUMNS} from bulk_policies order by i, position`,
  `insert into policy_items (policy_id, order_item_id) select policy_id, order_item_id from bulk_policy_items order by i, p`,
];

/** ISO 8601 with milliseconds and Z, as JSON.stringify writes a Date (the read model's dates). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The orders with their read model, aggregated from the chunk's rows: the keys are those of the
 * relational query orders/repository.ts stores (columns in camelCase, dates as JSON writes them).
 */
export const writeOrders = ({ now, emails, merchant }: Literals) => `
with items as (
  select i, sum(unit_price_minor * quantity)::int as total,
    json_agg(json_build_object('id', id, 'orderId', order_id, 'externalId', external_id, 'productId', product_id,
      'variantId', variant_id, 'title', title, 'variantTitle', variant_title, 'sku', sku, 'imageUrl', image_url,
      'quantity', quantity, 'unitPriceMinor', unit_price_minor, 'position', position) order by position) as list
  from bulk_items group by i
), lines as (
  select fulfillment_id, json_agg(json_build_object('fulfillmentId', fulfillment_id, 'orderItemId', order_item_id,
      'quantity', quantity) order by p) as list
  from bulk_fulfillment_items group by fulfillment_id
), packages as (
  select f.i, json_agg(json_build_object('id', f.id, 'orderId', f.order_id, 'externalId', f.external_id,
      'status', f.status, 'carrier', f.carrier, 'trackingNumber', f.tracking_number, 'trackingUrl', f.tracking_url,
      'shippedAt', ${iso('f.shipped_at')}, 'deliveredAt', ${iso('f.delivered_at')},
      'coverageCanceled', f.coverage_canceled, 'position', f.position, 'items', lines.list) order by f.position) as list
  from bulk_fulfillments f join lines on lines.fulfillment_id = f.id group by f.i
), covered as (
  select policy_id, json_agg(json_build_object('orderItemId', order_item_id) order by p) as list
  from bulk_policy_items group by policy_id
), protections as (
  select po.i, json_agg(json_build_object('id', po.id, 'orderId', po.order_id, 'externalId', po.external_id,
      'productCode', po.product_code, 'status', po.status, 'sumInsuredMinor', po.sum_insured_minor,
      'remainingMinor', po.remaining_minor, 'currency', po.currency, 'startsAt', ${iso('po.starts_at')},
      'endsAt', ${iso('po.ends_at')}, 'position', po.position, 'items', covered.list) order by po.position) as list
  from bulk_policies po join covered on covered.policy_id = po.id group by po.i
), merchant as (
  select json_build_object('id', id, 'name', name) as object from merchants where id = ${merchant}
), fields as (
  select o.i, o.id, '#B' || lpad((o.i + 1)::text, greatest(6, length((o.i + 1)::text)), '0') as order_name,
    'shopper' || (o.i % ${emails}) || '@bench.example' as email, 'Shopper ' || o.i as last_name,
    case when o.i % 4 = 0 then null else 'shopify' end as channel, ${now} - interval '10 days' as placed_at
  from bulk_orders o
)
insert into orders (id, merchant_id, order_name, email, phone, first_name, last_name, currency, country,
    total_minor, shipping_minor, channel, platform, placed_at, content_hash, snapshot, created_at, updated_at)
select f.id, ${merchant}, f.order_name, f.email, null, 'Sam', f.last_name, 'USD', 'US', items.total, 0, f.channel,
  'shopify', f.placed_at, encode(sha256(convert_to(${merchant}::text || ':' || f.order_name, 'UTF8')), 'hex'),
  json_build_object('id', f.id, 'merchantId', ${merchant}, 'orderName', f.order_name, 'email', f.email,
    'phone', null, 'firstName', 'Sam', 'lastName', f.last_name, 'currency', 'USD', 'country', 'US',
    'totalMinor', items.total, 'shippingMinor', 0, 'channel', f.channel, 'platform', 'shopify',
    'placedAt', ${iso('f.placed_at')}, 'createdAt', ${iso(now)}, 'updatedAt', ${iso(now)},
    'items', items.list, 'fulfillments', coalesce(packages.list, '[]'::json),
    'policies', protections.list, 'merchant', merchant.object)::jsonb,
  ${now}, ${now}
from fields f join items on items.i = f.i join protections on protections.i = f.i
  left join packages on packages.i = f.i cross join merchant
order by f.i`;

function literals(load: BulkLoad, from: number, to: number): Literals {
  if (!/^[0-9a-f-]{36}$/i.test(load.merchantId)) throw new Error(`not a merchant id: ${load.merchantId}`);
  return {
    from,
    to,
    now: `'${load.now.toISOString()}'::timestamptz`,
    emails: Math.max(1, Math.floor(load.to * 0.8)),
    merchant: `'${load.merchantId}'::uuid`,
  };
}

/** A loading connection: its settings, its temporary tables and the products. */
async function loader(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // jit off: the planner's estimates of generate_series make every statement look expensive
  // enough to compile, which costs more than running it.
  await client.query(
    `set session_replication_role = replica; set jit = off; set work_mem = '256MB';
     set temp_buffers = '512MB'; ${TEMPORARY_TABLES}`,
  );
  await client.query(
    `insert into bulk_products select n - 1, title, variant, price
     from unnest($1::text[], $2::text[], $3::int[]) with ordinality p(title, variant, price, n)`,
    [
      PRODUCTS.map(([title]) => title),
      PRODUCTS.map(([, variant]) => variant),
      PRODUCTS.map(([, , price]) => price),
    ],
  );
  return client;
}

async function loadChunk(client: pg.Client, values: Literals): Promise<void> {
  await client.query('begin');
  try {
    for (const statement of [...generate(values), writeOrders(values), ...WRITE_PARTS]) {
      await client.query(statement);
      // The next statements join what this one generated: the planner needs its size.
      const generated = /^insert into (bulk_\w+)/.exec(statement)?.[1];
      if (generated) await client.query(`analyze ${generated}`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * Loads orders [from, to) of the merchant in chunks of one transaction each, on `workers`
 * connections at once (one per core: the server is idle meanwhile). Foreign-key triggers are off
 * for the loading connections (session_replication_role = replica, as pg_restore does): every child
 * row is joined from its parent's temporary row, and checkIntegrity proves it after.
 */
export async function bulkLoadOrders(databaseUrl: string, load: BulkLoad): Promise<void> {
  const chunk = load.chunk ?? 25_000;
  const starts: number[] = [];
  for (let from = load.from; from < load.to; from += chunk) starts.push(from);
  const started = performance.now();
  let done = 0;
  const worker = async () => {
    const client = await loader(databaseUrl);
    try {
      for (let from = starts.shift(); from !== undefined; from = starts.shift()) {
        const values = literals(load, from, Math.min(load.to, from + chunk));
        await loadChunk(client, values).catch((error: unknown) => {
          starts.length = 0; // the other workers stop after their chunk
          throw error;
        });
        done += values.to - values.from;
        load.onProgress?.(done, (performance.now() - started) / 1000);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(load.workers ?? 2, starts.length) }, worker));
}

/** Child rows whose parent is missing (0 everywhere, or the load is broken). */
export async function checkIntegrity(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ orphans: string }>(`
      select (select count(*) from order_items c where not exists (select 1 from orders p where p.id = c.order_id))
        + (select count(*) from fulfillments c where not exists (select 1 from orders p where p.id = c.order_id))
        + (select count(*) from policies c where not exists (select 1 from orders p where p.id = c.order_id))
        + (select count(*) from fulfillment_items c where not exists (select 1 from fulfillments p where p.id = c.fulfillment_id)
            or not exists (select 1 from order_items p where p.id = c.order_item_id))
        + (select count(*) from policy_items c where not exists (select 1 from policies p where p.id = c.policy_id)
            or not exists (select 1 from order_items p where p.id = c.order_item_id)) as orphans`);
    const orphans = Number(rows[0]?.orphans ?? 0);
    if (orphans > 0) throw new Error(`the bulk load left ${orphans} rows without their parent`);
  } finally {
    await client.end();
  }
}
