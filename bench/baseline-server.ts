// The yardstick of DESIGN.md section 8: a bare Fastify route doing one indexed SELECT on the same
// PostgreSQL database as the server, with the server's default pool size (20). It takes the same
// kind of JSON body as rc-login and answers the same envelope, so the two differ only by what the
// server does for a call. Run by bench/run.ts as a separate process: DATABASE_URL, PORT.
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
