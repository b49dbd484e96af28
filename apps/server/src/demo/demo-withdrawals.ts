// The demo's orders for the EU withdrawal function (issue 15): #1080 delivered to Germany three
// days ago, within its 14 days ("Withdraw from contract here" on home); #1081 delivered to France a
// month ago, its period ended. The demo store offers the function in the EU and EEA and sends its
// e-mails as "Northwind Outfitters Care" (from care@northwind.example where that domain is verified:
// MAIL_VERIFIED_DOMAINS=northwind.example).
import type { DemoOrder } from './demo-orders';

const DAY = 86_400_000;

export function withdrawalScenarios(today: Date): DemoOrder[] {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  const image = (name: string) => `/demo/products/${name}.svg`;
  const order = (country: string, deliveredDaysAgo: number) => {
    const items = [
      {
        id: 'li-jacket',
        productId: 'p-800',
        variantId: 'v-800-m',
        title: 'Rain Jacket',
        variantTitle: 'Navy / M',
        imageUrl: image('sweater'),
        quantity: 1,
        price: 12900,
      },
      {
        id: 'li-socks',
        productId: 'p-810',
        variantId: 'v-810',
        title: 'Hiking Socks',
        variantTitle: '3 pairs',
        imageUrl: image('tote'),
        quantity: 2,
        price: 1500,
      },
    ];
    return {
      email: 'shopper@example.com',
      firstName: 'Alex',
      lastName: 'Rivera',
      currency: 'EUR',
      country,
      shippingPrice: 495,
      placedAt: at(-deliveredDaysAgo - 4),
      items,
      fulfillments: [
        {
          id: `ful-${country}-${deliveredDaysAgo}`,
          status: 'delivered' as const,
          carrier: 'DHL',
          trackingNumber: `JD01460000${deliveredDaysAgo}${country}`,
          trackingUrl: null,
          shippedAt: at(-deliveredDaysAgo - 2),
          deliveredAt: at(-deliveredDaysAgo),
          items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
        },
      ],
      // Shipping protection, so the order signs in like the others (its coverage is not the point here).
      policies: [
        {
          id: `pol-${country}-${deliveredDaysAgo}`,
          productCode: 'shipping_protection' as const,
          status: 'active' as const,
          sumInsured: 15_900,
          startsAt: at(-deliveredDaysAgo - 4),
          endsAt: at(60),
          itemIds: items.map((item) => item.id),
        },
      ],
    };
  };
  return [
    {
      orderName: '#1080',
      shows:
        "EU withdrawal: delivered to Germany 3 days ago, within its 14 days; 'Withdraw from contract here' on home, the acknowledgement e-mailed from the store's sender",
      order: order('DE', 3),
    },
    {
      orderName: '#1081',
      shows:
        'EU withdrawal: delivered to France a month ago, the withdrawal period has ended (open /demo/withdraw)',
      order: order('FR', 30),
    },
  ];
}
