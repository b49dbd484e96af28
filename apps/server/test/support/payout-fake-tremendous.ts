// A local stand-in for Tremendous's orders API (https://developers.tremendous.com), speaking its
// request and answer shapes, so the client can be tested for what it sends and how it reads the
// answers without the network. It records every request; answers can be scripted one by one.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export type ScriptedAnswer =
  | { status: number; body?: unknown; raw?: string }
  | { drop: true }
  | { delayMs: number };

interface FakeOrder {
  id: string;
  external_id: string | null;
  status: string;
  created_at: string;
  rewards: {
    id: string;
    order_id: string;
    value: unknown;
    recipient: unknown;
    delivery: { method: string; status: string; link?: string };
  }[];
}

export async function startFakeTremendous(options: {
  apiKey: string;
  /** How a repeated external_id is answered: the documented 201 with the first order, or a 409. */
  repeat?: '201' | '409';
}) {
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const script: ScriptedAnswer[] = [];
  let status = 'EXECUTED';
  const id = () => randomBytes(6).toString('hex').toUpperCase();

  function send(response: http.ServerResponse, code: number, body: unknown) {
    response.writeHead(code, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://fake');
      requests.push({
        method: request.method ?? '',
        path: `${url.pathname}${url.search}`,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(response, 401, { errors: { message: 'Invalid API key', payload: {} } });
      }
      if (request.method === 'POST' && url.pathname === '/api/v2/orders') {
        const scripted = script.shift();
        if (scripted && 'drop' in scripted) return request.socket.destroy();
        if (scripted && 'delayMs' in scripted)
          await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
        else if (scripted) {
          if (scripted.raw !== undefined) {
            response.writeHead(scripted.status, { 'content-type': 'application/json' });
            return response.end(scripted.raw);
          }
          return send(response, scripted.status, scripted.body ?? {});
        }
        const body = JSON.parse(text) as {
          external_id?: string;
          reward: { value: unknown; recipient: unknown; products: string[] };
        };
        const existing = body.external_id ? orders.get(body.external_id) : undefined;
        if (existing) {
          if (options.repeat === '409') {
            return send(response, 409, {
              errors: { message: 'External ID has already been used', payload: {} },
            });
          }
          return send(response, 201, { order: existing });
        }
        if (!body.reward?.products?.length) {
          return send(response, 400, { errors: { message: 'Invalid product', payload: {} } });
        }
        const orderId = id();
        const order: FakeOrder = {
          id: orderId,
          external_id: body.external_id ?? null,
          status,
          created_at: new Date().toISOString(),
          rewards: [
            {
              id: id(),
              order_id: orderId,
              value: body.reward.value,
              recipient: body.reward.recipient,
              delivery: {
                method: 'LINK',
                status: 'SUCCEEDED',
                link: `https://testflight.tremendous.com/rewards/payout/${randomBytes(12).toString('hex')}`,
              },
            },
          ],
        };
        if (body.external_id) orders.set(body.external_id, order);
        return send(response, 201, { order });
      }
      if (request.method === 'GET' && url.pathname === '/api/v2/orders') {
        const externalId = url.searchParams.get('external_id');
        const found = [...orders.values()].filter((order) => order.external_id === externalId);
        // Listings leave out the delivery link; the order read carries it.
        return send(response, 200, {
          orders: found.map((order) => ({
            ...order,
            rewards: order.rewards.map(({ delivery, ...reward }) => ({
              ...reward,
              delivery: { method: delivery.method, status: delivery.status },
            })),
          })),
          total_count: found.length,
        });
      }
      const match = /^\/api\/v2\/orders\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const order = [...orders.values()].find((candidate) => candidate.id === match[1]);
        if (!order) return send(response, 404, { errors: { message: 'Not found', payload: {} } });
        return send(response, 200, { order });
      }
      return send(response, 404, { errors: { message: 'Not found', payload: {} } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    orders,
    /** The next POSTs answer these, in order. */
    script(...answers: ScriptedAnswer[]) {
      script.push(...answers);
    },
    /** The status new orders get (EXECUTED, FAILED, PENDING APPROVAL …). */
    setOrderStatus(value: string) {
      status = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeTremendous = Awaited<ReturnType<typeof startFakeTremendous>>;
