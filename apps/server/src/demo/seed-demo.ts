// Seeds the demo through the same use-cases a merchant would use, so the demo is a real journey.
// Idempotent: a restart the same day changes nothing; claims and sessions survive restarts.
import type { Services } from '../app';
import { demoOrders } from './demo-orders';

export const DEMO_SHOP = 'demo';

export interface DemoSummary {
  shop: string;
  orders: { orderName: string; email: string; shows: string }[];
}

export async function seedDemo(
  services: Services,
  publicUrl: string,
  now = new Date(),
): Promise<DemoSummary[]> {
  const merchant =
    (await services.merchants.findByShop(DEMO_SHOP)) ??
    (await services.merchants
      .createMerchant({ shop: DEMO_SHOP, name: 'Northwind Outfitters' })
      .then(({ merchantId }) => services.merchants.findById(merchantId)));
  if (!merchant) throw new Error('demo merchant missing after creation');
  await services.merchants.updateBranding(merchant.id, {
    supportEmail: 'help@northwind.example',
    helpCenterUrl: 'https://help.northwind.example',
    shopDomain: 'northwind-outfitters.myshopify.com',
    returnConfig: {
      logo: '/demo/brands/northwind.svg',
      favicon: '/demo/brands/northwind-favicon.svg',
      background: null,
      loginAlignment: 'left',
      removePoweredBy: false,
      fontFamily: null,
      customStyleConfig: { primaryButtonBackground: '#1f4d3a', primaryButtonText: '#ffffff' },
    },
    settings: { enableNewRc: false, loginType: 'rc4' },
  });

  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const orders = demoOrders(publicUrl, today);
  for (const { orderName, order } of orders) {
    await services.integrations.putOrder(merchant.id, orderName, order);
  }
  return [
    {
      shop: DEMO_SHOP,
      orders: orders.map(({ orderName, order, shows }) => ({ orderName, email: order.email, shows })),
    },
  ];
}
