// Comments on an order and on its product lines (issue 13): the shopper leaves and edits them on
// the orders the session may see (the orders hub decides which, decision 036); the merchant reads
// them through the merchant API and is told by the comment.created / comment.updated webhooks,
// written in the same transaction as the comment.

import { COMMENTS_PER_ORDER_MAX } from '@rc/contract/comments/calls';
import type { OrderComment } from '@rc/contract/orders-hub/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import { type CommentRow, createCommentsRepository } from './repository';

export interface CommentChange {
  type: 'comment.created' | 'comment.updated';
  merchantId: string;
  comment: CommentRow;
  orderName: string;
}

export interface CommentsDeps {
  db: Db;
  /** Throws 100009 unless the session may see the order (the orders hub). */
  throwIfNotVisible: (session: ShopperSession, orderId: string) => Promise<void>;
  /** Told in the comment's transaction (the webhooks). */
  listeners: readonly ((tx: Tx, change: CommentChange) => Promise<void>)[];
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

export function commentView(row: CommentRow, email: string): OrderComment {
  return {
    commentId: row.id,
    orderId: row.orderId,
    itemId: row.orderItemId,
    body: row.body,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable: row.authorEmail === email,
  };
}

export function createComments(deps: CommentsDeps) {
  const repository = createCommentsRepository(deps.db);

  async function tell(tx: Tx, change: CommentChange) {
    for (const listener of deps.listeners) await listener(tx, change);
  }

  /** Adds a comment; the same request id again answers the first comment and adds nothing. */
  async function add(
    session: ShopperSession,
    input: { orderId: string; itemId: string | null; body: string; requestId: string },
    language: string,
  ): Promise<OrderComment> {
    await deps.throwIfNotVisible(session, input.orderId);
    const target = await repository.orderAndItem(input.orderId, input.itemId);
    if (!target || target.merchantId !== session.merchantId) throw notFound();
    const retry = await repository.byRequest(input.orderId, input.requestId);
    if (retry) return replay(retry, session, input);
    const row = await deps.db.transaction(async (tx) => {
      const comments = createCommentsRepository(tx);
      // One order's comments are counted and added one writer at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comments:${input.orderId}`}))`);
      if ((await comments.countForOrder(input.orderId)) >= COMMENTS_PER_ORDER_MAX) {
        throw new AppError(ERROR_CODES.COMMENT_LIMIT_REACHED, {
          httpStatus: 409,
          params: { max: String(COMMENTS_PER_ORDER_MAX) },
        });
      }
      const created = await comments.insert({
        merchantId: session.merchantId,
        orderId: input.orderId,
        orderItemId: input.itemId,
        authorEmail: session.email,
        body: input.body,
        language,
        requestId: input.requestId,
      });
      if (!created) return undefined;
      await tell(tx, {
        type: 'comment.created',
        merchantId: session.merchantId,
        comment: created,
        orderName: target.orderName,
      });
      return created;
    });
    if (row) return commentView(row, session.email);
    // Two tries at once: the other one wrote it.
    const first = await repository.byRequest(input.orderId, input.requestId);
    if (!first) throw notFound();
    return replay(first, session, input);
  }

  /** A retry answers the first comment; the same request id for something else is refused. */
  function replay(
    row: CommentRow,
    session: ShopperSession,
    input: { itemId: string | null; body: string },
  ): OrderComment {
    if (row.authorEmail !== session.email || row.orderItemId !== input.itemId || row.body !== input.body) {
      throw new AppError(ERROR_CODES.IDEMPOTENCY_KEY_REUSED, { httpStatus: 409 });
    }
    return commentView(row, session.email);
  }

  /** Changes the text of the shopper's own comment (on a line when `onItem`, else on the order). */
  async function update(
    session: ShopperSession,
    input: { commentId: string; body: string },
    onItem: boolean,
    language: string,
  ): Promise<OrderComment> {
    const row = await repository.byId(input.commentId);
    if (!row || row.merchantId !== session.merchantId || (row.orderItemId !== null) !== onItem)
      throw notFound();
    await deps.throwIfNotVisible(session, row.orderId);
    if (row.authorEmail !== session.email) throw notFound();
    if (row.body === input.body) return commentView(row, session.email);
    const target = await repository.orderAndItem(row.orderId, null);
    const updated = await deps.db.transaction(async (tx) => {
      const changed = await createCommentsRepository(tx).updateBody(row.id, input.body, language);
      if (changed) {
        await tell(tx, {
          type: 'comment.updated',
          merchantId: session.merchantId,
          comment: changed,
          orderName: target?.orderName ?? '',
        });
      }
      return changed;
    });
    if (!updated) throw notFound();
    return commentView(updated, session.email);
  }

  return {
    addOrderComment: (
      session: ShopperSession,
      input: { orderId: string; body: string; requestId: string },
      language: string,
    ) => add(session, { ...input, itemId: null }, language),
    addProductComment: (
      session: ShopperSession,
      input: { orderId: string; itemId: string; body: string; requestId: string },
      language: string,
    ) => add(session, input, language),
    updateOrderComment: (
      session: ShopperSession,
      input: { commentId: string; body: string },
      language: string,
    ) => update(session, input, false, language),
    updateProductComment: (
      session: ShopperSession,
      input: { commentId: string; body: string },
      language: string,
    ) => update(session, input, true, language),

    /** merchant-list-comments. */
    async merchantList(
      merchantId: string,
      filter: { orderName?: string | undefined; since?: string | undefined; limit: number },
    ) {
      const rows = await repository.forMerchant(merchantId, {
        orderName: filter.orderName,
        since: filter.since ? new Date(filter.since) : undefined,
        limit: filter.limit,
      });
      return {
        comments: rows.map(({ comment, orderName, itemTitle }) => {
          const { editable: _editable, ...view } = commentView(comment, comment.authorEmail);
          return { ...view, orderName, itemTitle, authorEmail: comment.authorEmail };
        }),
      };
    },
  };
}

export type Comments = ReturnType<typeof createComments>;
