// The data-rights calls: the shopper's export (a JSON download), the merchant's erasure and the
// record of both; the admin API mirrors the merchant's for the merchant command.
import {
  adminErasePersonalData,
  adminExportPersonalData,
  adminListDataRequests,
} from '@rc/contract/admin/calls';
import {
  exportOrderData,
  merchantErasePersonalData,
  merchantExportPersonalData,
  merchantListDataRequests,
} from '@rc/contract/data-rights/merchant-calls';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow } from '../merchants';
import type { DataRights } from './service';

/** A file name safe in a header: the order's name without its '#' and anything unusual. */
function fileNameOf(orderName: string): string {
  return `order-${orderName.replace(/[^A-Za-z0-9_-]/g, '') || 'data'}-data.json`;
}

export function dataRightsRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  dataRights: DataRights,
): void {
  registerCall(app, gate, exportOrderData, async ({ session, reply }) => {
    const { document, orderName } = await dataRights.exportOrder(session);
    reply.headers({
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileNameOf(orderName)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    return reply.send(JSON.stringify(document, null, 2));
  });

  for (const call of [merchantExportPersonalData, adminExportPersonalData]) {
    registerCall(app, gate, call, ({ merchant, params, input, request }) =>
      dataRights.exportForMerchant(merchant.id, params.orderName, {
        requestedBy: input.requestedBy,
        actor: request.url.startsWith('/api/admin/') ? 'admin' : 'merchant',
      }),
    );
  }
  for (const call of [merchantErasePersonalData, adminErasePersonalData]) {
    registerCall(app, gate, call, ({ merchant, params, input, request }) =>
      dataRights.erase(merchant.id, params.orderName, {
        requestedBy: input.requestedBy,
        note: input.note,
        actor: request.url.startsWith('/api/admin/') ? 'admin' : 'merchant',
      }),
    );
  }
  for (const call of [merchantListDataRequests, adminListDataRequests]) {
    registerCall(app, gate, call, ({ merchant, input }) =>
      dataRights.list(merchant.id, input.kind, input.limit),
    );
  }
}
