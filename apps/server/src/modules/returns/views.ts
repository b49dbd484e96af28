// Returns as the contract shows them: the policy for the pages, the returnable items, a method,
// a line, the detail with its timeline, label and money, and the summary row.
import type { ReturnDetail, ReturnMerchantConfig } from '@rc/contract/calls/returns';
import type { OrderItem } from '@rc/contract/shared-schemas';
import type { ItemEligibility } from '@rc/domain/return-eligibility';
import {
  isBalanceOwed,
  isFinalReturnStatus,
  isReturnCancellable,
  type ReturnStatus,
  returnStatusDisplay,
  returnTotals,
} from '@rc/domain/return-lifecycle';
import type { ReturnQuote } from '@rc/domain/return-money';
import {
  allowedResolutions,
  methodHasPaidLabel,
  methodShips,
  RETURN_METHODS,
  type ReturnMethodId,
  type ReturnPolicy,
} from '@rc/domain/return-policy';
import type { Queryable } from '../../db/client';
import { orderItemView } from '../orders';
import { lineOf, type ReturnItemRow, type ReturnRow } from '../return-state';
import type { Assurance, OrderItemRow } from './order-context';
import { createReturnsRepository, type ReturnLabelRow } from './repository';

export const LABEL_FILES = { label: 'label.pdf', qr: 'qr.svg', storeCode: 'store-code.svg' } as const;

/** An in-store return still to bring: its number is what the store's counter looks it up by. */
export function hasStoreCode(row: Pick<ReturnRow, 'method' | 'status'>): boolean {
  return row.method === 'in_store' && row.status === 'to_return';
}

export function methodOption(policy: ReturnPolicy, method: ReturnMethodId) {
  const spec = RETURN_METHODS[method];
  return {
    method,
    mode: spec.mode,
    provider: spec.provider,
    titleKey: `returnMethod.${method}.title`,
    postage: policy.methods.find((setting) => setting.method === method)?.postageMinor ?? 0,
    hasLabel: methodHasPaidLabel(method) && spec.label !== 'merchant',
    needsTracking: method === 'ship_yourself' || method === 'merchant_label',
  };
}

export function configView(
  policy: ReturnPolicy,
  currency: string,
  assurance: Assurance | null,
): ReturnMerchantConfig {
  return {
    enabled: policy.enabled,
    currency,
    windowDays: policy.windowDays,
    reasons: policy.reasons.map((reason) => ({
      ...reason,
      subReasons: reason.subReasons.map((sub) => ({ ...sub })),
    })),
    resolutions: allowedResolutions(policy),
    storeCreditBonusPercent: policy.resolutions.storeCredit.bonusPercent,
    instantExchange: policy.resolutions.sameProductVariant.instant,
    keepItem: policy.resolutions.keepItem,
    methods: policy.methods
      .filter((setting) => setting.method !== 'assured_label' || assurance !== null)
      .map((setting) => methodOption(policy, setting.method)),
    fees: {
      returnFee: policy.fees.returnFeeMinor,
      restockingFeePercent: policy.fees.restockingFeePercent,
      postagePaidBy: policy.fees.postagePaidBy,
      waiveForExchanges: policy.fees.waiveForExchanges,
    },
    returnAssurance: {
      active: assurance !== null,
      remaining: assurance?.remainingMinor ?? 0,
      ...policy.returnAssurance,
    },
  };
}

export function returnableItemView(item: OrderItemRow, eligibility: ItemEligibility, assured: boolean) {
  return {
    ...orderItemView(item, item.quantity),
    boughtQuantity: eligibility.boughtQuantity,
    returnedQuantity: eligibility.returnedQuantity,
    claimedQuantity: eligibility.claimedQuantity,
    returnableQuantity: eligibility.returnableQuantity,
    windowFrom: eligibility.window.from,
    windowClosesAt: eligibility.window.closesAt?.toISOString() ?? null,
    finalSale: eligibility.finalSale,
    exchangeOnly: eligibility.exchangeOnly,
    assured,
    resolutions: eligibility.resolutions,
    ineligibleReason: eligibility.reason,
    ineligibleReasonKey: eligibility.reasonKey,
  };
}

export function quoteView(quote: ReturnQuote | Record<string, unknown>) {
  const value = quote as Partial<ReturnQuote>;
  return {
    itemsTotal: value.itemsTotalMinor ?? 0,
    restockingFee: value.restockingFeeMinor ?? 0,
    returnFee: value.returnFeeMinor ?? 0,
    postage: value.postageMinor ?? 0,
    assuranceCovered: value.assuranceCoveredMinor ?? 0,
    exchangeItems: value.exchangeItemsMinor ?? 0,
    refund: value.refundMinor ?? 0,
    storeCredit: value.storeCreditMinor ?? 0,
    storeCreditBonus: value.storeCreditBonusMinor ?? 0,
    balanceDue: value.balanceDueMinor ?? 0,
  };
}

function amounts(value: { refundMinor: number; creditMinor: number; bonusMinor: number }) {
  return { refund: value.refundMinor, credit: value.creditMinor, bonus: value.bonusMinor };
}

