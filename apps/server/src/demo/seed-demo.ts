// Seeds the demo through the same use-cases a merchant would use, so the demo is a real journey.
// Idempotent: a restart the same day changes nothing; claims and sessions survive restarts.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { MerchantRow } from '../modules/merchants/repository';
import type { Services } from '../services';
import { assistantScenarios, seedAssistant } from './demo-assistant';
import { claimScenarios } from './demo-claims';
import { type DemoOrder, demoOrders, lumenOrders } from './demo-orders';
import { HUB_LINK_ORDER, hubScenarios, hubSignedLink, seedHub } from './demo-orders-hub';
import { returnTrackingScenarios, seedReturnTracking } from './demo-return-tracking';
import { DEMO_EXCHANGE_CATALOG, DEMO_RETURN_POLICY, returnScenarios } from './demo-returns';
import { seedTracking, trackingScenarios } from './demo-tracking';
import { withdrawalScenarios } from './demo-withdrawals';

export const DEMO_SHOP = 'demo';
export const SECOND_DEMO_SHOP = 'lumen';

export interface DemoSummary {
  shop: string;
  name: string;
  loginUrl: string;
  /** `link`: a sign-in link to print instead of the prefilled one (the hub's signed link). */
  orders: { orderName: string; email: string; shows: string; link?: string }[];
}

type Branding = Parameters<Services['merchants']['updateBranding']>[1];

async function ensureMerchant(services: Services, shop: string, name: string): Promise<MerchantRow> {
  const existing = await services.merchants.findByShop(shop);
  if (existing) return existing;
  const created = await services.merchants.createMerchant({ shop, name });
  const merchant = await services.merchants.findById(created.merchantId);
  if (!merchant) throw new Error(`demo merchant ${shop} missing after creation`);
  return merchant;
}

