// The partner-channel registry (spec sections 1 and 2): about 60 marketplaces, platforms and
// brands that send shoppers to the portal, each with its alias (as it appears in the path and in
// the login answer), display name, logo, order-id label, support address and legacy-site flag.

/** The co-branded variants a channel can have; 'parcel-tracking' is the parcel-tracking partner's. */
export type Cobrand = 'parcel-tracking';

export interface Channel {
  /** Lower-case alias, as in `/{channel}/home` and the login answer's `channel`. */
  alias: string;
  name: string;
  /** Path of the logo the web app serves, or null when the channel shows its name as text. */
  logo: string | null;
  /** English label of the order-id field, e.g. 'Swap ID'. */
  orderIdLabel: string;
  /** i18n key of {@link Channel.orderIdLabel}. */
  orderIdLabelKey: string;
  /** Support address shown to this channel's shoppers. */
  supportEmail: string;
  /** True when the channel's shoppers are sent to the legacy resolution site (spec 2 Login). */
  legacySite: boolean;
  cobrand: Cobrand | null;
}

/** Brands whose default support contacts exist (spec 9 "Default support contacts"). */
export type SupportBrand = 'rc' | Cobrand;

/**
 * Default support contacts per brand (spec 9): the customer address is shown to shoppers, the
 * merchant address to merchants. `.example` is a reserved domain: deployments configure their own.
 */
export const DEFAULT_SUPPORT: Readonly<Record<SupportBrand, { customer: string; merchant: string }>> = {
  rc: { customer: 'support@resolution-center.example', merchant: 'merchants@resolution-center.example' },
  'parcel-tracking': {
    customer: 'parcel-support@resolution-center.example',
    merchant: 'parcel-merchants@resolution-center.example',
  },
};

/** The order-id labels channels use (spec 1: "Swap ID, Contract ID, Worry-Free Purchase ID"). */
export const ORDER_ID_LABELS = {
  orderNumber: { label: 'Order number', key: 'orderIdLabel.order_number' },
  swapId: { label: 'Swap ID', key: 'orderIdLabel.swap_id' },
  contractId: { label: 'Contract ID', key: 'orderIdLabel.contract_id' },
  worryFreePurchaseId: { label: 'Worry-Free Purchase ID', key: 'orderIdLabel.worry_free_purchase_id' },
} as const;
export type OrderIdLabelKind = keyof typeof ORDER_ID_LABELS;

interface ChannelSeed {
  alias: string;
  name: string;
  /** false: no logo file; the web shows the name. */
  logo?: false;
  label?: OrderIdLabelKind;
  legacySite?: true;
  cobrand?: Cobrand;
}

