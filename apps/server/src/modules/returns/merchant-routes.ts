// The merchant's side of returns: its policy and exchange catalogue, its returns and the commands
// that move them. The admin API mirrors each for the merchant command (`npm run merchant`); both
// are declared in packages/contract. A command's Idempotency-Key header is its command id.
import { randomUUID } from 'node:crypto';
import {
  adminApproveReturn,
  adminCancelReturn,
  adminCloseReturn,
  adminCreditReturnItems,
  adminGetReturn,
  adminGetReturnAddress,
  adminGetReturnPolicy,
  adminListReturns,
  adminPutExchangeCatalog,
  adminPutReturnAddress,
  adminPutReturnPolicy,
  adminReceiveReturnItems,
  adminRefundReturnItems,
  adminRejectReturn,
  adminRetryStoreAction,
  adminShipReturnExchange,
} from '@rc/contract/admin-calls';
import {
  merchantApproveReturn,
  merchantCancelReturn,
  merchantCloseReturn,
  merchantCreditReturnItems,
  merchantGetReturn,
  merchantGetReturnAddress,
  merchantGetReturnPolicy,
  merchantListReturns,
  merchantPutExchangeCatalog,
  merchantPutReturnAddress,
  merchantPutReturnPolicy,
  merchantReceiveReturnItems,
  merchantRefundReturnItems,
  merchantRejectReturn,
  merchantRetryStoreAction,
  merchantShipReturnExchange,
} from '@rc/contract/merchant-calls';
import type { ExchangeCatalog, ReturnPolicyOverridesInput } from '@rc/contract/merchant-return-api';
import type { PostalAddress } from '@rc/domain/postal-address';
import type { ReturnItemCondition } from '@rc/domain/return-lifecycle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow, MerchantsService } from '../merchants';
import type { MerchantReturnCommand, ReturnsService } from './service';
import {
  putExchangeCatalog,
  putReturnAddress,
  putReturnPolicy,
  returnAddressOf,
  returnPolicyOf,
} from './use-cases/merchant-settings';

const KEY = /^[\w.:-]{1,100}$/;

/** The command's id: the Idempotency-Key header when it is usable, else a new one (the command is not repeatable). */
function commandIdOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && KEY.test(key) ? `merchant:${key}` : randomUUID();
}

type Units = { itemId: string; quantity: number }[];

export function returnsMerchantRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  deps: { returns: ReturnsService; merchants: MerchantsService },
): void {
  const { returns, merchants } = deps;
  for (const call of [merchantGetReturnPolicy, adminGetReturnPolicy]) {
    registerCall(app, gate, call, ({ merchant }) => returnPolicyOf(merchants, merchant.id));
  }
  for (const call of [merchantPutReturnPolicy, adminPutReturnPolicy]) {
    registerCall(app, gate, call, ({ merchant, input }) =>
      putReturnPolicy(merchants, merchant.id, input as ReturnPolicyOverridesInput),
    );
  }
  for (const call of [merchantGetReturnAddress, adminGetReturnAddress]) {
    registerCall(app, gate, call, ({ merchant }) => returnAddressOf(merchants, merchant.id));
  }
  for (const call of [merchantPutReturnAddress, adminPutReturnAddress]) {
    registerCall(app, gate, call, ({ merchant, input }) =>
      putReturnAddress(merchants, merchant.id, input as PostalAddress),
    );
  }
  for (const call of [merchantPutExchangeCatalog, adminPutExchangeCatalog]) {
    registerCall(app, gate, call, ({ merchant, input }) =>
      putExchangeCatalog(merchants, merchant.id, input as ExchangeCatalog),
    );
  }
  for (const call of [merchantListReturns, adminListReturns]) {
    registerCall(app, gate, call, ({ merchant, input }) =>
      returns.merchant.list(merchant.id, input.status, input.limit),
    );
  }
  for (const call of [merchantGetReturn, adminGetReturn]) {
    registerCall(app, gate, call, ({ merchant, params }) => returns.merchant.get(merchant.id, params.return));
  }

  for (const call of [merchantRetryStoreAction, adminRetryStoreAction]) {
    registerCall(app, gate, call, ({ merchant, params, request }) => {
      const key = request.headers['idempotency-key'];
      return returns.merchant.retryStoreAction(
        merchant.id,
        params.return,
        params.action,
        typeof key === 'string' && KEY.test(key) ? key : null,
      );
    });
  }

  const commands: [
    typeof merchantApproveReturn,
    typeof adminApproveReturn,
    (input: unknown) => MerchantReturnCommand,
  ][] = [
    [merchantApproveReturn, adminApproveReturn, () => ({ type: 'approve' })],
    [merchantRejectReturn, adminRejectReturn, (input) => ({ type: 'reject', reason: reasonOf(input) })],
    [merchantCancelReturn, adminCancelReturn, (input) => ({ type: 'cancel', reason: reasonOf(input) })],
    [merchantCloseReturn, adminCloseReturn, (input) => ({ type: 'close', reason: reasonOf(input) })],
    [
      merchantReceiveReturnItems,
      adminReceiveReturnItems,
      (input) => ({
        type: 'receiveItems',
        items: (input as { items: (Units[number] & { condition: ReturnItemCondition })[] }).items,
      }),
    ],
    [
      merchantRefundReturnItems,
      adminRefundReturnItems,
      (input) => ({ type: 'refund', items: unitsOf(input) }),
    ],
    [
      merchantCreditReturnItems,
      adminCreditReturnItems,
      (input) => ({ type: 'issueCredit', items: unitsOf(input) }),
    ],
    [
      merchantShipReturnExchange,
      adminShipReturnExchange,
      (input) => ({ type: 'shipExchange', items: unitsOf(input) }),
    ],
  ];
  for (const [merchantCall, adminCall, commandOf] of commands) {
    for (const call of [merchantCall, adminCall]) {
      registerCall(app, gate, call, ({ merchant, params, input, request }) =>
        returns.merchant.command(merchant.id, params.return, commandOf(input), commandIdOf(request)),
      );
    }
  }
}

function reasonOf(input: unknown): string | null {
  return (input as { reason?: string | null } | undefined)?.reason ?? null;
}

function unitsOf(input: unknown): Units {
  return (input as { items: Units }).items;
}
