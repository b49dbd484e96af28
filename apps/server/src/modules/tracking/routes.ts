// The shopper's tracking calls and live stream, the merchant's checkpoints and settings, and the
// aggregator's webhook; each declared once in packages/contract (decision 018).

import { adminGetOrderTracking, adminGetTrackingSettings } from '@rc/contract/admin-calls';
import {
  getTrackingDetail,
  queryPackageStatus,
  trackingStream,
  trackingWebhook,
} from '@rc/contract/calls/tracking';
import {
  merchantGetOrderTracking,
  merchantGetTrackingSettings,
  merchantPostCheckpoints,
  merchantPostReturnCheckpoints,
  merchantPutTrackingSettings,
} from '@rc/contract/merchant-calls';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow } from '../merchants';
import type { TrackingLive } from './live';
import type { TrackingService } from './service';

export async function trackingRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  deps: { tracking: TrackingService; live: TrackingLive },
): Promise<void> {
  const { tracking, live } = deps;
  registerCall(app, gate, queryPackageStatus, ({ session, input }) =>
    tracking.packageStatuses(session, input.fulfillmentId),
  );
  registerCall(app, gate, getTrackingDetail, ({ session, input }) => tracking.trackingDetail(session, input));
  registerCall(app, gate, trackingStream, async ({ session, input, request, reply }) => {
    await live.serve({
      session,
      since: input.since,
      request,
      reply,
      repository: tracking.repository,
      stillSignedIn: () =>
        gate.session(request).then(
          (current) => current.orderId === session.orderId,
          () => false,
        ),
    });
    return reply;
  });

  registerCall(app, gate, merchantPostCheckpoints, ({ merchant, params, input }) =>
    tracking.merchantCheckpoints(merchant, params.orderName, params.fulfillment, input),
  );
  for (const call of [merchantGetOrderTracking, adminGetOrderTracking] as const) {
    registerCall(app, gate, call, ({ merchant, params }) =>
      tracking.merchantTracking(merchant, params.orderName),
    );
  }
  for (const call of [merchantGetTrackingSettings, adminGetTrackingSettings] as const) {
    registerCall(app, gate, call, ({ merchant }) => tracking.settings(merchant.id));
  }
  registerCall(app, gate, merchantPostReturnCheckpoints, ({ merchant, params, input }) =>
    tracking.merchantReturnCheckpoints(merchant, params.return, input),
  );
  registerCall(app, gate, merchantPutTrackingSettings, async ({ merchant, input }) => {
    await tracking.changeSettings(merchant.id, input);
    return tracking.settings(merchant.id);
  });

  // The signature covers the bytes as sent: the record's body is 'signed-json', so the gateway
  // keeps them beside the parsed body.
  registerCall(app, gate, trackingWebhook, ({ params, rawBody, request }) =>
    tracking.webhook(params.provider, rawBody, request.headers),
  );
}
