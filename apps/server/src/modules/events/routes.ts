import { adminListEvents } from '@rc/contract/admin/calls';
import { reportEvent } from '@rc/contract/claims/calls';
import { merchantListEvents } from '@rc/contract/data-rights/merchant-calls';
import { bannerClick, bannerView } from '@rc/contract/orders-hub/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type Gate, registerCall } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import type { MerchantRow, MerchantsService } from '../merchants';
import { createEventsRepository } from './repository';

/** A page's cursor: the last event's exact time and id, opaque to merchants. */
function cursorOf(row: { atExact: string; id: string }): string {
  return Buffer.from(`${row.atExact}|${row.id}`).toString('base64url');
}

function readCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError(ERROR_CODES.INVALID_INPUT, {
      httpStatus: 400,
      data: { fields: [{ path: 'cursor', problem: 'must be a nextCursor of an earlier answer' }] },
    });
  }
  return { at, id };
}

/**
 * report-event: the journey's steps, recorded for the merchant's analytics (spec 7), and the
 * store's own read of them (merchant API and command), page by page; the iOS app banner's view
 * (once per session) and its Explore clicks (issue 13), only for a store that has an app.
 */
export function eventsRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  db: Db,
  merchants: MerchantsService,
): void {
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
  for (const call of [merchantListEvents, adminListEvents]) {
    registerCall(app, gate, call, async ({ merchant, input }) => {
      const rows = await events.page(merchant.id, {
        after: input.cursor ? readCursor(input.cursor) : undefined,
        since: input.since ? new Date(input.since) : undefined,
        event: input.event,
        limit: input.limit,
      });
      const last = rows.at(-1);
      return {
        events: rows.map((row) => ({
          eventId: row.id,
          event: row.event,
          orderId: row.orderId,
          orderName: row.orderName,
          at: row.at.toISOString(),
          data: row.data,
        })),
        // Where to read on: after this page's last event (an empty page keeps the cursor asked with).
        nextCursor: last ? cursorOf(last) : (input.cursor ?? null),
      };
    });
  }
}
