import { reportEvent } from '@rc/contract/calls/claims';
import { bannerClick, bannerView } from '@rc/contract/calls/orders-hub';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantsService } from '../merchants';
import { createEventsRepository } from './repository';

/**
 * report-event: the journey's steps, recorded for the merchant's analytics (spec 7); the iOS app
 * banner's view (once per session) and its Explore clicks (issue 13), only for a store that has
 * an app: without one there is no banner, and nothing to record.
 */
export function eventsRoutes(app: FastifyInstance, gate: Gate, db: Db, merchants: MerchantsService): void {
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

  const hasApp = async (merchantId: string) =>
    Boolean((await merchants.findById(merchantId))?.settings.iosApp);
  // The spec's payload is kept as the device sent it; the session says whose it is.
  registerCall(app, gate, bannerView, async ({ session, input }) => {
    if (!(await hasApp(session.merchantId))) return { recorded: false };
    const recorded = await events.recordOncePerSession({
      merchantId: session.merchantId,
      orderId: session.orderId,
      sessionId: session.sessionId,
      event: 'banner_view',
      data: input,
    });
    return { recorded };
  });
  registerCall(app, gate, bannerClick, async ({ session, input }) => {
    if (!(await hasApp(session.merchantId))) return { recorded: false };
    await events.record({
      merchantId: session.merchantId,
      orderId: session.orderId,
      sessionId: session.sessionId,
      event: 'banner_click',
      data: input,
    });
    return { recorded: true };
  });
}
