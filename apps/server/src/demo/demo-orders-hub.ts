// The orders hub's demo (issue 13, decision 036): one shopper, hub@example.com, with three orders
// at the demo store, each with product pictures, packages and a shipping protection. Signed in
// with the merchant-signed link `npm start` prints for #1040 (a signed link proves the e-mail), the
// hub lists all three: /demo/orders?force_orders=false (the demo store keeps version 4 as its
// landing; force_orders=false opens the hub anyway, spec 2 "Guard rules").
// - #1040: two packages with tracking (one delivered, one on its way); a damage claim sent without
//   photos waits for evidence (action required): the hub's first thing to do.
// - #1041: a return of one tote whose tracking number the shopper still has to add, and a package
//   the store shipped without a tracking number (its tracking page takes the shopper's carrier and
//   number: replenish-fulfillment).
// - #1042: a draft claim on one item of a three-item package (its page adds the others: add-claim-item).
// Claims and returns are made through the shoppers' own use-cases, once (an order that has any is
// left as the shopper left it).
import { randomUUID } from 'node:crypto';
import type { MerchantOrder } from '@rc/contract/merchant/api';
import type { ShopperSession } from '../gateway/register-call';
import type { MerchantRow } from '../modules/merchants/repository';
import type { Services } from '../services';
import type { DemoOrder } from './demo-orders';

const DAY = 86_400_000;
export const HUB_SHOPPER_EMAIL = 'hub@example.com';
/** The order the printed merchant-signed link signs in with. */
export const HUB_LINK_ORDER = '#1040';
/** How long the printed link works (a restart prints a fresh one). */
const LINK_DAYS = 30;

interface HubScenario extends DemoOrder {
  /** Makes the order's claim or return once the order exists. */
  make?(services: Services, session: ShopperSession, merchantId: string): Promise<void>;
}

type Line = MerchantOrder['items'][number];

const line = (
  id: string,
  productId: string,
  title: string,
  variantTitle: string,
  price: number,
  image: string,
  quantity = 1,
): Line => ({
  id,
  productId,
  variantId: `${productId}-v`,
  title,
  variantTitle,
  sku: `${productId.toUpperCase()}-HUB`,
  imageUrl: `/demo/products/${image}.svg`,
  quantity,
  price,
});

function hubOrder(
  today: Date,
  placedDaysAgo: number,
  items: Line[],
  fulfillments: MerchantOrder['fulfillments'],
  policyId: string,
): MerchantOrder {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  return {
    email: HUB_SHOPPER_EMAIL,
    firstName: 'Jordan',
    lastName: 'Lee',
    currency: 'USD',
    country: 'US',
    shippingPrice: 795,
    placedAt: at(-placedDaysAgo),
    items,
    fulfillments,
    policies: [
      {
        id: policyId,
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
        startsAt: at(-placedDaysAgo),
        endsAt: at(60 - placedDaysAgo),
        itemIds: items.map((item) => item.id),
      },
    ],
  };
}

/** A claim's policy and one package's items as the shopper's calls name them. */
async function packageOf(services: Services, session: ShopperSession, status: string) {
  const policy = (await services.orders.relatedPolicies(session, { check: true })).policyList[0];
  if (!policy) throw new Error('demo hub order without a policy');
  const { fulfillments } = await services.orders.protectedItems(session, policy.policyId);
  const found = fulfillments.find((fulfillment) => fulfillment.status === status);
  if (!found) throw new Error(`demo hub order without a ${status} package`);
  return { policyId: policy.policyId, fulfillment: found };
}

