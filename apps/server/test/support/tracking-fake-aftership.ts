// A local stand-in for AfterShip's tracking API (GET /trackings?tracking_numbers=…, `as-api-key`),
// answering in its shape (`{ meta, data: { trackings: [{ tracking_number, slug, expected_delivery,
// checkpoints: [{ checkpoint_time, tag, message, location }] }] } }`), so the aggregator's poll is
// tested for what it sends and how it reads the answers without the network. It records every
// request; a number can be made to fail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAfterShipTracking {
  tracking_number: string;
  slug?: string | null;
  expected_delivery?: string | null;
  checkpoints: { checkpoint_time: string; tag: string; message?: string; location?: string | null }[];
}

export async function startFakeAfterShip(options: { apiKey: string }) {
  const requests: { path: string; apiKey: string | undefined }[] = [];
  const trackings = new Map<string, FakeAfterShipTracking>();
  const failing = new Set<string>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const apiKey = request.headers['as-api-key'];
    requests.push({
      path: `${url.pathname}${url.search}`,
      apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (apiKey !== options.apiKey) return send(401, { meta: { code: 401, message: 'Invalid API key.' } });
    if (request.method !== 'GET' || !url.pathname.endsWith('/trackings')) {
      return send(404, { meta: { code: 404, message: 'Not found.' } });
    }
    const number = url.searchParams.get('tracking_numbers') ?? '';
    if (failing.has(number)) return send(500, { meta: { code: 500, message: 'Something went wrong.' } });
    const found = trackings.get(number);
    return send(200, { meta: { code: 200 }, data: { trackings: found ? [found] : [] } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/tracking/2024-10`,
    requests,
    /** What the fake answers for a number from now on. */
    set(tracking: FakeAfterShipTracking) {
      trackings.set(tracking.tracking_number, tracking);
    },
    /** The number answers 500 from now on (or again normally with `false`). */
    fail(trackingNumber: string, on = true) {
      if (on) failing.add(trackingNumber);
      else failing.delete(trackingNumber);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
