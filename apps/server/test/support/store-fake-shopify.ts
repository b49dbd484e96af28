// A local stand-in for Shopify's Admin GraphQL API (https://shopify.dev/docs/api/admin-graphql),
// speaking the operations the store-platform client sends: an order looked up by name with its
// transactions (and the shop's primary location), refundCreate with the `@idempotent(key:)` directive (a repeated key answers the
// first refund; without the directive it fails, as 2026-04 does), draft orders found by tag,
// created and completed. It records every request; answers can be scripted one by one.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedGraphql {
  path: string;
  headers: http.IncomingHttpHeaders;
  query: string;
  variables: Record<string, unknown>;
}

export type ScriptedShopifyAnswer = { status: number; body?: unknown } | { drop: true };

interface Draft {
  id: string;
  tags: string[];
  input: Record<string, unknown>;
  order: { id: string } | null;
}

export async function startFakeShopify(options: { accessToken: string; orderName: string }) {
  const requests: RecordedGraphql[] = [];
  const refunds = new Map<string, { id: string; input: Record<string, unknown> }>();
  const drafts: Draft[] = [];
  const script: ScriptedShopifyAnswer[] = [];
  const gid = (type: string) => `gid://shopify/${type}/${BigInt(`0x${randomBytes(6).toString('hex')}`)}`;
  const orderId = gid('Order');
  const primaryLocationId = gid('Location');
  // The store's orders by name (more may be added: an order the merchant imports later).
  const orderNames = new Set([options.orderName]);
  const sale = { id: gid('OrderTransaction'), gateway: 'shopify_payments', kind: 'SALE', status: 'SUCCESS' };

  function send(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function answer(query: string, variables: Record<string, unknown>): unknown {
    if (query.includes('refundCreate(')) {
      const directive = /@idempotent\(key:\s*\$key\)/.test(query);
      const key = variables.key;
      if (!directive || typeof key !== 'string' || key === '') {
        return { errors: [{ message: 'The @idempotent directive is required for this mutation.' }] };
      }
      const input = variables.input as Record<string, unknown>;
      if (input.orderId !== orderId) {
        return {
          data: {
            refundCreate: {
              refund: null,
              userErrors: [{ field: ['orderId'], message: 'Order does not exist' }],
            },
          },
        };
      }
      const refund = refunds.get(key) ?? { id: gid('Refund'), input };
      refunds.set(key, refund);
      return { data: { refundCreate: { refund: { id: refund.id }, userErrors: [] } } };
    }
    if (query.includes('draftOrderCreate(')) {
      const input = variables.input as Record<string, unknown>;
      const draft: Draft = {
        id: gid('DraftOrder'),
        tags: (input.tags as string[]) ?? [],
        input,
        order: null,
      };
      drafts.push(draft);
      return { data: { draftOrderCreate: { draftOrder: { id: draft.id }, userErrors: [] } } };
    }
    if (query.includes('draftOrderComplete(')) {
      const draft = drafts.find((candidate) => candidate.id === variables.id);
      if (!draft) {
        return {
          data: {
            draftOrderComplete: {
              draftOrder: null,
              userErrors: [{ field: ['id'], message: 'Draft order not found' }],
            },
          },
        };
      }
      draft.order ??= { id: gid('Order') };
      return {
        data: { draftOrderComplete: { draftOrder: { id: draft.id, order: draft.order }, userErrors: [] } },
      };
    }
    if (query.includes('draftOrders(')) {
      const tag = /^tag:"(.+)"$/.exec(String(variables.query))?.[1];
      const found = drafts.filter((draft) => tag && draft.tags.includes(tag));
      return {
        data: { draftOrders: { nodes: found.map((draft) => ({ id: draft.id, order: draft.order })) } },
      };
    }
    if (query.includes('orders(')) {
      const name = /^name:"(.+)"$/.exec(String(variables.query))?.[1];
      const nodes = name && orderNames.has(name) ? [{ id: orderId, transactions: [sale] }] : [];
      return {
        data: {
          orders: { nodes },
          ...(/\blocation\s*\{/.test(query) ? { location: { id: primaryLocationId } } : {}),
        },
      };
    }
    return { errors: [{ message: 'Unknown operation' }] };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        query?: string;
        variables?: Record<string, unknown>;
      };
      requests.push({
        path: request.url ?? '',
        headers: request.headers,
        query: body.query ?? '',
        variables: body.variables ?? {},
      });
      if (request.headers['x-shopify-access-token'] !== options.accessToken) {
        return send(response, 401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      }
      const scripted = script.shift();
      if (scripted && 'drop' in scripted) return request.socket.destroy();
      if (scripted) return send(response, scripted.status, scripted.body ?? {});
      return send(response, 200, answer(body.query ?? '', body.variables ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    shopUrl: `http://127.0.0.1:${port}`,
    orderId,
    primaryLocationId,
    sale,
    requests,
    refunds,
    drafts,
    /** The store gets an order of this name (answered like the first one). */
    addOrder(name: string) {
      orderNames.add(name);
    },
    script(...answers: ScriptedShopifyAnswer[]) {
      script.push(...answers);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeShopify = Awaited<ReturnType<typeof startFakeShopify>>;
