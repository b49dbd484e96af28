// The webhooks module's SQL: endpoints, the outbox of messages, deliveries and their attempts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from './tables';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;

/** A due delivery with what sending it needs. */
export interface DueDelivery {
  delivery: DeliveryRow;
  message: MessageRow;
  endpoint: EndpointRow;
}

export function createWebhooksRepository(db: Queryable) {
  return {
    async insertEndpoint(values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    listEndpoints(merchantId: string): Promise<EndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.merchantId, merchantId))
        .orderBy(webhookEndpoints.createdAt);
    },

    /** The merchant's endpoint; undefined for another merchant's. */
    async findEndpoint(merchantId: string, endpointId: string): Promise<EndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.merchantId, merchantId)));
      return row;
    },

    async updateEndpoint(
      endpointId: string,
      values: Partial<typeof webhookEndpoints.$inferInsert>,
    ): Promise<EndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning();
      return row;
    },

    async deleteEndpoint(merchantId: string, endpointId: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.merchantId, merchantId)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /**
     * Writes a message and one delivery to each endpoint of the merchant that takes its type, in
     * the caller's transaction (a disabled endpoint's wait until it is enabled). Answers how many.
     */
    async enqueue(message: typeof webhookMessages.$inferInsert): Promise<number> {
      const endpoints = await db
        .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.merchantId, message.merchantId));
      const targets = endpoints.filter(
        (endpoint) => endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(message.eventType),
      );
      if (!targets.length) return 0;
      await db.insert(webhookMessages).values(message);
      await db
        .insert(webhookDeliveries)
        .values(targets.map((endpoint) => ({ messageId: message.id, endpointId: endpoint.id })));
      return targets.length;
    },

    /** A message to one endpoint only (a test event), whatever types it takes. */
    async enqueueTo(message: typeof webhookMessages.$inferInsert, endpointId: string): Promise<void> {
      await db.insert(webhookMessages).values(message);
      await db.insert(webhookDeliveries).values({ messageId: message.id, endpointId });
    },

    /**
     * Claims due deliveries of enabled endpoints for this worker (hidden from other instances while
     * it sends them), each with its message and endpoint.
     */
    async claimDue(limit: number, lockSeconds: number): Promise<DueDelivery[]> {
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookEndpoints.enabled, true),
            sql`${webhookDeliveries.nextAttemptAt} <= now()`,
            sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} < now())`,
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(limit)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      const claimed = await db
        .update(webhookDeliveries)
        .set({
          lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(inArray(webhookDeliveries.id, due))
        .returning();
      if (!claimed.length) return [];
      const rows = await db
        .select({ message: webhookMessages, endpoint: webhookEndpoints, id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          inArray(
            webhookDeliveries.id,
            claimed.map((delivery) => delivery.id),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return claimed.flatMap((delivery) => {
        const row = byId.get(delivery.id);
        return row ? [{ delivery, message: row.message, endpoint: row.endpoint }] : [];
      });
    },

    /**
     * When the next pending delivery of an enabled endpoint can be sent (its next attempt, or when
     * another worker's claim on it lapses), as whole epoch seconds rounded up, with the database's
     * now; null when nothing waits.
     */
    async nextDue(): Promise<{ at: number; now: number } | null> {
      const [row] = await db
        .select({
          at: sql<
            string | null
          >`ceil(extract(epoch from min(greatest(${webhookDeliveries.nextAttemptAt}, ${webhookDeliveries.lockedUntil}))))::float8`,
          now: sql<string>`extract(epoch from now())::float8`,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.status, 'pending'), eq(webhookEndpoints.enabled, true)));
      return row?.at === null || row?.at === undefined ? null : { at: Number(row.at), now: Number(row.now) };
    },

    /** Records an attempt and where the delivery stands after it. */
    async recordAttempt(
      delivery: DeliveryRow,
      attempt: { status: number | null; error: string | null; durationMs: number },
      next: { status: 'pending' | 'succeeded' | 'failed'; retryInSeconds: number | null },
    ): Promise<void> {
      await db.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        status: attempt.status,
        error: attempt.error,
        durationMs: attempt.durationMs,
      });
      await db
        .update(webhookDeliveries)
        .set({
          status: next.status,
          lockedUntil: null,
          lastStatus: attempt.status,
          lastError: attempt.error,
          lastAttemptAt: sql`now()`,
          nextAttemptAt:
            next.retryInSeconds === null ? null : sql`now() + make_interval(secs => ${next.retryInSeconds})`,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    },

    /** A success ends the endpoint's failure streak; a failure starts one if none is running. */
    async markEndpointResult(endpointId: string, succeeded: boolean): Promise<EndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: succeeded ? null : sql`coalesce(${webhookEndpoints.failingSince}, now())` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning();
      return row;
    },

    /** Disables an endpoint unless it already is; true when this call disabled it. */
    async disableEndpoint(endpointId: string, reason: string): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason, updatedAt: sql`now()` })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    listDeliveries(
      endpointId: string,
      options: { status?: 'pending' | 'succeeded' | 'failed'; limit: number },
    ): Promise<Array<{ delivery: DeliveryRow; eventType: string }>> {
      return db
        .select({ delivery: webhookDeliveries, eventType: webhookMessages.eventType })
        .from(webhookDeliveries)
        .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            options.status ? eq(webhookDeliveries.status, options.status) : undefined,
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(options.limit);
    },

    /** Puts a merchant's message's deliveries back in the queue, due now; answers how many. */
    async requeue(merchantId: string, messageId: string, endpointId?: string): Promise<number> {
      const owned = db
        .select({ id: webhookMessages.id })
        .from(webhookMessages)
        .where(and(eq(webhookMessages.id, messageId), eq(webhookMessages.merchantId, merchantId)));
      const rows = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(
          and(
            inArray(webhookDeliveries.messageId, owned),
            endpointId ? eq(webhookDeliveries.endpointId, endpointId) : undefined,
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },

    /**
     * Retention: messages older than `before` with no delivery still pending go, their deliveries
     * and attempts with them (cascade). A message waiting on a disabled endpoint stays until it is
     * sent or given up, whatever its age. Answers how many messages went.
     */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(webhookMessages)
        .where(
          and(
            sql`${webhookMessages.createdAt} < ${before.toISOString()}`,
            sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.messageId} = ${webhookMessages.id} and ${webhookDeliveries.status} = 'pending')`,
          ),
        )
        .returning({ id: webhookMessages.id });
      return rows.length;
    },

    /** Deliveries waiting on an endpoint that was disabled: due again when it is enabled. */
    async resumeEndpoint(endpointId: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
