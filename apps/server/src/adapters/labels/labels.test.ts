// The label providers: the built-in one draws a PDF with its barcode and QR code and gives the
// same tracking number for the same return; the carrier-label client buys one label per key from
// an EasyPost/Shippo-style service and keeps its PDF, and fails loudly on a wrong answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinTrackingNumber, createBuiltinLabels } from './builtin-labels';
import { createHttpLabelClient, LabelServiceError } from './http-label-client';
import type { LabelRequest } from './label-provider';

const request: LabelRequest = {
  idempotencyKey: '6c1f1c3e-0000-4000-8000-000000000001',
  returnNumber: 'RMA-ABCDEFGHJK',
  orderName: '#1001',
  from: { name: 'Zoë Ünal', email: 'zoe@example.com', country: 'DE' },
  to: { name: 'Northwind Outfitters', lines: ['Returns'] },
  units: 2,
};

describe('the built-in labels', () => {
  it('draws a PDF and a QR code, the same tracking number for the same return', async () => {
    const labels = createBuiltinLabels();
    const first = await labels.createLabel(request);
    const again = await labels.createLabel(request);
    expect(first.trackingNumber).toBe(again.trackingNumber);
    expect(first.trackingNumber).toBe(builtinTrackingNumber(request.idempotencyKey));
    expect(builtinTrackingNumber('another')).not.toBe(first.trackingNumber);
    expect(Buffer.from(first.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(first.qrSvg).toContain('<svg');
  });
});

describe('the carrier-label client', () => {
  let server: Server;
  let base: string;
  const shipments: { key: string | undefined; body: Record<string, unknown> }[] = [];
  let answer: 'ok' | 'not-pdf' | 'error' = 'ok';

  beforeAll(async () => {
    server = createServer((incoming, outgoing) => {
      let body = '';
      incoming.on('data', (chunk) => {
        body += chunk;
      });
      incoming.on('end', () => {
        if (incoming.url === '/shipments' && incoming.method === 'POST') {
          if (answer === 'error') {
            outgoing.writeHead(502).end('{}');
            return;
          }
          shipments.push({ key: incoming.headers['idempotency-key'] as string, body: JSON.parse(body) });
          outgoing.writeHead(201, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              tracking_code: '9400111899223197428490',
              carrier: 'USPS',
              rate: { amount: '7.45', currency: 'USD' },
              postage_label: { label_url: `${base}/labels/1.pdf` },
            }),
          );
          return;
        }
        if (incoming.url === '/labels/1.pdf') {
          outgoing
            .writeHead(200, { 'content-type': 'application/pdf' })
            .end(answer === 'ok' ? '%PDF-1.4 label' : '<html>');
          return;
        }
        outgoing.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('buys the label with our key and keeps the carrier, tracking number, postage and PDF', async () => {
    answer = 'ok';
    const client = createHttpLabelClient({ baseUrl: base, apiKey: 'key_test' });
    const label = await client.createLabel(request);
    expect(label).toMatchObject({
      carrier: 'USPS',
      trackingNumber: '9400111899223197428490',
      postageMinor: 745,
    });
    expect(Buffer.from(label.pdf).toString('latin1')).toBe('%PDF-1.4 label');
    expect(shipments.at(-1)?.key).toBe(request.idempotencyKey);
    expect(shipments.at(-1)?.body).toMatchObject({
      shipment: { reference: request.idempotencyKey, is_return: true },
    });
  });

  it('refuses a label that is not a PDF and a service error', async () => {
    const client = createHttpLabelClient({ baseUrl: base, apiKey: 'key_test' });
    answer = 'not-pdf';
    await expect(client.createLabel(request)).rejects.toBeInstanceOf(LabelServiceError);
    answer = 'error';
    await expect(client.createLabel(request)).rejects.toThrow(/502/);
  });
});
