// The assistant's demo orders (issue 14, #1050-#1059), each a journey to finish in the chat at
// /demo/chat (chat mode is on for the demo store): a damage claim with a photo (#1050, and #1051 for
// a second language), "where is my package?" (#1052, #1058), a return (#1053, #1054: the first
// reason, sub-reason, resolution and method offered are accepted), a hand-over to a person (#1055),
// an approved claim to get paid (#1056), a claim and a return to ask the status of (#1057), and a
// conversation already started to resume (#1059). Claims, returns and the conversation are made
// through the same use-cases a shopper uses, once: an order that has them is left as it is.
import { randomUUID } from 'node:crypto';
import type { MerchantOrder } from '@rc/contract/merchant/api';
import type { ShopperSession } from '../gateway/register-call';
import type { Services } from '../services';
import type { DemoOrder } from './demo-orders';
import { seedTracking } from './demo-tracking';

const DAY = 86_400_000;

type TrackingScenario = Parameters<typeof seedTracking>[2][number];
type Scan = TrackingScenario['scans'][number];

interface Line {
  id: string;
  productId: string;
  title: string;
  variantTitle: string;
  price: number;
  image: string;
}

export interface AssistantScenario extends DemoOrder {
  /** Checkpoints of the order's package, for the tracking questions. */
  scans?: Scan[];
  estimateDays?: number;
  /** Makes what the journey starts from (a claim, a return, a conversation), once. */
  make?(services: Services, session: ShopperSession, itemIds: Record<string, string>): Promise<void>;
}

const mug: Line = {
  id: 'li-mug',
  productId: 'p-1050',
  title: 'Stoneware Mug',
  variantTitle: 'Sand',
  price: 3200,
  image: 'pour-over',
};
const vase: Line = {
  id: 'li-vase',
  productId: 'p-1051',
  title: 'Glass Vase',
  variantTitle: 'Clear',
  price: 4500,
  image: 'pour-over',
};
const sweater: Line = {
  id: 'li-sweater',
  productId: 'p-100',
  title: 'Merino Wool Sweater',
  variantTitle: 'Oat / M',
  price: 8900,
  image: 'sweater',
};
const headphones: Line = {
  id: 'li-headphones',
  productId: 'p-500',
  title: 'Wireless Headphones',
  variantTitle: 'Black',
  price: 12_900,
  image: 'headphones',
};
const backpack: Line = {
  id: 'li-backpack',
  productId: 'p-1057',
  title: 'Trail Backpack',
  variantTitle: 'Forest',
  price: 11_900,
  image: 'tote',
};
const blanket: Line = {
  id: 'li-blanket',
  productId: 'p-400',
  title: 'Linen Throw Blanket',
  variantTitle: 'Sage',
  price: 6500,
  image: 'blanket',
};

/** An order of the demo shopper with one package (delivered three days ago, or on its way). */
function orderOf(
  today: Date,
  key: string,
  lines: Line[],
  status: 'delivered' | 'in_transit',
  carrier = 'UPS',
): MerchantOrder {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  return {
    email: 'shopper@example.com',
    firstName: 'Alex',
    lastName: 'Rivera',
    currency: 'USD',
    country: 'US',
    placedAt: at(-9),
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: `${line.productId}-v`,
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: 1,
      price: line.price,
      imageUrl: `/demo/products/${line.image}.svg`,
    })),
    fulfillments: [
      {
        id: `ful-${key}`,
        status,
        carrier,
        trackingNumber: `1Z999AA1${key}0784`,
        trackingUrl: null,
        shippedAt: at(-7),
        deliveredAt: status === 'delivered' ? at(-3) : null,
        items: lines.map((line) => ({ itemId: line.id, quantity: 1 })),
      },
    ],
    policies: [
      {
        id: `pol-${key}`,
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: lines.reduce((sum, line) => sum + line.price, 0),
        startsAt: at(-9),
        endsAt: at(50),
        itemIds: lines.map((line) => line.id),
      },
    ],
  };
}

/** A package's way so far: picked up a few days ago, last seen at a sort facility yesterday. */
function onItsWay(): Scan[] {
  return [
    {
      status: 'info_received',
      days: -6.5,
      offset: -5,
      location: 'Louisville, KY',
      message: 'Shipping label created',
    },
    {
      status: 'in_transit',
      days: -6,
      offset: -5,
      location: 'Louisville, KY',
      message: 'Picked up by the carrier',
    },
    {
      status: 'in_transit',
      days: -4.6,
      offset: -6,
      location: 'Memphis, TN',
      message: 'Arrived at sort facility',
    },
    {
      status: 'in_transit',
      days: -1.2,
      offset: -6,
      location: 'Dallas, TX',
      message: 'In transit to the destination',
    },
  ];
}

/** The first reportable policy and its package, as the claim pages start. */
async function claimStart(services: Services, session: ShopperSession) {
  const policy = (await services.orders.relatedPolicies(session, { check: true })).policyList[0];
  const fulfillment = policy
    ? (await services.orders.protectedItems(session, policy.policyId)).fulfillments[0]
    : undefined;
  if (!policy || !fulfillment) throw new Error(`demo ${session.orderId}: no policy or package to claim`);
  return { policyId: policy.policyId, fulfillmentId: fulfillment.fulfillmentId };
}

