// The demo's returns (README "Demo data"): the store's return policy and exchange catalogue, an
// order for each resolution and method to start from, and returns in each state made through the
// same use-cases a shopper and a merchant use (submit, approve, receive, refund, reject).
import { randomUUID } from 'node:crypto';
import type { MerchantOrder } from '@rc/contract/merchant/api';
import type { ExchangeCatalog, ReturnPolicyOverridesInput } from '@rc/contract/returns/merchant-api';
import type { ShopperSession } from '../gateway/register-call';
import type { Services } from '../services';
import type { DemoOrder } from './demo-orders';

const DAY = 86_400_000;
const image = (name: string) => `/demo/products/${name}.svg`;

/**
 * The demo store's policy: a 10% credit bonus, instant exchanges, late cheap items kept, "other"
 * reasons reviewed by the store, every method.
 */
export const DEMO_RETURN_POLICY: ReturnPolicyOverridesInput = {
  resolutions: { storeCredit: { bonusPercent: 10 }, sameProductVariant: { instant: true }, keepItem: true },
  rules: [
    { when: { reasons: ['arrived_late'], maxUnitPriceMinor: 3000 }, decision: 'keep' },
    // A reason the store has no rule for waits for a person.
    { when: { reasons: ['other'] }, decision: 'review' },
  ],
  methods: [
    { method: 'prepaid_label', postageMinor: 0 },
    { method: 'qr_drop_off', postageMinor: 0 },
    { method: 'ship_yourself', postageMinor: 0 },
    { method: 'assured_label', postageMinor: 795 },
    { method: 'in_store', postageMinor: 0 },
    // The store's own label: the store sends it; the shopper adds the parcel's tracking number.
    { method: 'merchant_label', postageMinor: 0 },
  ],
};

export const DEMO_EXCHANGE_CATALOG: ExchangeCatalog = {
  currency: 'USD',
  products: [
    {
      productId: 'p-100',
      title: 'Merino Wool Sweater',
      imageUrl: image('sweater'),
      tags: [],
      variants: [
        { variantId: 'v-100-s', title: 'Oat / S', priceMinor: 8900, available: true },
        { variantId: 'v-100-m', title: 'Oat / M', priceMinor: 8900, available: true },
        { variantId: 'v-100-l', title: 'Oat / L', priceMinor: 8900, available: true },
      ],
    },
    {
      productId: 'p-200',
      title: 'Canvas Tote Bag',
      imageUrl: image('tote'),
      tags: [],
      variants: [{ variantId: 'v-200', title: 'Natural', priceMinor: 2400, available: true }],
    },
    {
      productId: 'p-400',
      title: 'Linen Throw Blanket',
      imageUrl: image('blanket'),
      tags: [],
      variants: [{ variantId: 'v-400', title: 'Sage', priceMinor: 6500, available: true }],
    },
    {
      productId: 'p-500',
      title: 'Wireless Headphones',
      imageUrl: image('headphones'),
      tags: [],
      variants: [{ variantId: 'v-500', title: 'Black', priceMinor: 12_900, available: true }],
    },
    {
      productId: 'p-600',
      title: 'Espresso Cups (set of 2)',
      imageUrl: image('espresso'),
      tags: ['final-sale'],
      variants: [{ variantId: 'v-600', title: 'White', priceMinor: 1800, available: true }],
    },
  ],
};

const item = (
  id: string,
  productId: string,
  variantId: string,
  title: string,
  variantTitle: string,
  price: number,
  picture: string,
  quantity = 1,
) => ({
  id,
  productId,
  variantId,
  title,
  variantTitle,
  imageUrl: image(picture),
  quantity,
  price,
});

const sweater = item('li-sweater', 'p-100', 'v-100-m', 'Merino Wool Sweater', 'Oat / M', 8900, 'sweater');
const tote = item('li-tote', 'p-200', 'v-200', 'Canvas Tote Bag', 'Natural', 2400, 'tote', 2);
const blanket = item('li-blanket', 'p-400', 'v-400', 'Linen Throw Blanket', 'Sage', 6500, 'blanket');
const pourOver = item(
  'li-pour-over',
  'p-300',
  'v-300',
  'Ceramic Pour-Over Set',
  'Matte white',
  4500,
  'pour-over',
);
const cups = item('li-espresso', 'p-600', 'v-600', 'Espresso Cups (set of 2)', 'White', 1800, 'espresso');

interface ReturnScenario extends DemoOrder {
  /** Makes the return once the order exists (skipped when the order already has returns). */
  make?(
    services: Services,
    session: ShopperSession,
    items: Record<string, string>,
    merchantId: string,
  ): Promise<void>;
}

