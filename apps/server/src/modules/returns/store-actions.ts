// Refunds, store credit and exchange orders carried out on the merchant's store platform
// (adapters/store-platform: the built-in record, or Shopify). Each money or exchange event of a
// return (refund_issued, credit_issued, exchange_shipped) becomes one action, written in the
// event's transaction with its job, so an action exists if and only if the change committed. The
// job performs it with the action's id as the platform's idempotency key, so a retry never acts
// twice; an answer that may be retried (the platform away, throttled) leaves it `retrying` with
// the error for the merchant to see while the queue asks again with backoff; a refusal leaves it
// `failed` with the platform's reason. The merchant sees every action on the return
// (GET /returns/{return}, `storeActions`).
import { and, asc, eq } from 'drizzle-orm';
import { type StoreActionKind, StoreActionRefused } from '../../adapters/store-platform/store-platform';
import type { Queryable } from '../../db/client';
import { orders, returnItems, returns, storePlatformActions } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { ReturnEventListener } from '../return-state';
import type { ReturnsContext } from './returns-context';

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
        quantity: null,
      };
    } else if (event.type === 'credit_issued') {
      values = {
        kind: 'store_credit',
        orderItemId: event.orderItemId,
        amountMinor: event.amountMinor,
        bonusMinor: event.bonusMinor,
        quantity: null,
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
  return rows.map((row) => ({
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
  }));
}

/** The job: performs one action once, unless it is done already (a repeat of the job). */
export async function performStoreAction(
  ctx: ReturnsContext,
  payload: Record<string, unknown>,
): Promise<void> {
  const actionId = typeof payload.actionId === 'string' ? payload.actionId : null;
  if (!actionId) return;
  const [target] = await ctx.db
    .select({
      action: storePlatformActions,
      returnNumber: returns.returnNumber,
      currency: returns.currency,
      orderName: orders.orderName,
      email: orders.email,
      exchange: returnItems.exchange,
    })
    .from(storePlatformActions)
    .innerJoin(returns, eq(returns.id, storePlatformActions.returnId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(
      returnItems,
      and(
        eq(returnItems.returnId, storePlatformActions.returnId),
        eq(returnItems.orderItemId, storePlatformActions.orderItemId),
      ),
    )
    .where(eq(storePlatformActions.id, actionId))
    .limit(1);
  const action = target?.action;
  if (!target || !action || action.status === 'done' || action.status === 'failed') return;
  if (action.platform !== ctx.storePlatform.name) {
    // Another platform may have done it already; doing it here too could do it twice.
    throw new Error(
      `store action ${action.id} was started with ${action.platform}, not ${ctx.storePlatform.name}`,
    );
  }
  const record = (values: Partial<StoreActionRow>) =>
    ctx.db
      .update(storePlatformActions)
      .set({ ...values, attempts: action.attempts + 1 })
      .where(eq(storePlatformActions.id, action.id));
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
      // Units are restocked by the store's own receiving; the platform is told the money only.
      lineItem: null,
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