const NORTHWIND: Branding = {
  name: 'Northwind Outfitters',
  platform: 'shopify',
  supportEmail: 'help@northwind.example',
  helpCenterUrl: 'https://help.northwind.example',
  shopDomain: 'northwind-outfitters.myshopify.com',
  returnConfig: {
    logo: '/demo/brands/northwind.svg',
    favicon: '/demo/brands/northwind-favicon.svg',
    background: '/demo/brands/northwind-background.svg',
    loginAlignment: 'left',
    removePoweredBy: false,
    fontFamily: 'Lora, Georgia, serif',
    customStyleConfig: {
      primaryButtonBackground: '#1f4d3a',
      primaryButtonText: '#ffffff',
      secondaryButtonText: '#1f4d3a',
      accentColor: '#1f6f4f',
    },
  },
  // Orders above $1,000 need the verification e-mail; 17track orders still route to the legacy site.
  settings: {
    enableNewRc: false,
    loginType: 'rc4',
    theme: 'black',
    emailVerification: 'high-value',
    verificationThresholdMinor: 100_000,
    legacyRouter: true,
    // The home screen's app banner on iOS devices (issue 13).
    iosApp: {
      name: 'Northwind Outfitters',
      url: 'https://apps.apple.com/app/northwind-outfitters/id1234567890',
      iconUrl: '/demo/brands/northwind-favicon.svg',
      subtitle: 'Track orders and shop new arrivals',
    },
    // Issue 15: the EU withdrawal function in the EU and EEA, and e-mails from the store's own sender.
    withdrawal: { enabled: true },
    emails: { senderName: 'Northwind Outfitters Care', senderAddress: 'care@northwind.example' },
    // Where returned parcels go: the recipient on the built-in return label (decision 053).
    returnAddress: {
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
  },
};

const LUMEN: Branding = {
  name: 'Lumen Audio',
  platform: 'woocommerce',
  supportEmail: 'care@lumen-audio.example',
  helpCenterUrl: 'https://care.lumen-audio.example',
  shopDomain: 'lumen-audio.example',
  returnConfig: {
    logo: '/demo/brands/lumen.svg',
    favicon: '/demo/brands/lumen-favicon.svg',
    background: '/demo/brands/lumen-background.svg',
    loginAlignment: 'right',
    removePoweredBy: true,
    fontFamily: '"DM Sans", sans-serif',
    customStyleConfig: {
      primaryButtonBackground: '#5b21b6',
      primaryButtonText: '#ffffff',
      secondaryButtonText: '#5b21b6',
      accentColor: '#6d28d9',
      pageBackground: '#f6f3ff',
    },
  },
  // The simple rc3 sign-in (language selector on the page), which a WooCommerce store may use.
  settings: {
    enableNewRc: true,
    loginType: 'rc3',
    theme: 'blue',
    emailVerification: 'off',
    // Lumen's order numbers look like LA-2001: the sign-in field's example says so (issue 13).
    orderNumberHint: 'LA-2001',
    returnAddress: {
      name: 'Retouren',
      company: 'Lumen Audio GmbH',
      line1: 'Lagerstraße 12',
      line2: null,
      city: 'Hamburg',
      region: null,
      postalCode: '20457',
      country: 'DE',
      phone: null,
    },
  },
  // A merchant's own words on top of the common translations (spec 7 "Translations").
  translations: {
    'en-US': {
      'login.title': 'Lumen Care',
      'login.intro': 'Sign in with your Lumen order number and e-mail to get help.',
    },
    'de-DE': {
      'login.title': 'Lumen Care',
      'login.intro': 'Melden Sie sich mit Ihrer Lumen-Bestellnummer und E-Mail an.',
    },
  },
};

/**
 * Where a demo order went, so its return label names a real sender (decision 053): a street in the
 * order's country, under the shopper's name.
 */
function demoShippingAddress(order: DemoOrder['order']): NonNullable<DemoOrder['order']['shippingAddress']> {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ') || 'Demo Shopper';
  const local = DEMO_STREETS[order.country ?? 'US'] ?? DEMO_STREETS.US;
  return { name, company: null, line2: null, phone: null, ...local } as NonNullable<
    DemoOrder['order']['shippingAddress']
  >;
}

const DEMO_STREETS: Record<
  string,
  { line1: string; city: string; region: string | null; postalCode: string; country: string }
> = {
  US: {
    line1: '742 Evergreen Terrace',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62704',
    country: 'US',
  },
  DE: { line1: 'Kastanienallee 7', city: 'Berlin', region: null, postalCode: '10435', country: 'DE' },
  FR: { line1: '18 rue des Lilas', city: 'Lyon', region: null, postalCode: '69003', country: 'FR' },
  PL: { line1: 'ul. Długa 21', city: 'Gdańsk', region: null, postalCode: '80-827', country: 'PL' },
  NL: { line1: 'Prinsengracht 101', city: 'Amsterdam', region: null, postalCode: '1015 DR', country: 'NL' },
  GB: { line1: '10 Market Street', city: 'Leeds', region: null, postalCode: 'LS1 6DT', country: 'GB' },
};

async function seedStore(services: Services, shop: string, branding: Branding, orders: DemoOrder[]) {
  const merchant = await ensureMerchant(services, shop, branding.name ?? shop);
  await services.merchants.updateBranding(merchant.id, branding);
  for (const { orderName, order } of orders) {
    await services.integrations.putOrder(merchant.id, orderName, {
      ...order,
      shippingAddress: order.shippingAddress ?? demoShippingAddress(order),
    });
  }
}

function storeSummary(publicUrl: string, shop: string, branding: Branding, orders: DemoOrder[]): DemoSummary {
  return {
    shop,
    name: branding.name ?? shop,
    loginUrl: `${publicUrl}/${shop}/login`,
    orders: orders.map(({ orderName, order, shows }) => ({ orderName, email: order.email, shows })),
  };
}

export interface SeedDemoOptions {
  /**
   * A file that records what was last seeded (a fingerprint of the day's demo data and the two
   * stores' ids). When it matches, a restart skips the seed's writes (about 60 orders re-put, a
   * quarter of a restart) and only prints the links. A new day, changed demo data or another
   * database (the stores' ids differ) seeds again. Without it, every call seeds (tests).
   */
  markerFile?: string;
}

export async function seedDemo(
  services: Services,
  publicUrl: string,
  now = new Date(),
  options: SeedDemoOptions = {},
): Promise<DemoSummary[]> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const scenarios = claimScenarios(today);
  const returns = returnScenarios(today);
  const tracking = trackingScenarios(today);
  const assistant = assistantScenarios(today);
  const hub = hubScenarios(today);
  const returnTracking = returnTrackingScenarios(today);
  const demoStoreOrders = [
    ...demoOrders(today),
    ...scenarios,
    ...returns,
    ...tracking,
    ...returnTracking,
    ...withdrawalScenarios(today),
    ...assistant,
    ...hub,
  ];
  const lumenStoreOrders = lumenOrders(today);
  // Functions (each scenario's `make`) are not data: JSON leaves them out.
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ today, publicUrl, NORTHWIND, LUMEN, demoStoreOrders, lumenStoreOrders }))
    .digest('hex');
  const marker = options.markerFile;
  if (!(marker && (await seededAlready(services, marker, fingerprint)))) {
    await seedStore(services, DEMO_SHOP, NORTHWIND, demoStoreOrders);
    await seedClaims(services, scenarios);
    await seedReturns(services, returns);
    const demoMerchant = await services.merchants.findByShop(DEMO_SHOP);
    if (demoMerchant) {
      await seedTracking(services, demoMerchant.id, tracking, today);
      await seedAssistant(services, demoMerchant.id, assistant, today);
      await seedReturnTracking(services, demoMerchant.id, returnTracking, today);
      // The orders hub (issue 13): its claims and return, and the signed link that proves the e-mail.
      await seedHub(services, demoMerchant, hub);
    }
    await seedStore(services, SECOND_DEMO_SHOP, LUMEN, lumenStoreOrders);
    if (marker) writeFileSync(marker, JSON.stringify(await seedRecord(services, fingerprint)));
  }
  const demo = storeSummary(publicUrl, DEMO_SHOP, NORTHWIND, demoStoreOrders);
  const demoMerchant = await services.merchants.findByShop(DEMO_SHOP);
  if (demoMerchant) {
    const link = await hubSignedLink(services, demoMerchant, publicUrl);
    demo.orders = demo.orders.map((order) =>
      order.orderName === HUB_LINK_ORDER ? { ...order, link } : order,
    );
  }
  return [demo, storeSummary(publicUrl, SECOND_DEMO_SHOP, LUMEN, lumenStoreOrders)];
}

