// A local stand-in for Stripe's API (https://docs.stripe.com/api): Checkout Sessions and Refunds in
// Stripe's request and answer shapes (form-encoded requests, Bearer secret key, Idempotency-Key
// replayed with the first answer, the same key with other parameters refused as idempotency_error),
// so the client is tested for what it sends and how it reads the answers without the network. It
// records every request; a session can be paid or expired as a shopper or Stripe would; answers
// can be scripted one by one; `event` writes the body of a webhook event about a session, which the
// tests sign as Stripe does (adapters/payment/stripe-webhook.ts).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

export type ScriptedStripeAnswer = { status: number; body?: unknown } | { drop: true };

interface Session {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

export async function startFakeStripe(options: { secretKey: string }) {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  const replays = new Map<string, { hash: string; status: number; body: unknown }>();
  const script: ScriptedStripeAnswer[] = [];
  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

  function send(response: http.ServerResponse, status: number, body: unknown, replayed = false) {
    response.writeHead(status, {
      'content-type': 'application/json',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(body));
  }

  const invalid = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

  function createSession(form: Record<string, string>): { status: number; body: unknown } {
    const amount = Number(form['line_items[0][price_data][unit_amount]']);
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    if (form.mode !== 'payment' || !form.success_url || !Number.isSafeInteger(amount) || amount < 1) {
      return { status: 400, body: invalid('Invalid checkout session parameters') };
    }
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * quantity,
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      payment_intent: null,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? '',
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
    };
    sessions.set(sessionId, session);
    return { status: 200, body: session };
  }

  function createRefund(form: Record<string, string>): { status: number; body: unknown } {
    const intent = form.payment_intent ?? '';
    const paid = [...sessions.values()].find((session) => session.payment_intent === intent);
    if (!paid) return { status: 400, body: invalid(`No such payment_intent: '${intent}'`) };
    const amount = Number(form.amount ?? paid.amount_total);
    const before = refunds
      .filter((refund) => refund.payment_intent === intent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (!Number.isSafeInteger(amount) || amount < 1 || before + amount > paid.amount_total) {
      return { status: 400, body: invalid('Refund amount is greater than the unrefunded amount') };
    }
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      payment_intent: intent,
      status: 'succeeded',
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(text));
      requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, invalid('Invalid API Key provided'));
      }
      const scripted = script.shift();
      if (scripted && 'drop' in scripted) return request.socket.destroy();
      if (scripted) return send(response, scripted.status, scripted.body ?? invalid('scripted'));
      if (request.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
        const session = sessions.get(decodeURIComponent(url.pathname.slice('/v1/checkout/sessions/'.length)));
        return session
          ? send(response, 200, session)
          : send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      if (request.method !== 'POST') return send(response, 404, invalid('Unrecognized request URL'));
      const key = request.headers['idempotency-key'];
      const hash = createHash('sha256').update(`${url.pathname}\n${text}`).digest('hex');
      if (typeof key === 'string') {
        const earlier = replays.get(key);
        if (earlier && earlier.hash !== hash) {
          return send(
            response,
            400,
            invalid(
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              'idempotency_error',
            ),
          );
        }
        if (earlier) return send(response, earlier.status, earlier.body, true);
      }
      const answer =
        url.pathname === '/v1/checkout/sessions'
          ? createSession(form)
          : url.pathname === '/v1/refunds'
            ? createRefund(form)
            : { status: 404, body: invalid('Unrecognized request URL') };
      if (typeof key === 'string') replays.set(key, { hash, ...answer });
      return send(response, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    /** The next answers, one per request, before the fake's own behaviour. */
    script(...answers: ScriptedStripeAnswer[]) {
      script.push(...answers);
    },
    /** The shopper pays the session at Stripe's page. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
        url: null,
      });
    },
    /** The session expires unpaid. */
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: 'expired', url: null });
    },
    /**
     * The body Stripe POSTs to a webhook endpoint for an event about a session (as it stands now):
     * `{ id: evt_…, object: 'event', type, data: { object: <session> } }`, as raw JSON text.
     */
    event(type: string, sessionId: string, overrides: Record<string, unknown> = {}): string {
      const session = sessions.get(sessionId) ?? { id: sessionId, object: 'checkout.session' };
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: '2026-04-22.basil',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type,
        data: { object: { ...session, ...overrides } },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
