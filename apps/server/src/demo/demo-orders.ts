// The demo's orders (README "Demo data"): each shows one scenario of the spec.
import type { MerchantOrder } from '@rc/contract/merchant/api';

const DAY = 86_400_000;

export interface DemoOrder {
  orderName: string;
  shows: string;
  order: MerchantOrder;
}

/** Dates are relative to the start of today so a restart the same day changes nothing. */
export function demoOrders(today: Date): DemoOrder[] {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  const image = (name: string) => `/demo/products/${name}.svg`;
  const shopper = {
    email: 'shopper@example.com',
    firstName: 'Alex',
    lastName: 'Rivera',
    currency: 'USD',
    country: 'US',
  };
  const policy = (
    id: string,
    productCode: MerchantOrder['policies'][number]['productCode'],
    itemIds: string[],
    extra: Partial<MerchantOrder['policies'][number]> = {},
  ) => ({
    id,
    productCode,
    status: 'active' as const,
    sumInsured: 0,
    startsAt: at(-12),
    endsAt: at(48),
    itemIds,
    ...extra,
  });

  const sweater = {
    id: 'li-sweater',
    productId: 'p-100',
    variantId: 'v-100-m',
    title: 'Merino Wool Sweater',
    variantTitle: 'Oat / M',
    sku: 'MWS-OAT-M',
    imageUrl: image('sweater'),
    quantity: 1,
    price: 8900,
  };
  const tote = {
    id: 'li-tote',
    productId: 'p-200',
    variantId: 'v-200',
    title: 'Canvas Tote Bag',
    variantTitle: 'Natural',
    sku: 'CTB-NAT',
    imageUrl: image('tote'),
    quantity: 2,
    price: 2400,
  };
  const pourOver = {
    id: 'li-pour-over',
    productId: 'p-300',
    variantId: 'v-300',
    title: 'Ceramic Pour-Over Set',
    variantTitle: 'Matte white',
    sku: 'CPO-WHT',
    imageUrl: image('pour-over'),
    quantity: 1,
    price: 4500,
  };
  const blanket = {
    id: 'li-blanket',
    productId: 'p-400',
    variantId: 'v-400',
    title: 'Linen Throw Blanket',
    variantTitle: 'Sage',
    sku: 'LTB-SGE',
    imageUrl: image('blanket'),
    quantity: 1,
    price: 6500,
  };
  const espresso = {
    id: 'li-espresso',
    productId: 'p-600',
    variantId: 'v-600',
    title: 'Dual Boiler Espresso Machine',
    variantTitle: 'Brushed steel',
    sku: 'DBE-STL',
    imageUrl: image('espresso'),
    quantity: 1,
    price: 129900,
  };
  const headphones = {
    id: 'li-headphones',
    productId: 'p-500',
    variantId: 'v-500',
    title: 'Wireless Headphones',
    variantTitle: 'Graphite',
    sku: 'WH-GRP',
    imageUrl: image('headphones'),
    quantity: 1,
    price: 12900,
  };

  const delivered = (
    id: string,
    itemIds: [string, number][],
    carrier = 'UPS',
    tracking = '1Z999AA10123456784',
  ) => ({
    id,
    status: 'delivered' as const,
    carrier,
    trackingNumber: tracking,
    trackingUrl: null,
    shippedAt: at(-9),
    deliveredAt: at(-6),
    items: itemIds.map(([itemId, quantity]) => ({ itemId, quantity })),
  });

  const sumOf = (items: { price: number; quantity: number }[]) =>
    items.reduce((sum, item) => sum + item.price * item.quantity, 0);

  const order1001Items = [sweater, tote, pourOver, blanket];
  return [
    {
      orderName: '#1001',
      shows:
        'shipping protection active; two fulfillments (one delivered, one in transit) and one unfulfilled item; total over 50',
      order: {
        ...shopper,
        shippingPrice: 995,
        placedAt: at(-12),
        items: order1001Items,
        fulfillments: [
          delivered('ful-1001-a', [
            ['li-sweater', 1],
            ['li-tote', 2],
          ]),
          {
            id: 'ful-1001-b',
            status: 'in_transit',
            carrier: 'USPS',
            trackingNumber: '9400111899223100012345',
            trackingUrl: null,
            shippedAt: at(-3),
            deliveredAt: null,
            items: [{ itemId: 'li-pour-over', quantity: 1 }],
          },
        ],
        policies: [
          policy(
            'pol-1001',
            'shipping_protection',
            order1001Items.map((item) => item.id),
            { sumInsured: sumOf(order1001Items) },
          ),
        ],
      },
    },
    {
      orderName: '#1002',
      shows: 'protection expired: code 2000002',
      order: {
        ...shopper,
        placedAt: at(-120),
        items: [sweater],
        fulfillments: [delivered('ful-1002', [['li-sweater', 1]])],
        policies: [
          policy('pol-1002', 'shipping_protection', ['li-sweater'], {
            status: 'expired',
            sumInsured: 8900,
            startsAt: at(-120),
            endsAt: at(-30),
          }),
        ],
      },
    },
    {
      orderName: '#1003',
      shows: 'protection canceled: code 2000003',
      order: {
        ...shopper,
        placedAt: at(-5),
        items: [tote],
        fulfillments: [],
        policies: [
          policy('pol-1003', 'shipping_protection', ['li-tote'], { status: 'canceled', sumInsured: 4800 }),
        ],
      },
    },
    {
      orderName: '#1004',
      shows: 'no covered items: code 200006',
      order: {
        ...shopper,
        placedAt: at(-4),
        items: [pourOver],
        fulfillments: [],
        policies: [policy('pol-1004', 'shipping_protection', [], { sumInsured: 0 })],
      },
    },
    {
      orderName: '#1005',
      shows: 'return assurance, items eligible for return',
      order: {
        ...shopper,
        placedAt: at(-10),
        items: [sweater, blanket],
        fulfillments: [
          delivered(
            'ful-1005',
            [
              ['li-sweater', 1],
              ['li-blanket', 1],
            ],
            'FedEx',
            '794698312345',
          ),
        ],
        policies: [
          policy('pol-1005', 'return_assurance', ['li-sweater', 'li-blanket'], {
            sumInsured: 15400,
            endsAt: at(20),
          }),
        ],
      },
    },
    {
      orderName: '#1006',
      shows: 'extended warranty ("Product Protection")',
      order: {
        ...shopper,
        placedAt: at(-40),
        items: [headphones],
        fulfillments: [delivered('ful-1006', [['li-headphones', 1]], 'DHL', 'JD014600006281234567')],
        policies: [
          policy('pol-1006', 'extended_warranty', ['li-headphones'], {
            sumInsured: 12900,
            startsAt: at(-40),
            endsAt: at(690),
          }),
        ],
      },
    },
    {
      orderName: '#1007',
      shows:
        'high-value order: sign-in needs the verification e-mail (200052), its link signs in once within 10 minutes',
      order: {
        ...shopper,
        placedAt: at(-6),
        items: [espresso],
        fulfillments: [delivered('ful-1007', [['li-espresso', 1]], 'UPS', '1Z999AA10123450007')],
        policies: [policy('pol-1007', 'shipping_protection', ['li-espresso'], { sumInsured: 129900 })],
      },
    },
    {
      orderName: '#1008',
      shows: '17track platform order: sv_router answers old, the shopper goes to the legacy site',
      order: {
        ...shopper,
        platform: '17track',
        placedAt: at(-8),
        items: [tote],
        fulfillments: [delivered('ful-1008', [['li-tote', 2]], 'DHL', 'JD014600006280001008')],
        policies: [policy('pol-1008', 'shipping_protection', ['li-tote'], { sumInsured: 4800 })],
      },
    },
    {
      orderName: '#1009',
      shows: "every package's coverage canceled by the merchant: warning 200020",
      order: {
        ...shopper,
        placedAt: at(-7),
        items: [pourOver],
        fulfillments: [{ ...delivered('ful-1009', [['li-pour-over', 1]]), coverageCanceled: true }],
        policies: [policy('pol-1009', 'shipping_protection', ['li-pour-over'], { sumInsured: 4500 })],
      },
    },
    {
      orderName: '#1010',
      shows: 'garmentory channel order: the shopper goes to the legacy site',
      order: {
        ...shopper,
        channel: 'garmentory',
        placedAt: at(-9),
        items: [sweater],
        fulfillments: [delivered('ful-1010', [['li-sweater', 1]])],
        policies: [policy('pol-1010', 'shipping_protection', ['li-sweater'], { sumInsured: 8900 })],
      },
    },
    {
      orderName: '#1011',
      shows: 'DHgate channel order: co-branded with DHgate, order id labelled "Worry-Free Purchase ID"',
      order: {
        ...shopper,
        channel: 'dhgate',
        placedAt: at(-11),
        items: [blanket],
        fulfillments: [delivered('ful-1011', [['li-blanket', 1]], 'USPS', '9400111899223100011011')],
        policies: [policy('pol-1011', 'shipping_protection', ['li-blanket'], { sumInsured: 6500 })],
      },
    },
  ];
}

