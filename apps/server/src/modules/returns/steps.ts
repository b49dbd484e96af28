// The steps the return use-cases share: load the order and the store's settings, turn a
// contract body into the domain's request (photos checked to be the order's, exchanges priced
// from the catalogue), build what the rules check it against, and answer problems. Inside a
// transaction only the transaction is queried (PGlite has one connection).

import type { ReturnRequestBody } from '@rc/contract/calls/returns';
import { SERVICE_ROOTS } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { ReturnRequest, ReturnRequestContext, ReturnRequestProblem } from '@rc/domain/return-submission';
import type { Queryable } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import { merchantOrderWithItems, type OrderWithItems } from '../orders';
import type { ReturnRow } from '../return-state';
import {
  type Assurance,
  itemOf,
  type OrderItemRow,
  priceExchange,
  returnAssurance,
  returnableItems,
} from './order-context';
import { createReturnsRepository } from './repository';
import type { ReturnSettings, ReturnsContext } from './returns-context';
import { returnDetailView } from './views';

/** Where a return's label files are served (get-return-label). */
export const LABEL_PATH = `${SERVICE_ROOTS.rc}/return-label`;

export function notForThisOrder(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

/** A problem as the contract shows it. */
export interface ProblemView {
  code: string;
  itemId: string | null;
  ineligibleReason: NonNullable<ReturnRequestProblem['ineligible']> | null;
}

export function problemsView(problems: readonly (ReturnRequestProblem | ProblemView)[]): ProblemView[] {
  return problems.map((problem) =>
    'itemId' in problem
      ? problem
      : { code: problem.code, itemId: problem.orderItemId, ineligibleReason: problem.ineligible ?? null },
  );
}

/** 100024 with the problems in `data.problems` (a business answer, like the claims' 100017). */
export function itemsNotReturnable(problems: readonly (ReturnRequestProblem | ProblemView)[]): AppError {
  return new AppError(ERROR_CODES.ITEMS_NOT_RETURNABLE, { data: { problems: problemsView(problems) } });
}

/** The order of the session; 401 when it is not the merchant's. */
export function loadOrder(ctx: ReturnsContext, orderId: string, merchantId: string): Promise<OrderWithItems> {
  return merchantOrderWithItems(ctx.orders, orderId, merchantId);
}

export async function loadSettings(ctx: ReturnsContext, merchantId: string): Promise<ReturnSettings> {
  const settings = await ctx.settingsOf(merchantId);
  if (!settings) throw new AppError(ERROR_CODES.NOT_SIGNED_IN, { httpStatus: 401 });
  return settings;
}

/** The order and its store's settings, for a shopper's call. */
export async function shopperScope(ctx: ReturnsContext, session: ShopperSession) {
  const [order, settings] = await Promise.all([
    loadOrder(ctx, session.orderId, session.merchantId),
    loadSettings(ctx, session.merchantId),
  ]);
  return { order, settings };
}

export function itemsById(order: OrderWithItems): Map<string, OrderItemRow> {
  return new Map(order.items.map((item) => [item.id, item]));
}

/** The order's Return Assurance with what is left of it read now (from `db`). */
export async function liveAssurance(
  ctx: ReturnsContext,
  db: Queryable,
  order: OrderWithItems,
): Promise<Assurance | null> {
  const assurance = returnAssurance(order, ctx.clock());
  if (!assurance) return null;
  return {
    ...assurance,
    remainingMinor: await createReturnsRepository(db).policyRemaining(assurance.policyId),
  };
}

/** What the rules check a request against: the items, the order's returns and claims, Return Assurance. */
export async function requestContext(
  ctx: ReturnsContext,
  db: Queryable,
  order: OrderWithItems,
  settings: ReturnSettings,
): Promise<ReturnRequestContext & { assurance: Assurance | null }> {
  const [returns, claimedQuantities, assurance] = await Promise.all([
    ctx.state.statesOfOrder(db, order.id),
    ctx.claimedQuantities(db, order.id),
    liveAssurance(ctx, db, order),
  ]);
  return {
    policy: settings.policy,
    now: ctx.clock(),
    items: returnableItems(order, settings.catalog),
    returns,
    claimedQuantities,
    assurance,
  };
}

export interface BuiltRequest {
  request: ReturnRequest;
  /** Problems the domain does not know of (an exchange the catalogue does not have). */
  problems: ProblemView[];
  exchangeTitles: Map<string, { title: string; variantTitle: string | null }>;
  photos: Map<string, string[]>;
}

/**
 * The domain's request from a contract body: photos must be uploads of this order no claim uses
 * (else 100009, like any object of another order), exchanges are priced from the catalogue.
 */
export async function buildRequest(
  ctx: ReturnsContext,
  db: Queryable,
  order: OrderWithItems,
  settings: ReturnSettings,
  body: Pick<ReturnRequestBody, 'items'> & { method?: ReturnRequestBody['method'] },
): Promise<BuiltRequest> {
  const wantedPhotos = [...new Set(body.items.flatMap((item) => item.attachments ?? []))];
  const free = new Set(await ctx.evidence.freeForOrder(db, order.id, wantedPhotos));
  if (wantedPhotos.some((id) => !free.has(id))) throw notForThisOrder();
  const problems: ProblemView[] = [];
  const exchangeTitles = new Map<string, { title: string; variantTitle: string | null }>();
  const photos = new Map<string, string[]>();
  const items = body.items.map((wanted) => {
    const item = itemOf(order, wanted.itemId);
    photos.set(wanted.itemId, [...new Set(wanted.attachments ?? [])]);
    let exchange = null;
    if (wanted.exchange && item) {
      const priced = priceExchange(settings.catalog, item, wanted.exchange);
      if (priced.ok) {
        exchange = priced.target;
        exchangeTitles.set(wanted.itemId, { title: priced.title, variantTitle: priced.variantTitle });
      } else {
        problems.push({ code: priced.problem, itemId: wanted.itemId, ineligibleReason: null });
      }
    }
    return {
      orderItemId: wanted.itemId,
      quantity: wanted.quantity,
      reason: wanted.reason,
      subReason: wanted.subReason ?? null,
      note: wanted.note ?? null,
      photos: photos.get(wanted.itemId)?.length ?? 0,
      resolution: wanted.resolution,
      exchange,
    };
  });
  return { request: { items, method: body.method ?? null }, problems, exchangeTitles, photos };
}

/** The return as the contract shows it, read from `db`. */
export function detailOf(db: Queryable, order: OrderWithItems, row: ReturnRow) {
  return returnDetailView(db, row, {
    orderName: order.orderName,
    items: itemsById(order),
    labelPath: LABEL_PATH,
  });
}
