// The retention sweep: what the portal keeps only for a while. Webhook messages (with their
// deliveries and attempts, the merchant's delivery log) go after WEBHOOK_RETENTION_DAYS once
// nothing waits on them; a package's checkpoints go TRACKING_RETENTION_DAYS after its last scan
// (with the aggregator's webhook receipts, spent once past the replay window); an assistant
// conversation goes ASSISTANT_RETENTION_DAYS after its last message (decision 039). Run by the
// maintenance round (app.ts); each part is one statement, so a round on a big table is bounded by
// the database, and a failed round is simply tried again at the next.

export interface RetentionSettings {
  webhookDays: number;
  trackingDays: number;
  conversationDays: number;
}

export interface RetentionResult {
  webhookMessages: number;
  trackingEvents: number;
  trackingReceipts: number;
  conversations: number;
}

export function createRetentionSweep(deps: {
  // The modules' prune functions, passed in by services.ts (jobs import no module).
  webhooks: { prune(days: number, now: Date): Promise<number> };
  tracking: { prune(days: number): Promise<{ events: number; receipts: number }> };
  assistant: { prune(days: number): Promise<number> };
  settings: RetentionSettings;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async sweep(): Promise<RetentionResult> {
      const webhookMessages = await deps.webhooks.prune(deps.settings.webhookDays, clock());
      const tracking = await deps.tracking.prune(deps.settings.trackingDays);
      const conversations = await deps.assistant.prune(deps.settings.conversationDays);
      return {
        webhookMessages,
        trackingEvents: tracking.events,
        trackingReceipts: tracking.receipts,
        conversations,
      };
    },
  };
}

export type RetentionSweep = ReturnType<typeof createRetentionSweep>;
