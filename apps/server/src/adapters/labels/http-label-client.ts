// A carrier-label service's client (EasyPost and Shippo style: one POST creates a shipment and
// buys its return label, answering the tracking number, the carrier, the rate and the label's
// URL). Configured by LABEL_PROVIDER=http with LABEL_API_URL and LABEL_API_KEY. Our
// idempotency key is sent as `Idempotency-Key` and as the shipment's reference, so asking again
// after a lost answer does not buy a second label. The label PDF is downloaded and kept with the
// return, so the shopper's link never depends on the service's URL staying valid.
import { toMinorUnits } from '@rc/domain/money';
import type { PostalAddress } from '@rc/domain/postal-address';
import {
  createOutboundHttp,
  type OutboundLog,
  type OutboundRequest,
  type OutboundResponse,
} from '../../lib/outbound-http';
import { qrSvg } from './label-document';
import type { IssuedLabel, LabelProvider, LabelRequest } from './label-provider';

export const HTTP_LABEL_PROVIDER = 'http';

export interface HttpLabelOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** Tries after the first on 429, 5xx or a dropped connection (default 2). */
  retries?: number;
  log?: OutboundLog;
}

interface ShipmentAnswer {
  tracking_code?: string;
  tracking_number?: string;
  carrier?: string;
  rate?: { amount?: string | number; currency?: string } | null;
  label_url?: string;
  postage_label?: { label_url?: string } | null;
}

export class LabelServiceError extends Error {
  constructor(message: string) {
    super(`label service: ${message}`);
    this.name = 'LabelServiceError';
  }
}

/** An address as EasyPost and Shippo name its parts. */
function carrierAddress(address: PostalAddress | null) {
  if (!address) return {};
  return {
    name: address.name,
    company: address.company ?? null,
    street1: address.line1,
    street2: address.line2 ?? null,
    city: address.city,
    state: address.region ?? null,
    zip: address.postalCode,
    country: address.country,
    phone: address.phone ?? null,
  };
}

export function createHttpLabelClient(options: HttpLabelOptions): LabelProvider {
  // The shipment carries our key (header and reference), so the client may buy it again after a
  // 429 or 5xx: the service answers the label bought first.
  const http = createOutboundHttp({
    provider: 'labels',
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 20_000,
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
    idempotencyHeader: 'Idempotency-Key',
    secrets: [options.apiKey],
    ...(options.log ? { log: options.log } : {}),
  });

  async function call(request: OutboundRequest): Promise<OutboundResponse> {
    try {
      return await http.request(request);
    } catch (error) {
      throw new LabelServiceError(error instanceof Error ? error.message : 'request failed');
    }
  }

  return {
    name: HTTP_LABEL_PROVIDER,
    async createLabel(request: LabelRequest): Promise<IssuedLabel> {
      const response = await call({
        method: 'POST',
        url: 'shipments',
        headers: { authorization: `Bearer ${options.apiKey}` },
        idempotencyKey: request.idempotencyKey,
        json: {
          shipment: {
            reference: request.idempotencyKey,
            is_return: true,
            from_address: {
              ...carrierAddress(request.from.address),
              name: request.from.name,
              email: request.from.email,
            },
            to_address: carrierAddress(request.to),
            options: { label_format: 'PDF', print_custom_1: request.returnNumber },
          },
        },
      });
      if (!response.ok) throw new LabelServiceError(`shipment answered ${response.status}`);
      const shipment = response.json<ShipmentAnswer>() ?? {};
      const trackingNumber = shipment.tracking_code ?? shipment.tracking_number;
      const labelUrl = shipment.postage_label?.label_url ?? shipment.label_url;
      if (!trackingNumber || !labelUrl)
        throw new LabelServiceError('shipment without tracking number or label');
      const label = await call({
        method: 'GET',
        url: labelUrl,
        headers: { authorization: `Bearer ${options.apiKey}` },
      });
      if (!label.ok) throw new LabelServiceError(`label download answered ${label.status}`);
      const pdf = label.body;
      if (!Buffer.from(pdf.subarray(0, 5)).toString('latin1').startsWith('%PDF')) {
        throw new LabelServiceError('the label is not a PDF');
      }
      const amount = shipment.rate?.amount;
      return {
        carrier: shipment.carrier ?? 'carrier',
        trackingNumber,
        pdf,
        qrSvg: await qrSvg(trackingNumber),
        postageMinor:
          amount === undefined || shipment.rate?.currency === undefined
            ? null
            : toMinorUnits(Number(amount), shipment.rate.currency),
      };
    },
  };
}
