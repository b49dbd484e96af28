// Sign-ins' part of the shopper's data rights (issue 15): the order's sessions (when and how the
// shopper signed in) in the export; all of them and the verification links go at an erasure.
import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { sessions, verificationTokens } from './tables';

export const signInPersonalData: PersonalDataSection = {
  name: 'signIns',
  async export(db, order) {
    const rows = await db.select().from(sessions).where(eq(sessions.orderId, order.id));
    return rows.map((row) => ({
      email: row.email,
      method: row.method,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }));
  },
  async erase(tx, order) {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.orderId, order.id))
      .returning({ id: sessions.sessionId });
    const links = await tx
      .delete(verificationTokens)
      .where(eq(verificationTokens.orderId, order.id))
      .returning({ id: verificationTokens.tokenHash });
    return { rows: ended.length + links.length };
  },
};
