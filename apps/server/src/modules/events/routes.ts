import { reportEvent } from '@rc/contract/calls/claims';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type Gate, registerCall } from '../../gateway/register-call';
import { createEventsRepository } from './repository';

/** report-event: the journey's steps, recorded for the merchant's analytics (spec 7). */
export function eventsRoutes(app: FastifyInstance, gate: Gate, db: Db): void {
  const events = createEventsRepository(db);
  registerCall(app, gate, reportEvent, async ({ session, input }) => {
    await events.record({
      merchantId: session.merchantId,
      orderId: session.orderId,
      sessionId: session.sessionId,
      event: input.event,
      data: input.data ?? {},
    });
    return {};
  });
}
