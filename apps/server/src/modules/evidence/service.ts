// Evidence use-cases: take an upload into storage and the attachments table; serve it back to its
// order's session; link attachments to claims (called by the claims module) and sweep the ones
// never used.

import { randomUUID } from 'node:crypto';
import type { AttachmentSchema } from '@rc/contract/claims/calls';
import { CLAIM_LIMITS, ORDER_LIMITS } from '@rc/domain/claim-defaults';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ByteRange, FileStorage, StoredObject } from '../../adapters/storage/file-storage';
import type { Db, Queryable, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type RateLimiter, tooManyAttempts } from '../../lib/rate-limiter';
import { displayName } from './display-name';
import { type AcceptedType, prepareForStorage, UnreadableContent } from './file-content';
import { type AttachmentRow, createEvidenceRepository } from './repository';

export type { AttachmentRow } from './repository';

/** An attachment as the contract's AttachmentSchema shows it. */
/** An attachment as the shopper and the claims see it: the contract's Attachment. */
export type AttachmentView = z.infer<typeof AttachmentSchema>;

export interface ReceivedUpload {
  bytes: Buffer;
  /** The name the browser sent, as is. */
  fileName: string | undefined;
  type: AcceptedType;
}

/** Hours an upload no claim uses is kept (a session lasts at most 12). */
export const UNLINKED_RETENTION_HOURS = 24;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SWEEP_BATCH = 500;

function fileProblem(path: string, problem: string): AppError {
  return new AppError(ERROR_CODES.INVALID_INPUT, { httpStatus: 400, data: { fields: [{ path, problem }] } });
}

