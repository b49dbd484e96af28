// Returns whose parcel is tracked on its way back (issue 12): a label return the carrier picked up
// (in transit, the return shipped by the carrier's scan), a parcel the shopper sent with their own
// UPS number that reached the store (the merchant told; the return waits for the items to be
// checked), and a label made with no scan yet. Made through the same use-cases as a shopper's
// submission and the merchant API's return checkpoints, with ids, so a restart adds nothing.
import { randomUUID } from 'node:crypto';
import type { MerchantOrder } from '@rc/contract/merchant/api';
import type { Services } from '../services';
import type { DemoOrder } from './demo-orders';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Scan {
  status: string;
  /** Days from the start of today, and the scan's UTC offset in hours. */
  days: number;
  offset: number;
  location: string;
  message: string;
}

interface ReturnTrackingScenario extends DemoOrder {
  method: 'prepaid_label' | 'ship_yourself';
  /** The shopper's own number (ship it yourself); a label return uses the label's. */
  trackingNumber?: string;
  scans: Scan[];
}

function localIso(instant: number, offsetHours: number): string {
  const local = new Date(instant + offsetHours * HOUR).toISOString().slice(0, 19);
  const sign = offsetHours < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

type Product = {
  id: string;
  productId: string;
  variantId: string;
  variantTitle: string;
  title: string;
  price: number;
};

function order(today: Date, product: Product): MerchantOrder {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  return {
    email: 'shopper@example.com',
    firstName: 'Alex',
    lastName: 'Rivera',
    currency: 'USD',
    country: 'US',
    placedAt: at(-9),
    items: [{ ...product, quantity: 1, imageUrl: `/demo/products/${product.id.slice(3)}.svg` }],
    fulfillments: [
      {
        id: 'ful-1',
        status: 'delivered',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: null,
        shippedAt: at(-7),
        deliveredAt: at(-4),
        items: [{ itemId: product.id, quantity: 1 }],
      },
    ],
    policies: [
      {
        id: 'pol-sp',
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: product.price,
        startsAt: at(-9),
        endsAt: at(30),
        itemIds: [product.id],
      },
    ],
  };
}

const sweater: Product = {
  id: 'li-sweater',
  productId: 'p-100',
  variantId: 'v-100-m',
  variantTitle: 'Oat / M',
  title: 'Merino Wool Sweater',
  price: 8900,
};
const blanket: Product = {
  id: 'li-blanket',
  productId: 'p-400',
  variantId: 'v-400',
  variantTitle: 'Sage',
  title: 'Linen Throw Blanket',
  price: 6500,
};

export function returnTrackingScenarios(today: Date): ReturnTrackingScenario[] {
  return [
    {
      orderName: '#1090',
      shows:
        "return tracking: a label return picked up by the carrier and on its way back (return shipped by the carrier's scan, the parcel's timeline on the return page)",
      order: order(today, sweater),
      method: 'prepaid_label',
      scans: [
        {
          status: 'info_received',
          days: -1.6,
          offset: -5,
          location: 'Columbus, OH',
          message: 'Label created',
        },
        {
          status: 'in_transit',
          days: -1.2,
          offset: -5,
          location: 'Columbus, OH',
          message: 'Dropped off at a UPS Access Point',
        },
        {
          status: 'in_transit',
          days: -0.5,
          offset: -6,
          location: 'Louisville, KY',
          message: 'Arrived at sort facility',
        },
      ],
    },
    {
      orderName: '#1091',
      shows:
        "return tracking: the shopper's own UPS number, delivered to the store (the merchant told by return.parcel_delivered; the items still to be checked)",
      order: order(today, blanket),
      method: 'ship_yourself',
      trackingNumber: '1Z999AA10123456784',
      scans: [
        { status: 'in_transit', days: -3, offset: -5, location: 'Columbus, OH', message: 'Picked up' },
        {
          status: 'out_for_delivery',
          days: -1.3,
          offset: -8,
          location: 'Reno, NV',
          message: 'Out for delivery',
        },
        {
          status: 'delivered',
          days: -1.1,
          offset: -8,
          location: 'Reno, NV',
          message: 'Delivered to the returns dock',
        },
      ],
    },
    {
      orderName: '#1092',
      shows:
        'return tracking: a label made, the parcel not scanned by the carrier yet (return page: label created)',
      order: order(today, sweater),
      method: 'prepaid_label',
      scans: [],
    },
  ];
}

/** Makes each scenario's return and its parcel's journey once: an order with returns is left as it is. */
export async function seedReturnTracking(
  services: Services,
  merchantId: string,
  scenarios: ReturnTrackingScenario[],
  today: Date,
): Promise<void> {
  const merchant = await services.merchants.findById(merchantId);
  if (!merchant) return;
  for (const scenario of scenarios) {
    const found = await services.orders.findByName(merchantId, scenario.orderName);
    if (!found) continue;
    const session = {
      tokenHash: '',
      sessionId: randomUUID(),
      merchantId,
      orderId: found.id,
      email: found.email,
      method: 'order-email' as const,
    };
    if ((await services.returns.listReturns(session)).returns.length > 0) continue;
    const coverage = await services.returns.itemsCoverage(session);
    const itemId = coverage.items.find(
      (item) => item.productId === scenario.order.items[0]?.productId,
    )?.itemId;
    if (!itemId) continue;
    await services.returnEmails.silently(async () => {
      const opened = await services.returns.submit(session, {
        requestId: randomUUID(),
        method: scenario.method,
        items: [
          {
            itemId,
            quantity: 1,
            reason: 'changed_mind',
            note: null,
            attachments: [],
            resolution: 'original_payment',
          },
        ],
      });
      if (scenario.trackingNumber) {
        await services.returns.addTracking(session, {
          returnId: opened.returnId,
          carrier: 'UPS',
          trackingNumber: scenario.trackingNumber,
        });
      }
      if (scenario.scans.length === 0) return;
      await services.tracking.merchantReturnCheckpoints(merchant, opened.returnId, {
        checkpoints: scenario.scans.map((scan, index) => ({
          id: `demo-return-${scenario.orderName.slice(1)}-${index}`,
          status: scan.status,
          occurredAt: localIso(today.getTime() + scan.days * DAY, scan.offset),
          location: scan.location,
          message: scan.message,
        })),
        destinationTimeZone: 'America/Los_Angeles',
      });
    });
  }
}
