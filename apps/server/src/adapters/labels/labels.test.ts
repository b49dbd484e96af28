// The label providers: the built-in one draws a PDF with its barcode and QR code, the sender's and
// the recipient's full addresses and what it is (no carrier's label, no postage: decision 053), and
// gives the same tracking number for the same return; the carrier-label client buys one label per
// key from an EasyPost/Shippo-style service with both addresses, keeps its PDF, and fails loudly on
// a wrong answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../../test/support/pdf-text';
import { BUILTIN_CARRIER, builtinTrackingNumber, createBuiltinLabels } from './builtin-labels';
import { createHttpLabelClient, LabelServiceError } from './http-label-client';
import { BUILTIN_LABEL_NOTICE } from './label-document';
import type { LabelRequest } from './label-provider';

const request: LabelRequest = {
  idempotencyKey: '6c1f1c3e-0000-4000-8000-000000000001',
  returnNumber: 'RMA-ABCDEFGHJK',
  orderName: '#1001',
  from: {
    name: 'Zoë Ünal',
    email: 'zoe@example.com',
    address: {
      name: 'Zoë Ünal',
      line1: 'ul. Długa 21',
      line2: 'm. 4',
      city: 'Gdańsk',
      postalCode: '80-827',
      country: 'PL',
    },
  },
  to: {
    name: 'Returns Department',
    company: 'Northwind Outfitters',
    line1: '1200 Harbor Way',
    line2: 'Dock 4',
    city: 'Portland',
    region: 'OR',
    postalCode: '97209',
    country: 'US',
    phone: '+1 503 555 0142',
  },
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

  it('prints both addresses in full and says it is no carrier label and carries no postage', async () => {
    const label = await createBuiltinLabels().createLabel(request);
    const lines = await pdfTextLines(label.pdf);
    expect(lines.slice(0, 4)).toEqual(['RETURN — BUILT-IN LABEL', ...BUILTIN_LABEL_NOTICE]);
    expect(lines).toContain('Resolution Center built-in label — not a carrier label, no postage paid.');
    const from = lines.indexOf('FROM (SENDER)');
    const to = lines.indexOf('TO (RECIPIENT)');
    // Letters the label's font lacks lose their accent; ones it has (ë, Ü) stay.
    expect(lines.slice(from + 1, to)).toEqual([
      'Zoë Ünal',
      'ul. Dluga 21',
      'm. 4',
      '80-827 Gdansk',
      'POLAND',
    ]);
    expect(lines.slice(to + 1, to + 8)).toEqual([
      'Returns Department',
      'Northwind Outfitters',
      '1200 Harbor Way',
      'Dock 4',
      'Portland, OR 97209',
      'UNITED STATES',
      'Tel. +1 503 555 0142',
    ]);
    expect(lines).toContain('Return RMA-ABCDEFGHJK · Order #1001 · 2 item(s)');
    expect(lines.join('\n')).not.toMatch(/RC POST|zoe@example\.com/i);
    expect(label.carrier).toBe(BUILTIN_CARRIER);
  });

  it('leaves ruled lines for the sender to write on when the order came without its address', async () => {
    const label = await createBuiltinLabels().createLabel({
      ...request,
      from: { ...request.from, address: null },
    });
    const lines = await pdfTextLines(label.pdf);
    const from = lines.indexOf('FROM (SENDER)');
    expect(lines.slice(from + 1, from + 3)).toEqual(['Zoë Ünal', 'Sender address: write it here by hand']);
    expect(lines[from + 3]).toBe('TO (RECIPIENT)');
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
      shipment: {
        reference: request.idempotencyKey,
        is_return: true,
        from_address: {
          name: 'Zoë Ünal',
          email: 'zoe@example.com',
          street1: 'ul. Długa 21',
          street2: 'm. 4',
          city: 'Gdańsk',
          zip: '80-827',
          country: 'PL',
        },
        to_address: {
          name: 'Returns Department',
          company: 'Northwind Outfitters',
          street1: '1200 Harbor Way',
          street2: 'Dock 4',
          city: 'Portland',
          state: 'OR',
          zip: '97209',
          country: 'US',
          phone: '+1 503 555 0142',
        },
      },
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