/** The second demo store: a different brand, the redesigned interface, right-aligned sign-in. */
export function lumenOrders(today: Date): DemoOrder[] {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  const image = (name: string) => `/demo/products/${name}.svg`;
  const speaker = {
    id: 'lu-speaker',
    productId: 'lp-1',
    variantId: 'lv-1',
    title: 'Arc Bookshelf Speaker',
    variantTitle: 'Pair, walnut',
    sku: 'ARC-WAL',
    imageUrl: image('speaker'),
    quantity: 1,
    price: 34900,
  };
  const cable = {
    id: 'lu-cable',
    productId: 'lp-2',
    variantId: 'lv-2',
    title: 'Braided Speaker Cable',
    variantTitle: '3 m',
    sku: 'CBL-3M',
    imageUrl: image('cable'),
    quantity: 2,
    price: 1900,
  };
  return [
    {
      orderName: 'LA-2001',
      shows:
        'a second brand (Lumen Audio): redesigned interface, right-aligned sign-in, its own translations',
      order: {
        email: 'listener@example.com',
        firstName: 'Sam',
        lastName: 'Okafor',
        currency: 'EUR',
        country: 'DE',
        placedAt: at(-5),
        items: [speaker, cable],
        fulfillments: [
          {
            id: 'lu-ful-1',
            status: 'in_transit',
            carrier: 'DHL',
            trackingNumber: '00340434161234567890',
            trackingUrl: null,
            shippedAt: at(-2),
            deliveredAt: null,
            items: [
              { itemId: 'lu-speaker', quantity: 1 },
              { itemId: 'lu-cable', quantity: 2 },
            ],
          },
        ],
        policies: [
          {
            id: 'lu-pol-1',
            productCode: 'shipping_protection',
            status: 'active',
            sumInsured: 38700,
            startsAt: at(-5),
            endsAt: at(55),
            itemIds: ['lu-speaker', 'lu-cable'],
          },
        ],
      },
    },
  ];
}