function order(today: Date, items: MerchantOrder['items'], assured = false): MerchantOrder {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  return {
    email: 'shopper@example.com',
    firstName: 'Alex',
    lastName: 'Rivera',
    currency: 'USD',
    country: 'US',
    placedAt: at(-8),
    items,
    fulfillments: [
      {
        id: 'ful-1',
        status: 'delivered',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: null,
        shippedAt: at(-6),
        deliveredAt: at(-3),
        items: items.map((line) => ({ itemId: line.id, quantity: line.quantity })),
      },
    ],
    // Sign-in needs a protection on the order: shipping protection, or Return Assurance.
    policies: [
      {
        id: assured ? 'pol-ra' : 'pol-sp',
        productCode: assured ? 'return_assurance' : 'shipping_protection',
        status: 'active',
        sumInsured: assured ? 3000 : items.reduce((sum, line) => sum + line.price * line.quantity, 0),
        startsAt: at(-8),
        endsAt: at(30),
        itemIds: items.map((line) => line.id),
      },
    ],
  };
}

type Line = {
  item: string;
  resolution: 'original_payment' | 'store_credit' | 'anything' | 'same_price_variant';
  exchange?: { productId: string; variantId: string; quantity: number };
  quantity?: number;
  reason?: string;
  note?: string;
};

async function submit(
  services: Services,
  session: ShopperSession,
  items: Record<string, string>,
  method: 'prepaid_label' | 'qr_drop_off' | 'ship_yourself' | 'in_store' | 'merchant_label',
  lines: Line[],
) {
  return services.returns.submit(session, {
    requestId: randomUUID(),
    method,
    items: lines.map((line) => ({
      itemId: items[line.item] as string,
      quantity: line.quantity ?? 1,
      reason: line.reason ?? 'changed_mind',
      note: line.note ?? null,
      attachments: [],
      resolution: line.resolution,
      ...(line.exchange ? { exchange: line.exchange } : {}),
    })),
  });
}

