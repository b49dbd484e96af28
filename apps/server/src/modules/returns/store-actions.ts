// Refunds, store credit and exchange orders carried out on the merchant's store platform
// (adapters/store-platform: the built-in record, or Shopify). Each money or exchange event of a
// return (refund_issued, credit_issued, exchange_shipped) becomes one action, written in the
// event's transaction with its job, so an action exists if and only if the change committed. The
// job performs it with the action's id as the platform's idempotency key, so a retry never acts
// twice; an answer that may be retried (the platform away, throttled) leaves it `retrying` with
// the error for the merchant to see while the queue asks again with backoff; a refusal leaves it
// `failed` with the platform's reason. The merchant sees every action on the return
// (GET /returns/{return}, `storeActions`).
import { ERROR_CODES } from '@rc/domain/error-codes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type StoreActionKind, StoreActionRefused } from '../../adapters/store-platform/store-platform';
import type { Queryable, Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { once } from '../../lib/idempotency';
import { orderContact, orderItemsOf } from '../orders';
import { type ReturnEventListener, returnById, returnLineOf } from '../return-state';
import { createReturnsRepository } from './repository';
import type { ReturnsContext } from './returns-context';
import { notForThisOrder } from './steps';
import { storePlatformActions } from './tables';

export const STORE_ACTION_JOB = 'store-platform-action';

export type StoreActionRow = typeof storePlatformActions.$inferSelect;

/** The state owner's listener: one action (and its job) per refund, credit or exchange shipped. */
export function storeActionListener(deps: {
  jobs: Pick<JobQueue, 'enqueue'>;
  platform: string;
}): ReturnEventListener {
  return async (tx, change) => {
    const { event } = change;
    let values: {
      kind: StoreActionKind;
      orderItemId: string;
      amountMinor: number;
      bonusMinor: number;
      quantity: number | null;
    };
    if (event.type === 'refund_issued') {
      values = {
        kind: 'refund',
        orderItemId: event.orderItemId,
        amountMinor: event.amountMinor,
        bonusMinor: 0,
        // The units the money is for (absent from events recorded before they carried it).
        quantity: event.quantity ?? null,
      };
    } else if (event.type === 'credit_issued') {
      values = {
        kind: 'store_credit',
        orderItemId: event.orderItemId,
        amountMinor: event.amountMinor,
        bonusMinor: event.bonusMinor,
        quantity: event.quantity ?? null,
      };
    } else if (event.type === 'exchange_shipped') {
      values = {
        kind: 'exchange_order',
        orderItemId: event.orderItemId,
        amountMinor: 0,
        bonusMinor: 0,
        quantity: event.quantity,
      };
    } else return;
    const [row] = await tx
      .insert(storePlatformActions)
      .values({
        ...values,
        merchantId: change.merchantId,
        returnId: change.returnId,
        platform: deps.platform,
        status: 'pending',
      })
      .returning({ id: storePlatformActions.id });
    if (!row) throw new Error('store action insert returned no row');
    await deps.jobs.enqueue(
      tx,
      STORE_ACTION_JOB,
      { actionId: row.id },
      { dedupeKey: `${STORE_ACTION_JOB}:${row.id}` },
    );
  };
}

/** A return's actions as the merchant sees them, oldest first. */
export async function storeActionsOf(db: Queryable, returnId: string) {
  const rows = await db
    .select()
    .from(storePlatformActions)
    .where(eq(storePlatformActions.returnId, returnId))
    .orderBy(asc(storePlatformActions.createdAt));
  return rows.map(storeActionView);
}

function storeActionView(row: StoreActionRow) {
  return {
    actionId: row.id,
    kind: row.kind as StoreActionKind,
    itemId: row.orderItemId,
    amount: row.amountMinor,
    bonus: row.bonusMinor,
    quantity: row.quantity,
    platform: row.platform,
    status: row.status as 'pending' | 'done' | 'retrying' | 'failed',
    reference: row.reference,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/**
 * The merchant's "retry now" of an action the platform refused (fixed on the store's side since):
 * queued again once. The action's row is locked, so of two retries at once one queues it and the
 * other finds it pending (100073, as for an action done); the job's dedupe key carries the attempt
 * count, so the queue holds one run per retry. With an Idempotency-Key the same retry again
 * answers the action as it is and queues nothing.
 */
export async function retryStoreAction(
  ctx: ReturnsContext,
  merchantId: string,
  reference: string,
  actionId: string,
  idempotencyKey: string | null,
) {
  const target = await createReturnsRepository(ctx.db).findForMerchant(merchantId, reference);
  if (!target) throw notForThisOrder();
  const work = async (tx: Tx) => {
    const [action] = await tx
      .select()
      .from(storePlatformActions)
      .where(and(eq(storePlatformActions.id, actionId), eq(storePlatformActions.returnId, target.id)))
      .for('update')
      .limit(1);
    if (!action) throw notForThisOrder();
    if (action.status !== 'failed') {
      throw new AppError(ERROR_CODES.STORE_ACTION_NOT_RETRYABLE, {
        httpStatus: 409,
        data: { status: action.status },
      });
    }
    await tx
      .update(storePlatformActions)
      .set({ status: 'pending' })
      .where(eq(storePlatformActions.id, action.id));
    await ctx.jobs.enqueue(
      tx,
      STORE_ACTION_JOB,
      { actionId: action.id },
      { dedupeKey: `${STORE_ACTION_JOB}:${action.id}:retry:${action.attempts}` },
    );
    return action.id;
  };
  if (idempotencyKey) {
    await once(ctx.db, `store-action-retry:${merchantId}:${idempotencyKey}`, { actionId, reference }, work);
  } else await ctx.db.transaction(work);
  ctx.jobs.nudge();
  const [row] = await ctx.db.select().from(storePlatformActions).where(eq(storePlatformActions.id, actionId));
  if (!row) throw notForThisOrder();
  return storeActionView(row);
}

/**
 * The action with what the platform needs of its return, order and line (each the owner's named
 * read, decision 056); undefined when any of them is gone.
 */
async function actionTarget(ctx: ReturnsContext, actionId: string) {
  const [action] = await ctx.db
    .select()
    .from(storePlatformActions)
    .where(eq(storePlatformActions.id, actionId))
    .limit(1);
  if (!action) return undefined;
  const [returnRow, [orderItem], line] = await Promise.all([
    returnById(ctx.db, action.returnId),
    orderItemsOf(ctx.db, [action.orderItemId]),
    returnLineOf(ctx.db, action.returnId, action.orderItemId),
  ]);
  const order = returnRow ? await orderContact(ctx.db, returnRow.orderId) : undefined;
  if (!returnRow || !order || !orderItem) return undefined;
  return {
    action,
    returnNumber: returnRow.returnNumber,
    currency: returnRow.currency,
    orderName: order.orderName,
    email: order.email,
    exchange: line?.exchange ?? null,
    kept: line?.kept ?? null,
    lineItemId: orderItem.externalId,
  };
}

/** The job: performs one action once, unless it is done already (a repeat of the job). */
export async function performStoreAction(
  ctx: ReturnsContext,
  payload: Record<string, unknown>,
): Promise<void> {
  const actionId = typeof payload.actionId === 'string' ? payload.actionId : null;
  if (!actionId) return;
  const target = await actionTarget(ctx, actionId);
  const action = target?.action;
  if (!target || !action || action.status === 'done' || action.status === 'failed') return;
  if (action.platform !== ctx.storePlatform.name) {
    // Another platform may have done it already; doing it here too could do it twice.
    throw new Error(
      `store action ${action.id} was started with ${action.platform}, not ${ctx.storePlatform.name}`,
    );
  }
  // Only an action still under way is recorded: one settled meanwhile keeps its outcome.
  const record = (values: Partial<StoreActionRow>) =>
    ctx.db
      .update(storePlatformActions)
      .set({ ...values, attempts: action.attempts + 1 })
      .where(
        and(
          eq(storePlatformActions.id, action.id),
          inArray(storePlatformActions.status, ['pending', 'retrying']),
        ),
      );
  const exchange = target.exchange;
  try {
    const done = await ctx.storePlatform.perform({
      idempotencyKey: action.id,
      kind: action.kind as StoreActionKind,
      orderName: target.orderName,
      currency: target.currency,
      customerEmail: target.email,
      amountMinor: action.amountMinor,
      bonusMinor: action.bonusMinor,
      // The store's line and the units the money is for: restocked when they came back (a kept
      // item's are refunded without). Actions from before events carried units: the money only.
      lineItem:
        action.kind !== 'exchange_order' && action.quantity
          ? { externalId: target.lineItemId, quantity: action.quantity, restock: !target.kept }
          : null,
      exchange:
        action.kind === 'exchange_order' && exchange
          ? {
              productId: exchange.productId,
              variantId: exchange.variantId,
              title: exchange.variantTitle ? `${exchange.title} · ${exchange.variantTitle}` : exchange.title,
              quantity: action.quantity ?? 1,
            }
          : null,
      note: `Return ${target.returnNumber}`,
    });
    await record({ status: 'done', reference: done.reference, lastError: null, doneAt: new Date() });
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (error instanceof StoreActionRefused) {
      await record({ status: 'failed', lastError: `${error.reason}: ${message}` });
      ctx.log.warn({ actionId, reason: error.reason }, 'store platform refused an action');
      return;
    }
    await record({ status: 'retrying', lastError: message });
    throw error;
  }
}

/**
 * The demo only (#1065): the built-in platform refuses nothing, so the refusal a real platform
 * answers (an order it does not know) is recorded on the return's actions as the job would.
 */
export async function refuseStoreActionsForDemo(ctx: ReturnsContext, returnId: string, lastError: string) {
  await ctx.db
    .update(storePlatformActions)
    .set({ status: 'failed', reference: null, doneAt: null, lastError, attempts: 1 })
    .where(eq(storePlatformActions.returnId, returnId));
}
