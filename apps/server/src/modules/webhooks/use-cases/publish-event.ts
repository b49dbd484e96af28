// Events for the merchant, written in the transaction of the change they tell (the outbox,
// decision 027): each listener of another module's change becomes a message with one delivery per
// endpoint that takes its type, and a delivery pass booked in the same transaction (decision 063).
import { randomUUID } from 'node:crypto';
import { claimEventType } from '@rc/contract/webhook-events';
import type { Tx } from '../../../db/client';
import type { ClaimStatusChange } from '../../claim-state';
import type { ReturnChange } from '../../return-state';
import type { TrackingChange } from '../../tracking';
import { createWebhooksRepository } from '../repository';
import { passNow, type WebhooksContext } from '../webhooks-context';

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** Writes an event for the merchant in the caller's transaction (nothing when no endpoint takes it). */
export async function publish(
  ctx: WebhooksContext,
  tx: Tx,
  merchantId: string,
  type: string,
  data: Record<string, unknown>,
) {
  const id = newMessageId();
  const made = await createWebhooksRepository(tx).enqueue({
    id,
    merchantId,
    eventType: type,
    payload: { type, timestamp: new Date().toISOString(), data },
  });
  if (made) await passNow(ctx, tx, { messageId: id });
}

/** The claim-state listener: a claim's status changes as events. */
export async function claimStatusChanged(
  ctx: WebhooksContext,
  tx: Tx,
  change: ClaimStatusChange,
): Promise<void> {
  const type = claimEventType(change.status, change.previousStatus);
  if (!type) return;
  await publish(ctx, tx, change.merchantId, type, {
    claimId: change.claimId,
    claimNumber: change.claimNumber,
    orderId: change.orderId,
    status: change.status,
    previousStatus: change.previousStatus,
    actor: change.actor,
    reason: change.reason,
  });
}

/** The data-rights module: a shopper's personal data was erased (in the erasure's transaction). */
export async function personalDataErased(
  ctx: WebhooksContext,
  tx: Tx,
  erasure: {
    merchantId: string;
    orderId: string;
    orderName: string;
    requestId: string;
    requestedBy: string;
  },
): Promise<void> {
  const { merchantId, ...data } = erasure;
  await publish(ctx, tx, merchantId, 'order.personal_data_erased', data);
}

/** The return-state listener: each of a return's events. */
export async function returnEventRecorded(ctx: WebhooksContext, tx: Tx, change: ReturnChange): Promise<void> {
  const { type, ...event } = change.event;
  const eventType = change.event.type === 'status_changed' ? `return.${change.event.to}` : `return.${type}`;
  await publish(ctx, tx, change.merchantId, eventType, {
    returnId: change.returnId,
    orderId: change.orderId,
    actor: change.actor,
    event,
  });
}

/** The tracking module's listener: a package moved (`tracking.<status>`) or became late (`tracking.delayed`). */
export async function trackingChanged(ctx: WebhooksContext, tx: Tx, change: TrackingChange): Promise<void> {
  const { event, merchantId, ...data } = change;
  await publish(
    ctx,
    tx,
    merchantId,
    event === 'delayed' ? 'tracking.delayed' : `tracking.${change.status}`,
    data,
  );
}

/**
 * A return's parcel was delivered to the store, as its carrier says (issue 12): told once, in
 * the transaction that stored the delivery scan (the return is not received until the
 * merchant checks its items).
 */
export async function returnParcelDelivered(
  ctx: WebhooksContext,
  tx: Tx,
  delivered: {
    merchantId: string;
    returnId: string;
    orderId: string;
    trackingNumber: string;
    carrier: string | null;
    deliveredAt: string;
    location: string | null;
  },
): Promise<void> {
  const { merchantId, returnId, orderId, ...event } = delivered;
  await publish(ctx, tx, merchantId, 'return.parcel_delivered', {
    returnId,
    orderId,
    actor: 'carrier',
    event: { type: 'parcel_delivered', ...event },
  });
}

/** A withdrawal was received (issue 15), in the transaction that recorded it. */
export async function withdrawalReceived(
  ctx: WebhooksContext,
  tx: Tx,
  withdrawal: {
    merchantId: string;
    withdrawalId: string;
    orderId: string;
    orderName: string;
    partial: boolean;
    items: { orderItemId: string; title: string; quantity: number }[];
    receivedAt: string;
  },
): Promise<void> {
  const { merchantId, ...data } = withdrawal;
  await publish(ctx, tx, merchantId, 'withdrawal.received', data);
}

/** The assistant handed a conversation over to a person (issue 14): `conversation.handed_over`. */
export async function conversationHandedOver(
  ctx: WebhooksContext,
  tx: Tx,
  merchantId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await publish(ctx, tx, merchantId, 'conversation.handed_over', data);
}

/** The comments' listener (issue 13): a comment left or changed. */
export async function commentChanged(
  ctx: WebhooksContext,
  tx: Tx,
  change: {
    type: 'comment.created' | 'comment.updated';
    merchantId: string;
    orderName: string;
    comment: {
      id: string;
      orderId: string;
      orderItemId: string | null;
      body: string;
      language: string;
      createdAt: Date;
      updatedAt: Date;
    };
  },
): Promise<void> {
  await publish(ctx, tx, change.merchantId, change.type, {
    commentId: change.comment.id,
    orderId: change.comment.orderId,
    orderName: change.orderName,
    itemId: change.comment.orderItemId,
    body: change.comment.body,
    language: change.comment.language,
    createdAt: change.comment.createdAt.toISOString(),
    updatedAt: change.comment.updatedAt.toISOString(),
  });
}
