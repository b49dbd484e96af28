// The built-in gift-card issuer's ledger (adapters/payout/sandbox-issuer.ts) in the database: the
// payouts module owns sandbox_cards, the adapter knows only the SandboxLedger port.
import { eq } from 'drizzle-orm';
import type { SandboxLedger } from '../../adapters/payout/sandbox-issuer';
import type { Db } from '../../db/client';
import { sandboxCards } from './tables';

export function createSandboxLedgerRepository(db: Db): SandboxLedger {
  return {
    async byKey(idempotencyKey) {
      const [row] = await db
        .select()
        .from(sandboxCards)
        .where(eq(sandboxCards.idempotencyKey, idempotencyKey))
        .limit(1);
      return row;
    },
    async byToken(token) {
      const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token)).limit(1);
      return row;
    },
    async addUnlessKeyExists(entry) {
      await db
        .insert(sandboxCards)
        .values(entry)
        .onConflictDoNothing({ target: sandboxCards.idempotencyKey });
    },
  };
}
