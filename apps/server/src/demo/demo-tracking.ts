// Packages in every tracking state (issue 12), each with a timeline pushed through the same
// use-case as the merchant API's checkpoints: label created, on its way (a long journey across
// time zones), out for delivery, a failed attempt, waiting at a pickup point, delivered, a
// delivery problem, late past its estimate (a delay claim is offered), and gone silent.
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

interface TrackingScenario extends DemoOrder {
  scans: Scan[];
  estimateDays: number | null;
  timeZone: string;
}

/** An ISO time with the scan's local offset, as a carrier reports it. */
function localIso(instant: number, offsetHours: number): string {
  const local = new Date(instant + offsetHours * HOUR).toISOString().slice(0, 19);
  const sign = offsetHours < 0 ? '-' : '+';
  const hours = String(Math.abs(offsetHours)).padStart(2, '0');
  return `${local}${sign}${hours}:00`;
}

const journey = (days: number): Scan[] => [
  {
    status: 'info_received',
    days: days,
    offset: -5,
    location: 'Louisville, KY',
    message: 'Shipping label created',
  },
  {
    status: 'in_transit',
    days: days + 0.4,
    offset: -5,
    location: 'Louisville, KY',
    message: 'Picked up by the carrier',
  },
  {
    status: 'in_transit',
    days: days + 0.9,
    offset: -5,
    location: 'Louisville, KY',
    message: 'Departed facility',
  },
  {
    status: 'in_transit',
    days: days + 1.3,
    offset: -6,
    location: 'Memphis, TN',
    message: 'Arrived at sort facility',
  },
  {
    status: 'in_transit',
    days: days + 1.8,
    offset: -6,
    location: 'Dallas, TX',
    message: 'In transit to the destination',
  },
];

export function trackingScenarios(today: Date): TrackingScenario[] {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  const scenario = (
    orderName: string,
    shows: string,
    status: MerchantOrder['fulfillments'][number]['status'],
    trackingNumber: string,
    carrier: string,
    scans: Scan[],
    estimateDays: number | null,
  ): TrackingScenario => ({
    orderName,
    shows,
    scans,
    estimateDays,
    timeZone: 'America/Chicago',
    order: {
      email: 'shopper@example.com',
      firstName: 'Alex',
      lastName: 'Rivera',
      currency: 'USD',
      country: 'US',
      placedAt: at(-9),
      items: [
        {
          id: 'li-headphones',
          title: 'Wireless Headphones',
          variantTitle: 'Graphite',
          quantity: 1,
          price: 12900,
          imageUrl: '/demo/products/headphones.svg',
        },
      ],
      fulfillments: [
        {
          id: `ful-${orderName.slice(1)}`,
          status,
          carrier,
          trackingNumber,
          shippedAt: at(scans[0]?.days ?? -1),
          deliveredAt: status === 'delivered' ? at(-1) : null,
          items: [{ itemId: 'li-headphones', quantity: 1 }],
        },
      ],
      policies: [
        {
          id: `pol-${orderName.slice(1)}`,
          productCode: 'shipping_protection',
          status: 'active',
          sumInsured: 12900,
          startsAt: at(-9),
          endsAt: at(50),
          itemIds: ['li-headphones'],
        },
      ],
    },
  });
  const ups = '1Z999AA10123456784';
  const fedex = '123456789012';
  const usps = '00340434161094042557';
  return [
    scenario(
      '#1030',
      'tracking: label created, waiting for the carrier (pre-transit)',
      'pre_transit',
      ups,
      'UPS',
      [journey(-0.5)[0] as Scan],
      5,
    ),
    scenario(
      '#1031',
      'tracking: on its way, a long timeline across time zones, estimate in two days',
      'in_transit',
      ups,
      'UPS',
      journey(-3),
      2,
    ),
    scenario(
      '#1032',
      'tracking: out for delivery today',
      'in_transit',
      fedex,
      'FedEx',
      [
        ...journey(-3),
        {
          status: 'out_for_delivery',
          days: -0.3,
          offset: -6,
          location: 'Austin, TX',
          message: 'Out for delivery',
        },
      ],
      0.4,
    ),
    scenario(
      '#1033',
      'tracking: a failed delivery attempt (undelivered)',
      'un_delivered',
      fedex,
      'FedEx',
      [
        ...journey(-4),
        {
          status: 'out_for_delivery',
          days: -1.4,
          offset: -6,
          location: 'Austin, TX',
          message: 'Out for delivery',
        },
        {
          status: 'failed_attempt',
          days: -1.1,
          offset: -6,
          location: 'Austin, TX',
          message: 'Nobody home; we will try again tomorrow',
        },
      ],
      0,
    ),
    scenario(
      '#1034',
      'tracking: waiting at a pickup point',
      'un_delivered',
      usps,
      'USPS',
      [
        ...journey(-4),
        {
          status: 'available_for_pickup',
          days: -0.8,
          offset: -6,
          location: 'Austin, TX',
          message: 'Ready for pickup at the post office',
        },
      ],
      1,
    ),
    scenario(
      '#1035',
      'tracking: delivered, with its whole journey',
      'delivered',
      ups,
      'UPS',
      [
        ...journey(-5),
        {
          status: 'out_for_delivery',
          days: -1.4,
          offset: -6,
          location: 'Austin, TX',
          message: 'Out for delivery',
        },
        {
          status: 'delivered',
          days: -1.1,
          offset: -6,
          location: 'Austin, TX',
          message: 'Delivered, left at the front door',
        },
      ],
      -1,
    ),
    scenario(
      '#1036',
      'tracking: a delivery problem (exception)',
      'exception',
      usps,
      'USPS',
      [
        ...journey(-4),
        {
          status: 'exception',
          days: -1,
          offset: -6,
          location: 'Dallas, TX',
          message: 'Address could not be found; the carrier contacts the sender',
        },
      ],
      1,
    ),
    scenario(
      '#1037',
      'tracking: three days past its estimate: delayed, a delay claim is offered',
      'in_transit',
      ups,
      'UPS',
      journey(-8),
      -3,
    ),
    scenario(
      '#1038',
      'tracking: the carrier stopped reporting (expired)',
      'un_delivered',
      fedex,
      'FedEx',
      [
        ...journey(-40),
        {
          status: 'expired',
          days: -10,
          offset: -6,
          location: 'Dallas, TX',
          message: 'No more updates from the carrier',
        },
      ],
      null,
    ),
  ];
}

/** Pushes each scenario's checkpoints (ids make a restart change nothing) without e-mailing anybody. */
export async function seedTracking(
  services: Services,
  merchantId: string,
  scenarios: TrackingScenario[],
  today: Date,
) {
  const merchant = await services.merchants.findById(merchantId);
  if (!merchant) return;
  for (const scenario of scenarios) {
    const fulfillment = scenario.order.fulfillments[0];
    if (!fulfillment) continue;
    await services.tracking.merchantCheckpoints(
      merchant,
      scenario.orderName,
      fulfillment.id,
      {
        checkpoints: scenario.scans.map((scan, index) => ({
          id: `demo-${scenario.orderName.slice(1)}-${index}`,
          status: scan.status,
          occurredAt: localIso(today.getTime() + scan.days * DAY, scan.offset),
          location: scan.location,
          message: scan.message,
        })),
        estimatedDeliveryAt:
          scenario.estimateDays === null
            ? null
            : new Date(today.getTime() + scenario.estimateDays * DAY).toISOString(),
        destinationTimeZone: scenario.timeZone,
      },
      { quiet: true },
    );
  }
}
