// The shopper's return calls (spec section 7, decision 023's table) and the label file. Thin:
// each call is one use-case of the service.
import {
  addReturnTracking,
  calculateOrderReturnPostage,
  calculateReturnExchangePrice,
  cancelOrderReturn,
  createOrderReturnForOrder,
  getOrderReturnApplyDecision,
  getOrderReturnApplyReview,
  getOrderReturnDetail,
  getReturnBalance,
  getReturnDetail,
  getReturnItemDecisionFlow,
  getReturnLabel,
  getReturnMerchantConfig,
  getReturnMethodDetail,
  getReturnProductDetail,
  getReturnProductPageList,
  getTransactionDetail,
  listItemsCoverage,
  listReturnItems,
  payReturnBalance,
  queryUpsellProducts,
  returnProcessPreview,
  saveReturnShippingTrackingInfo,
  startReturnItems,
  submitOrderReturn,
  submitReturnProcess,
} from '@rc/contract/calls/returns';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { ReturnsService } from './service';
import { notForThisOrder } from './steps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function returnsRoutes(app: FastifyInstance, gate: Gate, service: ReturnsService): void {
  registerCall(app, gate, getReturnMerchantConfig, ({ session }) => service.policyView(session));
  registerCall(app, gate, listItemsCoverage, ({ session }) => service.itemsCoverage(session));
  registerCall(app, gate, createOrderReturnForOrder, ({ session }) => service.openFlow(session));
  registerCall(app, gate, startReturnItems, ({ session, input }) => service.startItems(session, input));
  registerCall(app, gate, listReturnItems, ({ session }) => service.listReturns(session));
  registerCall(app, gate, getReturnItemDecisionFlow, ({ session, input }) =>
    service.itemDecisionFlow(session, input),
  );
  registerCall(app, gate, getOrderReturnApplyDecision, ({ session, input }) =>
    service.decision(session, input),
  );
  registerCall(app, gate, getOrderReturnApplyReview, ({ session, input }) => service.review(session, input));
  registerCall(app, gate, returnProcessPreview, ({ session, input }) => service.preview(session, input));
  registerCall(app, gate, calculateOrderReturnPostage, ({ session, input }) =>
    service.postage(session, input),
  );
  registerCall(app, gate, calculateReturnExchangePrice, ({ session, input }) =>
    service.exchangePrice(session, input),
  );
  registerCall(app, gate, getReturnMethodDetail, ({ session, input }) =>
    service.methodDetail(session, input),
  );
  registerCall(app, gate, getReturnProductPageList, ({ session, input }) => service.products(session, input));
  registerCall(app, gate, getReturnProductDetail, ({ session, input }) =>
    service.product(session, input.productId),
  );
  registerCall(app, gate, queryUpsellProducts, ({ session, input }) => service.upsell(session, input));
  for (const call of [submitOrderReturn, submitReturnProcess]) {
    registerCall(app, gate, call, ({ session, input, request }) =>
      service.submit(session, input, requestLanguage(request)),
    );
  }
  for (const call of [getOrderReturnDetail, getReturnDetail]) {
    registerCall(app, gate, call, ({ session, input }) => service.detail(session, input.returnId));
  }
  registerCall(app, gate, getTransactionDetail, ({ session, input }) =>
    service.transactions(session, input.returnId),
  );
  for (const call of [addReturnTracking, saveReturnShippingTrackingInfo]) {
    registerCall(app, gate, call, ({ session, input }) => service.addTracking(session, input));
  }

  registerCall(app, gate, cancelOrderReturn, ({ session, input }) => service.cancel(session, input));
  registerCall(app, gate, payReturnBalance, ({ session, input }) => service.payBalance(session, input));
  registerCall(app, gate, getReturnBalance, ({ session, input }) => service.balance(session, input.returnId));

  registerCall(app, gate, getReturnLabel, async ({ session, params, reply }) => {
    if (!UUID.test(params.returnId)) throw notForThisOrder();
    const file = await service.labelFile(session, params.returnId, params.file);
    if (!file) throw notForThisOrder();
    reply.headers({
      'content-type': file.contentType,
      'content-disposition': `inline; filename="return-label.${params.file.endsWith('.pdf') ? 'pdf' : 'svg'}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-length': file.size,
    });
    return reply.send(file.stream);
  });
}
