import { and, asc, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { draftClaimIdsOfOrder } from '../claim-state';
import { attachments } from './tables';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

export function createEvidenceRepository(db: Queryable) {
  return {
    /**
     * What the order keeps outside submitted claims: its uploads no claim uses, and those plus its
     * drafts' evidence.
     */
    async countKept(orderId: string): Promise<{ unlinked: number; pending: number }> {
      const [row] = await db
        .select({
          unlinked: sql<number>`(count(*) filter (where ${attachments.claimId} is null))::int`,
          pending: sql<number>`count(*)::int`,
        })
        .from(attachments)
        .where(
          and(
            eq(attachments.orderId, orderId),
            // The drafts are claim-state's (decision 056): its subquery, one statement still.
            or(isNull(attachments.claimId), inArray(attachments.claimId, draftClaimIdsOfOrder(db, orderId))),
          ),
        );
      return { unlinked: Number(row?.unlinked ?? 0), pending: Number(row?.pending ?? 0) };
    },

    async insert(row: NewAttachment): Promise<AttachmentRow> {
      const [inserted] = await db.insert(attachments).values(row).returning();
      if (!inserted) throw new Error('attachment insert returned no row');
      return inserted;
    },

    async findForOrder(orderId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .select()
        .from(attachments)
        .where(and(eq(attachments.id, attachmentId), eq(attachments.orderId, orderId)));
      return row;
    },

    async findManyForOrder(orderId: string, ids: readonly string[]): Promise<AttachmentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(attachments)
        .where(and(eq(attachments.orderId, orderId), inArray(attachments.id, [...ids])))
        .orderBy(asc(attachments.createdAt), asc(attachments.id));
    },

    async listForClaim(claimId: string): Promise<AttachmentRow[]> {
      return db
        .select()
        .from(attachments)
        .where(eq(attachments.claimId, claimId))
        .orderBy(asc(attachments.createdAt), asc(attachments.id));
    },

    async countForClaim(claimId: string): Promise<{ images: number; videos: number }> {
      const rows = await db
        .select({ kind: attachments.kind, total: count() })
        .from(attachments)
        .where(eq(attachments.claimId, claimId))
        .groupBy(attachments.kind);
      const of = (kind: 'image' | 'video') => rows.find((row) => row.kind === kind)?.total ?? 0;
      return { images: of('image'), videos: of('video') };
    },

    /** Links those of `ids` that are the order's and free or already this claim's; answers the ids linked. */
    async link(orderId: string, claimId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(attachments)
        .set({ claimId })
        .where(
          and(
            eq(attachments.orderId, orderId),
            inArray(attachments.id, [...ids]),
            or(isNull(attachments.claimId), eq(attachments.claimId, claimId)),
          ),
        )
        .returning({ id: attachments.id });
      return rows.map((row) => row.id);
    },

    /** Links uploads of the order no claim or return uses to a return (its items' photos); answers the ids linked. */
    async linkToReturn(orderId: string, returnId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(attachments)
        .set({ returnId })
        .where(
          and(
            eq(attachments.orderId, orderId),
            inArray(attachments.id, [...ids]),
            isNull(attachments.claimId),
            or(isNull(attachments.returnId), eq(attachments.returnId, returnId)),
          ),
        )
        .returning({ id: attachments.id });
      return rows.map((row) => row.id);
    },

    /** Frees the claim's attachments that are not among `keep` (they count as unlinked uploads again). */
    async unlinkOthers(claimId: string, keep: readonly string[]): Promise<void> {
      await db
        .update(attachments)
        .set({ claimId: null })
        .where(
          keep.length === 0
            ? eq(attachments.claimId, claimId)
            : and(eq(attachments.claimId, claimId), notInArray(attachments.id, [...keep])),
        );
    },

    /** Deletes one upload of the order that no claim uses; answers its storage key, or undefined. */
    async deleteUnlinked(orderId: string, attachmentId: string): Promise<string | undefined> {
      const [row] = await db
        .delete(attachments)
        .where(
          and(
            eq(attachments.id, attachmentId),
            eq(attachments.orderId, orderId),
            isNull(attachments.claimId),
            isNull(attachments.returnId),
          ),
        )
        .returning({ storageKey: attachments.storageKey });
      return row?.storageKey;
    },

    /** Deletes up to `limit` rows no claim uses, older than the cut-off; answers their storage keys. */
    async deleteUnlinkedBefore(hours: number, limit: number): Promise<string[]> {
      const stale = db
        .select({ id: attachments.id })
        .from(attachments)
        .where(
          and(
            isNull(attachments.claimId),
            isNull(attachments.returnId),
            sql`${attachments.createdAt} < now() - make_interval(secs => ${hours * 3600})`,
          ),
        )
        .limit(limit);
      // claim_id is checked again by the DELETE itself, so an attachment linked meanwhile stays.
      const rows = await db
        .delete(attachments)
        .where(and(inArray(attachments.id, stale), isNull(attachments.claimId), isNull(attachments.returnId)))
        .returning({ storageKey: attachments.storageKey });
      return rows.map((row) => row.storageKey);
    },
  };
}