export function hubScenarios(today: Date): HubScenario[] {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  const headphones = line(
    'li-hub-headphones',
    'p-500',
    'Wireless Headphones',
    'Graphite',
    12900,
    'headphones',
  );
  const sweater = line('li-hub-sweater', 'p-100', 'Merino Wool Sweater', 'Oat / L', 8900, 'sweater');
  const tote = line('li-hub-tote', 'p-200', 'Canvas Tote Bag', 'Natural', 2400, 'tote', 2);
  const blanket = line('li-hub-blanket', 'p-400', 'Linen Throw Blanket', 'Sage', 6500, 'blanket');
  const pourOver = line(
    'li-hub-pour-over',
    'p-300',
    'Ceramic Pour-Over Set',
    'Matte white',
    4500,
    'pour-over',
  );
  const espresso = line('li-hub-cups', 'p-610', 'Espresso Cups (set of 2)', 'White', 1800, 'espresso');
  const shipped = (id: string, items: Line[], extra: Partial<MerchantOrder['fulfillments'][number]>) => ({
    id,
    status: 'delivered' as const,
    carrier: 'UPS',
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: at(-5),
    deliveredAt: null,
    items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
    ...extra,
  });
  return [
    {
      orderName: '#1040',
      shows: `the orders hub (sign in with this merchant-signed link, then open /demo/orders?force_orders=false): ${HUB_SHOPPER_EMAIL}'s three orders; here two packages with tracking and a damage claim waiting for photos (the first thing to do)`,
      order: hubOrder(
        today,
        4,
        [headphones, sweater],
        [
          shipped('ful-1040-a', [sweater], {
            trackingNumber: '1Z999AA10400000001',
            shippedAt: at(-3),
            deliveredAt: at(-1),
          }),
          shipped('ful-1040-b', [headphones], {
            status: 'in_transit',
            carrier: 'USPS',
            trackingNumber: '9400111899223104000001',
            shippedAt: at(-2),
          }),
        ],
        'pol-1040',
      ),
      async make(services, session) {
        const { policyId, fulfillment } = await packageOf(services, session, 'delivered');
        // Damage without photos: the store's rules ask for evidence (action_required).
        await services.claims.submit(session, {
          policyId,
          fulfillmentId: fulfillment.fulfillmentId,
          issueType: 'damage',
          items: fulfillment.items.map((item) => ({ itemId: item.itemId, quantity: 1 })),
          applicantEmail: HUB_SHOPPER_EMAIL,
          attachments: [],
          comment: 'A moth hole on the left sleeve.',
          requestId: randomUUID(),
        });
      },
    },
    {
      orderName: '#1041',
      shows:
        'orders hub: a return whose tracking number is still to add, and a package shipped without a tracking number (add it on its tracking page)',
      order: hubOrder(
        today,
        16,
        [tote, blanket],
        [
          shipped('ful-1041-a', [tote], {
            carrier: 'DHL',
            trackingNumber: 'JD014600001041',
            shippedAt: at(-14),
            deliveredAt: at(-11),
          }),
          shipped('ful-1041-b', [blanket], { status: 'shipped', carrier: null, shippedAt: at(-4) }),
        ],
        'pol-1041',
      ),
      async make(services, session) {
        const coverage = await services.returns.itemsCoverage(session);
        const itemId = coverage.items.find((item) => item.productId === tote.productId)?.itemId;
        if (!itemId) throw new Error('demo hub order #1041 without its tote');
        await services.returns.submit(session, {
          requestId: randomUUID(),
          method: 'ship_yourself',
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
      },
    },
    {
      orderName: '#1042',
      shows:
        "orders hub: a draft claim on one item of a package of three (add the others on the draft's page)",
      order: hubOrder(
        today,
        9,
        [pourOver, espresso, blanket],
        [
          shipped('ful-1042-a', [pourOver, espresso, blanket], {
            trackingNumber: '1Z999AA10420000001',
            shippedAt: at(-7),
            deliveredAt: at(-4),
          }),
        ],
        'pol-1042',
      ),
      async make(services, session) {
        const { policyId, fulfillment } = await packageOf(services, session, 'delivered');
        const carafe = fulfillment.items.find((item) => item.title === pourOver.title);
        if (!carafe) throw new Error('demo hub order #1042 without its pour-over set');
        await services.claims.saveDraft(session, {
          policyId,
          fulfillmentId: fulfillment.fulfillmentId,
          issueType: 'damage',
          items: [{ itemId: carafe.itemId, quantity: 1 }],
          applicantEmail: HUB_SHOPPER_EMAIL,
          attachments: [],
          comment: 'The carafe arrived with a crack in its spout.',
          requestId: randomUUID(),
        });
      },
    },
  ];
}

/** Makes each hub order's claim or return once (after the store's return policy is set). */
export async function seedHub(
  services: Services,
  merchant: MerchantRow,
  scenarios: HubScenario[],
): Promise<void> {
  for (const scenario of scenarios) {
    const order = scenario.make
      ? await services.orders.findByName(merchant.id, scenario.orderName)
      : undefined;
    if (!order || !scenario.make) continue;
    const session: ShopperSession = {
      tokenHash: '',
      sessionId: randomUUID(),
      merchantId: merchant.id,
      orderId: order.id,
      email: order.email,
      method: 'order-email',
    };
    const started =
      (await services.claims.list(session)).claims.length > 0 ||
      (await services.returns.listReturns(session)).returns.length > 0;
    if (started) continue;
    const make = scenario.make;
    await services.claimEmails.silently(() =>
      services.returnEmails.silently(() => make(services, session, merchant.id)),
    );
  }
}

/** The merchant-signed link `npm start` prints for the hub's shopper (it proves the e-mail). */
export async function hubSignedLink(services: Services, merchant: MerchantRow, publicUrl: string) {
  const link = await services.merchants.signedLink(
    merchant,
    { orderName: HUB_LINK_ORDER, email: HUB_SHOPPER_EMAIL, expiresInSeconds: LINK_DAYS * 86_400 },
    publicUrl,
  );
  return link.url;
}