export function assistantScenarios(today: Date): AssistantScenario[] {
  return [
    {
      orderName: '#1050',
      shows: 'assistant: a damage claim with a photo filed in the chat (/demo/chat, "Report a problem")',
      order: orderOf(today, '1050', [mug], 'delivered'),
    },
    {
      orderName: '#1051',
      shows: 'assistant: the same damage claim, for a second language (sign in with ?to=claim)',
      order: orderOf(today, '1051', [vase], 'delivered'),
    },
    {
      orderName: '#1052',
      shows: 'assistant: type "where is my package?" (on its way with UPS, estimate in two days)',
      order: orderOf(today, '1052', [headphones], 'in_transit'),
      scans: onItsWay(),
      estimateDays: 2,
    },
    {
      orderName: '#1053',
      shows: 'assistant: a return started in the chat (the first reason, fit, resolution and method offered)',
      order: orderOf(today, '1053', [sweater], 'delivered'),
    },
    {
      orderName: '#1054',
      shows: 'assistant: the same return, for a second language (sign in with ?to=return)',
      order: orderOf(today, '1054', [blanket], 'delivered'),
    },
    {
      orderName: '#1055',
      shows: "assistant: talk to a person: the transcript is e-mailed to the store's support address",
      order: orderOf(today, '1055', [blanket], 'delivered'),
    },
    {
      orderName: '#1056',
      shows: 'assistant: an approved claim waiting for its payout: "get paid" in the chat',
      order: orderOf(today, '1056', [headphones], 'in_transit', 'FedEx'),
      async make(services, session, itemIds) {
        if ((await services.claims.list(session)).claims.length > 0) return;
        const start = await claimStart(services, session);
        await services.claims.submit(session, {
          ...start,
          issueType: 'delay',
          items: [{ itemId: itemIds[headphones.id] as string, quantity: 1 }],
          applicantEmail: session.email,
          attachments: [],
          requestId: randomUUID(),
        });
      },
    },
    {
      orderName: '#1057',
      shows: 'assistant: ask the status: a theft claim under review and an open return',
      order: orderOf(today, '1057', [backpack, sweater], 'delivered'),
      async make(services, session, itemIds) {
        if ((await services.claims.list(session)).claims.length === 0) {
          const start = await claimStart(services, session);
          await services.claims.submit(session, {
            ...start,
            issueType: 'theft',
            items: [{ itemId: itemIds[backpack.id] as string, quantity: 1 }],
            applicantEmail: session.email,
            attachments: [],
            details: {
              policeReportNumber: 'PD-2026-1057',
              description: 'The tracking says delivered, but the backpack was not at the door.',
            },
            requestId: randomUUID(),
          });
        }
        if ((await services.returns.listReturns(session)).returns.length === 0) {
          await services.returns.submit(session, {
            requestId: randomUUID(),
            method: 'prepaid_label',
            items: [
              {
                itemId: itemIds[sweater.id] as string,
                quantity: 1,
                reason: 'changed_mind',
                note: null,
                attachments: [],
                resolution: 'original_payment',
              },
            ],
          });
        }
      },
    },
    {
      orderName: '#1058',
      shows: 'assistant: a second package on its way (tracking in another language: "wo ist mein Paket?")',
      order: orderOf(today, '1058', [sweater], 'in_transit', 'DHL'),
      scans: onItsWay(),
      estimateDays: 1,
    },
    {
      orderName: '#1059',
      shows:
        'assistant: a conversation already started ("my mug arrived broken", photos asked next): resume it on any device',
      order: orderOf(today, '1059', [mug], 'delivered'),
      async make(services, session) {
        const { latestConversation } = await services.assistant.preConversation(session, 'en-US');
        if (latestConversation) return;
        const conversation = await services.assistant.createConversation(
          session,
          { resume: false, requestId: null, to: null, language: 'en-US' },
          'en-US',
        );
        await services.assistant.createQuestion(session, {
          conversationId: conversation.conversationId,
          questionId: randomUUID(),
          reply: { kind: 'text', text: 'My stoneware mug arrived broken' },
        });
      },
    },
  ];
}

/** Each scenario's package checkpoints and starting point, without e-mailing anybody. */
export async function seedAssistant(
  services: Services,
  merchantId: string,
  scenarios: AssistantScenario[],
  today: Date,
): Promise<void> {
  const tracked = scenarios.flatMap((scenario): TrackingScenario[] =>
    scenario.scans
      ? [
          {
            orderName: scenario.orderName,
            shows: scenario.shows,
            order: scenario.order,
            scans: scenario.scans,
            estimateDays: scenario.estimateDays ?? null,
            timeZone: 'America/Chicago',
          },
        ]
      : [],
  );
  await seedTracking(services, merchantId, tracked, today);
  for (const scenario of scenarios) {
    if (!scenario.make) continue;
    const order = await services.orders.findByName(merchantId, scenario.orderName);
    if (!order) continue;
    const session: ShopperSession = {
      tokenHash: '',
      sessionId: randomUUID(),
      merchantId,
      orderId: order.id,
      email: order.email,
      method: 'order-email',
    };
    const coverage = await services.returns.itemsCoverage(session);
    // The scenario names the merchant's line ids (li-…); the session's calls name the portal's.
    const itemIds = Object.fromEntries(
      scenario.order.items.map((line) => [
        line.id,
        coverage.items.find((candidate) => candidate.productId === line.productId)?.itemId ?? '',
      ]),
    );
    const make = scenario.make;
    await services.claimEmails.silently(() =>
      services.returnEmails.silently(() => make(services, session, itemIds)),
    );
  }
}
