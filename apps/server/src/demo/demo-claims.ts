// Claims in every state of their life, made through the same use-cases a shopper and a merchant
// use, so `npm start` shows each scenario: waiting for the store, more evidence asked, approved
// and ready to pay, rejected with the store's reason, paid out as a virtual Visa card, a draft.
import { randomUUID } from 'node:crypto';
import type { MerchantOrder } from '@rc/contract/merchant/api';
import type { ShopperSession } from '../gateway/register-call';
import type { Services } from '../services';
import type { DemoOrder } from './demo-orders';

const DAY = 86_400_000;

interface ClaimScenario extends DemoOrder {
  /** Makes the claim once the order exists (skipped when the order already has claims). */
  make(
    services: Services,
    session: ShopperSession,
    ids: { policyId: string; fulfillmentId: string; itemIds: string[] },
  ): Promise<void>;
}

function orderWith(
  today: Date,
  item: { id: string; title: string; price: number; image: string },
  status: 'delivered' | 'in_transit',
): MerchantOrder {
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  return {
    email: 'shopper@example.com',
    firstName: 'Alex',
    lastName: 'Rivera',
    currency: 'USD',
    country: 'US',
    placedAt: at(-10),
    items: [
      {
        id: item.id,
        title: item.title,
        quantity: 1,
        price: item.price,
        imageUrl: `/demo/products/${item.image}.svg`,
      },
    ],
    fulfillments: [
      {
        id: `${item.id}-ful`,
        status,
        carrier: 'UPS',
        trackingNumber: `1Z999AA1${item.price}`,
        shippedAt: at(-8),
        deliveredAt: status === 'delivered' ? at(-5) : null,
        items: [{ itemId: item.id, quantity: 1 }],
      },
    ],
    policies: [
      {
        id: `${item.id}-pol`,
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: item.price,
        startsAt: at(-10),
        endsAt: at(50),
        itemIds: [item.id],
      },
    ],
  };
}

function claimBody(
  ids: { policyId: string; fulfillmentId: string; itemIds: string[] },
  issueType: 'damage' | 'theft' | 'delay',
) {
  return {
    policyId: ids.policyId,
    fulfillmentId: ids.fulfillmentId,
    issueType,
    items: ids.itemIds.map((itemId) => ({ itemId, quantity: 1 })),
    applicantEmail: 'shopper@example.com',
    attachments: [],
  };
}

export function claimScenarios(today: Date): ClaimScenario[] {
  const theft = (services: Services, session: ShopperSession, ids: Parameters<ClaimScenario['make']>[2]) =>
    services.claims.submit(session, {
      ...claimBody(ids, 'theft'),
      details: {
        policeReportNumber: 'PD-2026-0451',
        description: 'The tracking says delivered, but nothing was at the door.',
      },
      requestId: randomUUID(),
    });
  return [
    {
      orderName: '#1012',
      shows: 'a claim waiting for the store (under review)',
      order: orderWith(
        today,
        { id: 'li-1012', title: 'Trail Backpack', price: 11900, image: 'tote' },
        'delivered',
      ),
      make: async (services, session, ids) => {
        await theft(services, session, ids);
      },
    },
    {
      orderName: '#1013',
      shows: 'a damage claim without photos: the store asks for evidence (action_required)',
      order: orderWith(
        today,
        { id: 'li-1013', title: 'Glass Carafe', price: 3900, image: 'pour-over' },
        'delivered',
      ),
      make: async (services, session, ids) => {
        await services.claims.submit(session, { ...claimBody(ids, 'damage'), requestId: randomUUID() });
      },
    },
    {
      orderName: '#1014',
      shows: 'a late package, approved at once: ready to be paid out as a virtual Visa card',
      order: orderWith(
        today,
        { id: 'li-1014', title: 'Rain Jacket', price: 14900, image: 'sweater' },
        'in_transit',
      ),
      make: async (services, session, ids) => {
        await services.claims.submit(session, { ...claimBody(ids, 'delay'), requestId: randomUUID() });
      },
    },
    {
      orderName: '#1015',
      shows: "a rejected claim showing the store's reason",
      order: orderWith(
        today,
        { id: 'li-1015', title: 'Desk Lamp', price: 7900, image: 'headphones' },
        'delivered',
      ),
      make: async (services, session, ids) => {
        const claim = await theft(services, session, ids);
        await services.claims.merchant.decide(session.merchantId, claim.claimId, {
          command: 'reject',
          reason: 'The carrier has a photo of the parcel handed to a neighbour who signed for it.',
        });
      },
    },
    {
      orderName: '#1016',
      shows: 'a claim paid out: the virtual Visa card (payout_sent)',
      order: orderWith(
        today,
        { id: 'li-1016', title: 'Ceramic Mug Set', price: 4200, image: 'pour-over' },
        'in_transit',
      ),
      make: async (services, session, ids) => {
        const claim = await services.claims.submit(session, {
          ...claimBody(ids, 'delay'),
          requestId: randomUUID(),
        });
        await services.payouts.cashOut(session, { claimId: claim.claimId, requestId: randomUUID() });
        await services.jobs.drain();
      },
    },
    {
      orderName: '#1017',
      shows: 'a draft claim to continue from the home page',
      order: orderWith(
        today,
        { id: 'li-1017', title: 'Wool Scarf', price: 5900, image: 'blanket' },
        'delivered',
      ),
      make: async (services, session, ids) => {
        await services.claims.saveDraft(session, {
          ...claimBody(ids, 'damage'),
          comment: 'The scarf arrived torn along one edge.',
          requestId: randomUUID(),
        });
      },
    },
    // Appeals (issue 15): the store's window is the default 30 days.
    {
      orderName: '#1070',
      shows: "a rejected claim within its appeal window: appeal it on the claim's page",
      order: orderWith(
        today,
        { id: 'li-1070', title: 'Bluetooth Speaker', price: 6900, image: 'headphones' },
        'delivered',
      ),
      make: async (services, session, ids) => {
        const claim = await theft(services, session, ids);
        await services.claims.merchant.decide(session.merchantId, claim.claimId, {
          command: 'reject',
          reason: 'The carrier has a photo of the parcel at your front door.',
        });
      },
    },
    {
      orderName: '#1071',
      shows:
        "an appealed refusal, back under review with the shopper's note (decide it with the merchant command)",
      order: orderWith(
        today,
        { id: 'li-1071', title: 'Linen Throw', price: 8400, image: 'blanket' },
        'delivered',
      ),
      make: async (services, session, ids) => {
        const claim = await theft(services, session, ids);
        await services.claims.merchant.decide(session.merchantId, claim.claimId, {
          command: 'reject',
          reason: 'We need the police report, not only its number.',
        });
        await services.claims.appeal(session, {
          claimId: claim.claimId,
          requestId: randomUUID(),
          note: 'The police report is attached to my e-mail to your support team; the neighbour never had it.',
          attachments: [],
        });
      },
    },
  ];
}