async function seedRecord(services: Services, fingerprint: string) {
  const [demo, lumen] = await Promise.all([
    services.merchants.findByShop(DEMO_SHOP),
    services.merchants.findByShop(SECOND_DEMO_SHOP),
  ]);
  return { fingerprint, merchantIds: [demo?.id ?? null, lumen?.id ?? null] };
}

async function seededAlready(services: Services, markerFile: string, fingerprint: string): Promise<boolean> {
  if (!existsSync(markerFile)) return false;
  let recorded: unknown;
  try {
    recorded = JSON.parse(readFileSync(markerFile, 'utf8'));
  } catch {
    return false;
  }
  const now = await seedRecord(services, fingerprint);
  return !now.merchantIds.includes(null) && JSON.stringify(recorded) === JSON.stringify(now);
}

/** Makes each scenario's return once: an order that already has returns is left as it is. */
async function seedReturns(services: Services, scenarios: ReturnType<typeof returnScenarios>): Promise<void> {
  const merchant = await services.merchants.findByShop(DEMO_SHOP);
  if (!merchant) return;
  await services.merchants.changeMerchant(merchant.id, (current) => ({
    settings: {
      ...current.settings,
      returnPolicy: DEMO_RETURN_POLICY as Record<string, unknown>,
      exchangeCatalog: DEMO_EXCHANGE_CATALOG,
    },
  }));
  for (const scenario of scenarios) {
    const order = scenario.make
      ? await services.orders.findByName(merchant.id, scenario.orderName)
      : undefined;
    if (!order || !scenario.make) continue;
    const session = {
      tokenHash: '',
      sessionId: randomUUID(),
      merchantId: merchant.id,
      orderId: order.id,
      email: order.email,
      method: 'order-email' as const,
    };
    if ((await services.returns.listReturns(session)).returns.length > 0) continue;
    const coverage = await services.returns.itemsCoverage(session);
    // The demo's item ids are the merchant's (li-…); the session's calls name the portal's.
    const items = Object.fromEntries(
      scenario.order.items.map((line) => [
        line.id,
        coverage.items.find((candidate) => candidate.productId === line.productId)?.itemId ?? '',
      ]),
    );
    const make = scenario.make;
    await services.returnEmails.silently(() => make(services, session, items, merchant.id));
  }
}

/** Makes each scenario's claim once: an order that already has claims is left as the shopper left it. */
async function seedClaims(services: Services, scenarios: ReturnType<typeof claimScenarios>): Promise<void> {
  const merchant = await services.merchants.findByShop(DEMO_SHOP);
  if (!merchant) return;
  for (const scenario of scenarios) {
    const order = await services.orders.findByName(merchant.id, scenario.orderName);
    if (!order) continue;
    const session = {
      tokenHash: '',
      sessionId: randomUUID(),
      merchantId: merchant.id,
      orderId: order.id,
      email: order.email,
      method: 'order-email' as const,
    };
    if ((await services.claims.list(session)).claims.length > 0) continue;
    const policy = (await services.orders.relatedPolicies(session, { check: true })).policyList[0];
    const fulfillment = (await services.orders.protectedItems(session, policy?.policyId)).fulfillments[0];
    if (!policy || !fulfillment) continue;
    await services.claimEmails.silently(() =>
      scenario.make(services, session, {
        policyId: policy.policyId,
        fulfillmentId: fulfillment.fulfillmentId,
        itemIds: fulfillment.items.map((item) => item.itemId),
      }),
    );
  }
}
