// Sends one signed webhook (Standard Webhooks) and tells how it went. Redirects are not followed
// (a failure, as the standard says); where private targets are refused, every address the name
// resolves to is checked when the connection is made, so a name cannot be re-pointed at the
// portal's own network between the check and the request.
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { publicOnlyLookup } from '../../lib/public-address';

export { addressesOf, isPublicAddress } from '../../lib/public-address';

/** The signature header: one `v1,…` per secret signing (the current, and a rotated one during its overlap). */
export function signatureHeader(secrets: readonly string[], id: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
}

export interface SendOutcome {
  /** The endpoint's HTTP status; null when it gave none (refused, timed out, not allowed). */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export async function sendWebhook(request: {
  url: string;
  id: string;
  body: string;
  secrets: readonly string[];
  timeoutSeconds: number;
  privateTargets: boolean;
  now?: Date;
}): Promise<SendOutcome> {
  const started = performance.now();
  const at = request.now ?? new Date();
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'ResolutionCenter-Webhooks/1',
    'webhook-id': request.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatureHeader(request.secrets, request.id, at, request.body),
    'content-length': String(Buffer.byteLength(request.body)),
  };
  const done = (status: number | null, error: string | null): SendOutcome => ({
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise<SendOutcome>((resolve) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers,
        timeout: request.timeoutSeconds * 1000,
        ...(request.privateTargets ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // Only the status counts; the body is read (at most a little) so the socket is freed.
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) response.destroy();
        });
        response.on('close', () => {
          if (status >= 200 && status < 300) resolve(done(status, null));
          else if (status >= 300 && status < 400) resolve(done(status, 'redirects are not followed'));
          else resolve(done(status, `HTTP ${status}`));
        });
        response.on('error', () => undefined);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${request.timeoutSeconds} s`)));
    outgoing.on('error', (error) => resolve(done(null, error.message)));
    outgoing.end(request.body);
  });
}