export function returnScenarios(today: Date): ReturnScenario[] {
  return [
    {
      orderName: '#1020',
      shows:
        'returns: two items back with a prepaid label (PDF with QR code and barcode); the espresso cups are final sale and refused with their reason',
      order: order(today, [sweater, tote, cups]),
    },
    {
      orderName: '#1021',
      shows: 'returns: exchange the sweater for another size, shipped at once (instant exchange)',
      order: order(today, [sweater]),
    },
    {
      orderName: '#1022',
      shows: 'returns: exchange the tote for another product (the headphones) and pay the difference',
      order: order(today, [tote]),
    },
    {
      orderName: '#1023',
      shows: 'returns: store credit with a 10% bonus, or drop off with a QR code, or bring it to a store',
      order: order(today, [blanket]),
    },
    {
      orderName: '#1024',
      shows: 'returns: keep-the-item refund (reason "Arrived too late" on the tote: no need to send it back)',
      order: order(today, [tote]),
    },
    {
      orderName: '#1025',
      shows: 'returns: Return Assurance pays the return label (rsi method, "assured label")',
      order: order(today, [blanket], true),
    },
    {
      orderName: '#1026',
      shows: 'returns: a return received by the store and refunded (completed, the refund on its page)',
      order: order(today, [sweater, blanket]),
      async make(services, session, items, merchantId) {
        const opened = await submit(services, session, items, 'prepaid_label', [
          { item: 'li-sweater', resolution: 'original_payment' },
          { item: 'li-blanket', resolution: 'store_credit' },
        ]);
        const run = (command: Parameters<Services['returns']['merchant']['command']>[2]) =>
          services.returns.merchant.command(merchantId, opened.returnId, command, randomUUID());
        await run({
          type: 'receiveItems',
          items: [
            { itemId: items['li-sweater'] as string, quantity: 1, condition: 'as_new' },
            { itemId: items['li-blanket'] as string, quantity: 1, condition: 'used' },
          ],
        });
        await run({ type: 'refund', items: [{ itemId: items['li-sweater'] as string, quantity: 1 }] });
        await run({ type: 'issueCredit', items: [{ itemId: items['li-blanket'] as string, quantity: 1 }] });
      },
    },
    {
      orderName: '#1027',
      shows: 'returns: a return on its way back with a QR drop-off code, waiting for the store',
      order: order(today, [blanket]),
      async make(services, session, items) {
        await submit(services, session, items, 'qr_drop_off', [
          { item: 'li-blanket', resolution: 'original_payment' },
        ]);
      },
    },
    {
      orderName: '#1028',
      shows: 'returns: ship it yourself, the tracking number still to add on the return page',
      order: order(today, [sweater]),
      async make(services, session, items) {
        await submit(services, session, items, 'ship_yourself', [
          { item: 'li-sweater', resolution: 'original_payment' },
        ]);
      },
    },
    {
      orderName: '#1060',
      shows:
        "returns: an exchange of the sweater for the headphones that owes $40.00: 'Pay the difference' on the return's page opens the checkout (the built-in sandbox: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined); the exchange ships once it is paid",
      order: order(today, [sweater]),
      async make(services, session, items) {
        await submit(services, session, items, 'prepaid_label', [
          {
            item: 'li-sweater',
            resolution: 'anything',
            exchange: { productId: 'p-500', variantId: 'v-500', quantity: 1 },
          },
        ]);
      },
    },
    {
      orderName: '#1061',
      shows:
        'returns: an instant exchange: the sweater in size L shipped before the M is back; the return waits for the M (to return, the exchange already shipped)',
      order: order(today, [sweater]),
      async make(services, session, items, merchantId) {
        const opened = await submit(services, session, items, 'prepaid_label', [
          {
            item: 'li-sweater',
            resolution: 'same_price_variant',
            exchange: { productId: 'p-100', variantId: 'v-100-l', quantity: 1 },
          },
        ]);
        await services.returns.merchant.command(
          merchantId,
          opened.returnId,
          { type: 'shipExchange', items: [{ itemId: items['li-sweater'] as string, quantity: 1 }] },
          randomUUID(),
        );
      },
    },
    {
      orderName: '#1062',
      shows:
        'returns: an in-store return: bring the blanket to a store with the return number (no label to print)',
      order: order(today, [blanket]),
      async make(services, session, items) {
        await submit(services, session, items, 'in_store', [
          { item: 'li-blanket', resolution: 'original_payment' },
        ]);
      },
    },
    {
      orderName: '#1067',
      shows:
        "returns: the store's own label: the pour-over set's return approved, the store sends its label (nothing to print from the portal); add the parcel's tracking number on the return's page",
      order: order(today, [pourOver]),
      async make(services, session, items) {
        await submit(services, session, items, 'merchant_label', [
          { item: 'li-pour-over', resolution: 'original_payment' },
        ]);
      },
    },
    {
      orderName: '#1063',
      shows:
        'returns: a partial receipt: two totes sent back, the store received one and refunded it ($24.00 of $48.00); the other is still awaited',
      order: order(today, [tote]),
      async make(services, session, items, merchantId) {
        const opened = await submit(services, session, items, 'prepaid_label', [
          { item: 'li-tote', resolution: 'original_payment', quantity: 2 },
        ]);
        const tote = items['li-tote'] as string;
        const run = (command: Parameters<Services['returns']['merchant']['command']>[2]) =>
          services.returns.merchant.command(merchantId, opened.returnId, command, randomUUID());
        await run({ type: 'receiveItems', items: [{ itemId: tote, quantity: 1, condition: 'as_new' }] });
        await run({ type: 'refund', items: [{ itemId: tote, quantity: 1 }] });
      },
    },
    {
      orderName: '#1064',
      shows:
        "returns: an exchange's balance paid at the checkout and recorded at once by the provider's own notice (the sandbox page's, as Stripe's webhook POST /webhooks/payments/stripe does with STRIPE_WEBHOOK_SECRET), without the shopper coming back: the return shows $40.00 paid and the exchange can ship",
      order: order(today, [sweater]),
      async make(services, session, items) {
        const opened = await submit(services, session, items, 'prepaid_label', [
          {
            item: 'li-sweater',
            resolution: 'anything',
            exchange: { productId: 'p-500', variantId: 'v-500', quantity: 1 },
          },
        ]);
        const paying = await services.returns.payBalance(session, {
          returnId: opened.returnId,
          requestId: randomUUID(),
        });
        const token = paying.payment?.checkoutUrl?.split('/').pop();
        // The shopper pays on the checkout page and closes the tab.
        if (token) await services.sandboxCheckout.pay(token, '4242 4242 4242 4242');
      },
    },
    {
      orderName: '#1065',
      shows:
        "returns: a refund the store platform refused (as Shopify does for an order it does not know), shown to the merchant with its reason in GET /returns/{return} storeActions and `npm run merchant -- return`; 'retry now' (POST /returns/{return}/store-actions/{action}/retry, `return-store-action-retry`) queues it again once",
      order: order(today, [blanket]),
      async make(services, session, items, merchantId) {
        const opened = await submit(services, session, items, 'ship_yourself', [
          { item: 'li-blanket', resolution: 'original_payment' },
        ]);
        const blanket = items['li-blanket'] as string;
        const run = (command: Parameters<Services['returns']['merchant']['command']>[2]) =>
          services.returns.merchant.command(merchantId, opened.returnId, command, randomUUID());
        await run({ type: 'receiveItems', items: [{ itemId: blanket, quantity: 1, condition: 'as_new' }] });
        await run({ type: 'refund', items: [{ itemId: blanket, quantity: 1 }] });
        // The built-in platform refuses nothing: the refusal a real platform answers is recorded here.
        await services.returns.demo.refuseStoreActions(
          opened.returnId,
          'order_not_found: no Shopify order named #1065',
        );
      },
    },
    {
      orderName: '#1029',
      shows: "returns: a return the store rejected, with the store's reason",
      order: order(today, [tote]),
      async make(services, session, items, merchantId) {
        const opened = await submit(services, session, items, 'ship_yourself', [
          {
            item: 'li-tote',
            resolution: 'original_payment',
            quantity: 2,
            reason: 'other',
            note: 'I bought two by mistake and used one for a picnic.',
          },
        ]);
        await services.returns.merchant.command(
          merchantId,
          opened.returnId,
          { type: 'reject', reason: 'The bags were used; we cannot take them back.' },
          randomUUID(),
        );
      },
    },
  ];
}
