// The yardsticks of DESIGN.md section 8: bare Fastify routes on the same PostgreSQL database as the
// server, with the server's default pool size (20). They take the same kind of JSON body as rc-login
// and answer the same envelope, so a call and its yardstick differ only by what the server does
// beyond the statements it cannot avoid. Run by bench/run.ts as a separate process: DATABASE_URL, PORT.
//   POST /baseline          one indexed SELECT (the item list's yardstick)
//   POST /baseline-sign-in  a bare sign-in: the order's read model by store and order number, as the
//                           server's sign-in reads it, then a session INSERT with the columns the
//                           server writes (rc-login's yardstick)
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 0);
if (!databaseUrl) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.POOL_SIZE ?? 20) });
pool.on('error', () => undefined);

const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ status: 'ok' }));

app.post<{ Body: { merchantId?: string; orderName?: string } }>('/baseline', async (request, reply) => {
  const { merchantId, orderName } = request.body ?? {};
  const { rows } = await pool.query<{ id: string; email: string }>(
    'select id, email from orders where merchant_id = $1 and order_name = $2',
    [merchantId, orderName],
  );
  const row = rows[0];
  if (!row) return reply.code(404).send({ code: 100009, message: 'no such order' });
  return { code: 0, data: row };
});

// What the server's sign-in reads (db/order-read-model.ts: the row, its snapshot, the policies'
// remaining sums) and writes (modules/auth/sessions.ts: a hashed 256-bit token, 12 hours).
const ORDER_READ_MODEL = `select id, email, snapshot,
    (select coalesce(json_agg(json_build_object('id', p.id, 'remainingMinor', p.remaining_minor)), '[]'::json)
     from policies p where p.order_id = orders.id) as remaining
  from orders where merchant_id = $1 and order_name = $2 limit 1`;
const INSERT_SESSION = `insert into sessions (token_hash, session_id, merchant_id, order_id, email, method, expires_at)
  values ($1, $2, $3, $4, $5, $6, $7)`;
const SESSION_HOURS = 12;

app.post<{ Body: { merchantId?: string; orderName?: string; contactInfo?: string } }>(
  '/baseline-sign-in',
  async (request, reply) => {
    const { merchantId, orderName, contactInfo } = request.body ?? {};
    const { rows } = await pool.query<{ id: string; email: string }>(ORDER_READ_MODEL, [
      merchantId,
      orderName,
    ]);
    const order = rows[0];
    const email = (contactInfo ?? '').trim().toLowerCase();
    if (!order || order.email !== email)
      return reply.code(404).send({ code: 100009, message: 'no such order' });
    const token = randomBytes(32).toString('base64url');
    const sessionId = randomUUID();
    await pool.query(INSERT_SESSION, [
      createHash('sha256').update(token).digest('hex'),
      sessionId,
      merchantId,
      order.id,
      email,
      'order-email',
      new Date(Date.now() + SESSION_HOURS * 3_600_000),
    ]);
    reply.header(
      'set-cookie',
      `rc_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}`,
    );
    return { code: 0, data: { sessionId, orderId: order.id } };
  },
);

async function stop() {
  await app.close();
  await pool.end();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

// Never outlive the benchmark: when it is gone (killed hard), this process is re-parented.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 2_000).unref();

await app.listen({ port, host: '127.0.0.1' });