const SEEDS: readonly ChannelSeed[] = [
  // Named in the spec.
  { alias: '17track', name: '17TRACK', legacySite: true },
  // The parcel-tracking partner's co-branded variant: the portal itself, with both logos.
  { alias: '17track-cobrand', name: '17TRACK', cobrand: 'parcel-tracking' },
  { alias: 'garmentory', name: 'Garmentory', legacySite: true },
  { alias: 'treet', name: 'Treet', legacySite: true },
  { alias: 'dhgate', name: 'DHgate', label: 'worryFreePurchaseId' },
  { alias: 'zeelool', name: 'Zeelool' },
  { alias: 'costway', name: 'Costway' },
  { alias: 'jeulia', name: 'Jeulia' },
  { alias: 'shopify', name: 'Shopify' },
  { alias: 'shopline', name: 'SHOPLINE' },
  // Channels whose order id is not an order number.
  { alias: 'swap', name: 'Swap', label: 'swapId' },
  { alias: 'warranty-direct', name: 'Warranty Direct', label: 'contractId' },
  // E-commerce platforms.
  { alias: 'woocommerce', name: 'WooCommerce' },
  { alias: 'bigcommerce', name: 'BigCommerce' },
  { alias: 'magento', name: 'Adobe Commerce (Magento)' },
  { alias: 'wix', name: 'Wix' },
  { alias: 'squarespace', name: 'Squarespace' },
  { alias: 'ecwid', name: 'Ecwid' },
  { alias: 'prestashop', name: 'PrestaShop' },
  { alias: 'shopware', name: 'Shopware' },
  { alias: 'opencart', name: 'OpenCart', logo: false },
  { alias: 'salesforce-commerce', name: 'Salesforce Commerce Cloud' },
  { alias: 'shopbase', name: 'ShopBase', logo: false },
  { alias: 'shoplazza', name: 'Shoplazza' },
  { alias: 'shopyy', name: 'SHOPYY', logo: false },
  { alias: 'ueeshop', name: 'Ueeshop', logo: false },
  { alias: 'webflow', name: 'Webflow' },
  { alias: 'lightspeed', name: 'Lightspeed' },
  { alias: 'volusion', name: 'Volusion', logo: false },
  { alias: 'shift4shop', name: 'Shift4Shop', logo: false },
  { alias: 'sellfy', name: 'Sellfy', logo: false },
  { alias: 'weebly', name: 'Weebly', logo: false },
  // Marketplaces.
  { alias: 'amazon', name: 'Amazon' },
  { alias: 'ebay', name: 'eBay' },
  { alias: 'walmart', name: 'Walmart Marketplace' },
  { alias: 'etsy', name: 'Etsy' },
  { alias: 'aliexpress', name: 'AliExpress' },
  { alias: 'temu', name: 'Temu' },
  { alias: 'shein', name: 'SHEIN' },
  { alias: 'wish', name: 'Wish' },
  { alias: 'mercadolibre', name: 'Mercado Libre' },
  { alias: 'rakuten', name: 'Rakuten' },
  { alias: 'allegro', name: 'Allegro' },
  { alias: 'zalando', name: 'Zalando' },
  { alias: 'bol', name: 'bol.com' },
  { alias: 'cdiscount', name: 'Cdiscount' },
  { alias: 'otto', name: 'OTTO' },
  { alias: 'fnac', name: 'Fnac' },
  { alias: 'kaufland', name: 'Kaufland' },
  { alias: 'newegg', name: 'Newegg' },
  { alias: 'wayfair', name: 'Wayfair' },
  { alias: 'tiktok-shop', name: 'TikTok Shop' },
  { alias: 'lazada', name: 'Lazada' },
  { alias: 'shopee', name: 'Shopee' },
  { alias: 'poshmark', name: 'Poshmark' },
  { alias: 'depop', name: 'Depop' },
  { alias: 'vinted', name: 'Vinted' },
  { alias: 'grailed', name: 'Grailed' },
  { alias: 'farfetch', name: 'Farfetch' },
  { alias: 'vestiaire-collective', name: 'Vestiaire Collective' },
];

function channelFromSeed(seed: ChannelSeed): Channel {
  const label = ORDER_ID_LABELS[seed.label ?? 'orderNumber'];
  const cobrand = seed.cobrand ?? null;
  return {
    alias: seed.alias,
    name: seed.name,
    logo: seed.logo === false ? null : `/channels/${seed.alias}.svg`,
    orderIdLabel: label.label,
    orderIdLabelKey: label.key,
    supportEmail: DEFAULT_SUPPORT[cobrand ?? 'rc'].customer,
    legacySite: seed.legacySite ?? false,
    cobrand,
  };
}

/** Every channel we know, in registry order. */
export const CHANNELS: readonly Channel[] = SEEDS.map(channelFromSeed);

const BY_ALIAS = new Map(CHANNELS.map((channel) => [channel.alias, channel]));

/** The channel with this alias (case-insensitive, surrounding spaces ignored), or null. */
export function findChannel(alias: string | null | undefined): Channel | null {
  if (alias == null) return null;
  return BY_ALIAS.get(alias.trim().toLowerCase()) ?? null;
}

/** True when the channel's shoppers use the legacy resolution site (17track, garmentory, treet). */
export function usesLegacySite(alias: string | null | undefined): boolean {
  return findChannel(alias)?.legacySite ?? false;
}

/** The order-id label for a channel; 'Order number' when the channel is unknown or has none. */
export function orderIdLabelFor(alias: string | null | undefined): { label: string; key: string } {
  const channel = findChannel(alias);
  return channel
    ? { label: channel.orderIdLabel, key: channel.orderIdLabelKey }
    : { ...ORDER_ID_LABELS.orderNumber };
}

/** Paths that always redirect to the root (spec 2 "Other routes"). */
export const FIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/dhgate': '/',
  '/treet': '/',
  '/garmentory': '/',
};

const REDIRECT_BY_PATH = new Map(Object.entries(FIXED_REDIRECTS));

/** Where a fixed redirect sends this path (case-insensitive, trailing slash ignored), or null. */
export function fixedRedirect(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return REDIRECT_BY_PATH.get(path) ?? null;
}