function exchangeView(row: ReturnItemRow) {
  if (!row.exchange) return null;
  return {
    productId: row.exchange.productId,
    variantId: row.exchange.variantId,
    title: row.exchange.title,
    variantTitle: row.exchange.variantTitle,
    unitPrice: row.exchange.unitPriceMinor,
    quantity: row.exchange.quantity,
  };
}

/** An order item that is no longer in the order (replaced by the store) still shows as it was returned. */
function itemViewOf(items: ReadonlyMap<string, OrderItemRow>, row: ReturnItemRow): OrderItem {
  const item = items.get(row.orderItemId);
  if (item) return orderItemView(item, row.quantity);
  return {
    itemId: row.orderItemId,
    productId: null,
    variantId: null,
    title: '',
    variantTitle: null,
    sku: null,
    imageUrl: null,
    quantity: row.quantity,
    unitPrice: row.unitPriceMinor,
  };
}

export function labelView(row: ReturnLabelRow | undefined, basePath: string) {
  if (!row) return null;
  return {
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    labelUrl: row.labelKey ? `${basePath}/${row.returnId}/${LABEL_FILES.label}` : null,
    qrCodeUrl: row.qrKey ? `${basePath}/${row.returnId}/${LABEL_FILES.qr}` : null,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}

const ACTORS = ['shopper', 'merchant', 'rules', 'carrier', 'system'] as const;

export async function returnDetailView(
  db: Queryable,
  row: ReturnRow,
  context: { orderName: string; items: ReadonlyMap<string, OrderItemRow>; labelPath: string },
): Promise<ReturnDetail> {
  const repository = createReturnsRepository(db);
  const [itemRows, events, label] = await Promise.all([
    repository.items([row.id]),
    repository.events(row.id),
    repository.label(row.id),
  ]);
  const lines = itemRows.map(lineOf);
  const status = row.status as ReturnStatus;
  const method = (row.method as ReturnMethodId | null) ?? null;
  const policy = row.policy as unknown as ReturnPolicy;
  return {
    returnId: row.id,
    returnNumber: row.returnNumber,
    orderName: context.orderName,
    status,
    statusDisplay: returnStatusDisplay(status),
    statusReason: row.statusReason,
    method: method ? methodOption(policy, method) : null,
    currency: row.currency,
    assured: row.assuranceReservedMinor > 0 || row.assurancePolicyId !== null,
    lines: itemRows.map((item, index) => {
      const line = lines[index] as (typeof lines)[number];
      return {
        item: itemViewOf(context.items, item),
        reason: item.reason,
        subReason: item.subReason,
        note: item.note,
        attachments: item.attachments,
        resolution: line.resolution,
        kept: line.kept,
        instantExchange: line.instantExchange,
        exchange: exchangeView(item),
        received: line.received,
        conditions: { ...item.conditions },
        settled: line.settled,
        due: amounts(line.due),
        paid: amounts(line.paid),
      };
    }),
    quote: quoteView(row.quote),
    balancePaid: row.balancePaidMinor,
    paid: amounts(returnTotals({ lines }).paid),
    label: labelView(label, context.labelPath),
    storeCode: hasStoreCode(row)
      ? { code: row.returnNumber, qrCodeUrl: `${context.labelPath}/${row.id}/${LABEL_FILES.storeCode}` }
      : null,
    tracking: events
      .filter((event) => event.type === 'tracking_added')
      .map((event) => ({
        carrier: (event.data.carrier as string | null) ?? null,
        trackingNumber: String(event.data.trackingNumber),
      })),
    timeline: events
      .filter((event) => event.type !== 'command_applied')
      .map((event) => ({
        at: event.at.toISOString(),
        type: event.type,
        status: (event.toStatus as ReturnStatus | null) ?? null,
        actor: (ACTORS as readonly string[]).includes(event.actor)
          ? (event.actor as (typeof ACTORS)[number])
          : 'system',
        reason: event.reason,
        data: event.data,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: {
      addTracking:
        method !== null &&
        methodShips(method) &&
        ['to_return', 'return_shipped', 'return_received'].includes(status),
      cancel: isReturnCancellable({ status, lines }),
      payBalance:
        !isFinalReturnStatus(status) &&
        isBalanceOwed({
          balanceDueMinor: Number((row.quote as { balanceDueMinor?: unknown }).balanceDueMinor ?? 0),
          balancePaidMinor: row.balancePaidMinor,
        }),
    },
  };
}

export function returnSummaryView(
  row: ReturnRow,
  itemRows: readonly ReturnItemRow[],
  context: { orderName: string; items: ReadonlyMap<string, OrderItemRow> },
) {
  const own = itemRows.filter((item) => item.returnId === row.id);
  const due = returnTotals({ lines: own.map(lineOf) }).due;
  const status = row.status as ReturnStatus;
  return {
    returnId: row.id,
    returnNumber: row.returnNumber,
    orderName: context.orderName,
    status,
    statusDisplay: returnStatusDisplay(status),
    currency: row.currency,
    refund: due.refundMinor,
    storeCredit: due.creditMinor + due.bonusMinor,
    items: own.map((item) => ({
      item: itemViewOf(context.items, item),
      resolution: item.resolution as ReturnDetail['lines'][number]['resolution'],
      received: item.received,
      settled: item.settled,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
