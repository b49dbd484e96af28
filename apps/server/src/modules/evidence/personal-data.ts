// Evidence's part of the shopper's data rights (issue 15): each file with its link (served to the
// order's session) in the export; at an erasure every file of the order and its row go.
import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { ATTACHMENT_PATH } from './routes';
import { attachments } from './tables';

export const evidencePersonalData: PersonalDataSection = {
  name: 'evidence',
  async export(db, order) {
    const rows = await db.select().from(attachments).where(eq(attachments.orderId, order.id));
    return rows.map((row) => ({
      attachmentId: row.id,
      kind: row.kind,
      mimeType: row.mimeType,
      fileName: row.fileName,
      sizeBytes: row.sizeBytes,
      uploadedAt: row.createdAt.toISOString(),
      usedBy: row.claimId ? 'claim' : row.returnId ? 'return' : 'none',
      url: `${ATTACHMENT_PATH}/${row.id}`,
    }));
  },
  async erase(tx, order) {
    const removed = await tx
      .delete(attachments)
      .where(eq(attachments.orderId, order.id))
      .returning({ key: attachments.storageKey });
    return { rows: removed.length, files: removed.map((row) => row.key) };
  },
};