function notThisOrders(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

/** Uploads allowed per session and per order in a window (ORDER_LIMITS by default). */
export interface UploadRate {
  perSession: number;
  perOrder: number;
  windowSeconds: number;
}

export function createEvidenceService(deps: {
  db: Db;
  storage: FileStorage;
  /** Where attachments are served: `${publicPath}/${attachmentId}`. */
  publicPath: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  maxAttachments?: number;
  /** Files the order may keep in no submitted claim (its unused uploads and its drafts' evidence). */
  maxPendingAttachments?: number;
  /** Counts uploads per session and per order; none: uploads are not rate-limited. */
  limiter?: RateLimiter;
  uploadRate?: UploadRate;
  /**
   * Locks the order's row for the transaction (the claim state owner's lock, which every write of
   * the order's claims takes first); false when there is no such order.
   */
  lockOrder(tx: Tx, orderId: string): Promise<boolean>;
}) {
  const { db, storage } = deps;
  const maxAttachments = deps.maxAttachments ?? CLAIM_LIMITS.maxAttachments;
  const maxPending = deps.maxPendingAttachments ?? ORDER_LIMITS.maxPendingAttachments;
  const uploadRate: UploadRate = deps.uploadRate ?? {
    perSession: ORDER_LIMITS.uploadsPerSessionPerWindow,
    perOrder: ORDER_LIMITS.uploadsPerOrderPerWindow,
    windowSeconds: ORDER_LIMITS.uploadWindowSeconds,
  };

  /**
   * Refuses an upload the order has no room for: 100002 (file: 'too many files') at a claim's worth
   * of unused uploads, 409 100021 when its files outside submitted claims reach the order's limit.
   */
  async function throwIfNoRoom(q: Queryable, orderId: string): Promise<void> {
    const kept = await createEvidenceRepository(q).countKept(orderId);
    if (kept.unlinked >= maxAttachments) throw fileProblem('file', 'too many files');
    if (kept.pending >= maxPending) {
      throw new AppError(ERROR_CODES.ORDER_FILES_FULL, {
        httpStatus: 409,
        params: { max: maxPending },
        headers: { connection: 'close' },
      });
    }
  }
  const publicPath = deps.publicPath.replace(/\/$/, '');

  function viewOf(row: AttachmentRow): AttachmentView {
    return {
      attachmentId: row.id,
      kind: row.kind,
      fileName: row.fileName,
      sizeBytes: row.sizeBytes,
      url: `${publicPath}/${row.id}`,
    };
  }

  /**
   * Links attachments to a claim inside the caller's transaction. 100009 (404) if one is not the
   * order's or is another claim's; 100002 (attachments: 'too many files') past the per-claim limit.
   */
  async function linkToClaim(
    tx: Tx,
    link: { orderId: string; claimId: string; attachmentIds: readonly string[] },
  ): Promise<void> {
    const ids = [...new Set(link.attachmentIds)];
    if (ids.length === 0) return;
    if (!ids.every((id) => UUID.test(id))) throw notThisOrders();
    const repository = createEvidenceRepository(tx);
    const already = await repository.listForClaim(link.claimId);
    const total = new Set([...already.map((row) => row.id), ...ids]).size;
    if (total > maxAttachments) throw fileProblem('attachments', 'too many files');
    const linked = await repository.link(link.orderId, link.claimId, ids);
    if (linked.length !== ids.length) throw notThisOrders();
  }

  return {
    viewOf,

    /**
     * Counts an upload of the session against its rate limits (per session and per order); 429
     * 100007 with Retry-After once either is reached. A refused attempt is not counted.
     */
    async takeUploadAttempt(session: { sessionId: string; orderId: string }): Promise<void> {
      if (!deps.limiter) return;
      const wait = await deps.limiter.take(
        [
          { key: `upload:session:${session.sessionId}`, limit: uploadRate.perSession },
          { key: `upload:order:${session.orderId}`, limit: uploadRate.perOrder },
        ],
        uploadRate.windowSeconds,
      );
      // The refused upload's body is not read: the connection closes rather than drain it.
      if (wait > 0) throw tooManyAttempts(wait, { connection: 'close' });
    },

    /** Refuses an upload the order has no room for (see throwIfNoRoom), before its file is read. */
    async assertRoomForUpload(orderId: string): Promise<void> {
      await throwIfNoRoom(db, orderId);
    },

    /**
     * Stores an upload of an accepted type for the order: images re-encoded without metadata, videos
     * as received, under a generated key. Nothing is kept when any step fails.
     */
    async addUpload(orderId: string, upload: ReceivedUpload): Promise<AttachmentView> {
      let prepared: Awaited<ReturnType<typeof prepareForStorage>>;
      try {
        prepared = await prepareForStorage(upload.bytes, upload.type);
      } catch (error) {
        if (!(error instanceof UnreadableContent)) throw error;
        deps.log?.info({ detail: error.detail, type: upload.type }, `upload refused: ${error.problem}`);
        throw fileProblem('file', error.problem);
      }
      const storageKey = `${orderId}/${randomUUID()}.${prepared.extension}`;
      await storage.put(storageKey, prepared.bytes, prepared.mimeType);
      try {
        const row = await db.transaction(async (tx) => {
          const repository = createEvidenceRepository(tx);
          if (!(await deps.lockOrder(tx, orderId))) throw notThisOrders();
          await throwIfNoRoom(tx, orderId);
          return repository.insert({
            orderId,
            storageKey,
            kind: prepared.kind,
            mimeType: prepared.mimeType,
            sizeBytes: prepared.bytes.length,
            fileName: displayName(upload.fileName, prepared.extension),
          });
        });
        return viewOf(row);
      } catch (error) {
        await storage.delete(storageKey).catch((failure: unknown) => {
          deps.log?.warn({ err: failure, storageKey }, 'could not delete a refused upload');
        });
        throw error;
      }
    },

    /** The order's attachment, or 404 with 100009 (another order's, or none). */
    async find(orderId: string, attachmentId: string): Promise<AttachmentRow> {
      if (!UUID.test(attachmentId)) throw notThisOrders();
      const row = await createEvidenceRepository(db).findForOrder(orderId, attachmentId);
      if (!row) throw notThisOrders();
      return row;
    },

    /** The stored bytes of an attachment (or a range of them); 404 if storage lost them. */
    async read(row: AttachmentRow, range?: ByteRange): Promise<StoredObject> {
      const object = await storage.get(row.storageKey, range);
      if (!object) {
        deps.log?.warn(
          { attachmentId: row.id, storageKey: row.storageKey },
          'attachment missing from storage',
        );
        throw notThisOrders();
      }
      return object;
    },

    /** Those of `ids` that are the order's (others are left out: the caller checks all were found). */
    async attachmentsForOrder(
      orderId: string,
      ids: readonly string[],
      q: Queryable = db,
    ): Promise<AttachmentRow[]> {
      const valid = [...new Set(ids)].filter((id) => UUID.test(id));
      return createEvidenceRepository(q).findManyForOrder(orderId, valid);
    },

    linkToClaim,

    /**
     * Makes uploads of the order a return's photos, so the sweep of unused uploads keeps them;
     * 100009 when one is not the order's or is already a claim's evidence.
     */
    async linkToReturn(
      tx: Tx,
      link: { orderId: string; returnId: string; attachmentIds: readonly string[] },
    ): Promise<void> {
      const ids = [...new Set(link.attachmentIds)];
      if (ids.length === 0) return;
      if (!ids.every((id) => UUID.test(id))) throw notThisOrders();
      const linked = await createEvidenceRepository(tx).linkToReturn(link.orderId, link.returnId, ids);
      if (linked.length !== ids.length) throw notThisOrders();
    },

    /**
     * Makes `attachmentIds` exactly the claim's evidence (a draft saved again): links them as
     * linkToClaim does and frees the claim's others, which become unlinked uploads of the order.
     */
    async replaceForClaim(
      tx: Tx,
      link: { orderId: string; claimId: string; attachmentIds: readonly string[] },
    ): Promise<void> {
      const ids = [...new Set(link.attachmentIds)];
      if (ids.length > maxAttachments) throw fileProblem('attachments', 'too many files');
      await createEvidenceRepository(tx).unlinkOthers(
        link.claimId,
        ids.filter((id) => UUID.test(id)),
      );
      await linkToClaim(tx, { ...link, attachmentIds: ids });
    },

    async listForClaim(claimId: string, q: Queryable = db): Promise<AttachmentView[]> {
      return (await createEvidenceRepository(q).listForClaim(claimId)).map(viewOf);
    },

    async countForClaim(claimId: string, q: Queryable = db): Promise<{ images: number; videos: number }> {
      return createEvidenceRepository(q).countForClaim(claimId);
    },

    /**
     * Takes back an upload no claim uses (the shopper removed it before submitting): row and file.
     * 100009 for another order's or an unknown id; 100016 once a claim uses it.
     */
    async removeUnlinked(orderId: string, attachmentId: string): Promise<void> {
      const row = UUID.test(attachmentId)
        ? await createEvidenceRepository(db).findForOrder(orderId, attachmentId)
        : undefined;
      if (!row) throw notThisOrders();
      if (row.claimId) throw new AppError(ERROR_CODES.CLAIM_NOT_CHANGEABLE, { httpStatus: 409 });
      const key = await createEvidenceRepository(db).deleteUnlinked(orderId, attachmentId);
      if (!key) throw new AppError(ERROR_CODES.CLAIM_NOT_CHANGEABLE, { httpStatus: 409 });
      await storage.delete(key).catch((failure: unknown) => {
        deps.log?.warn({ err: failure, storageKey: key }, 'could not delete a removed upload');
      });
    },

    /** Deletes uploads no claim took within `hours` (rows, then files); answers how many. */
    async deleteUnlinkedOlderThan(hours: number): Promise<number> {
      let deleted = 0;
      for (let batch = 0; batch < 20; batch += 1) {
        const keys = await createEvidenceRepository(db).deleteUnlinkedBefore(hours, SWEEP_BATCH);
        for (const key of keys) {
          // A file left behind is only disk space: no row points at it any more.
          await storage.delete(key).catch((error: unknown) => {
            deps.log?.warn({ err: error, storageKey: key }, 'could not delete an unused upload');
          });
        }
        deleted += keys.length;
        if (keys.length < SWEEP_BATCH) break;
      }
      return deleted;
    },
  };
}

export type EvidenceService = ReturnType<typeof createEvidenceService>;
