// The withdrawal function's calls: the shopper's two steps, the merchant API's list and settings
// and their admin twins; each declared once in packages/contract (decision 018).

import {
  adminGetWithdrawalSettings,
  adminListWithdrawals,
  adminPutWithdrawalSettings,
} from '@rc/contract/admin-calls';
import { getWithdrawalOptions, submitWithdrawal } from '@rc/contract/calls/withdrawals';
import {
  merchantGetWithdrawalSettings,
  merchantListWithdrawals,
  merchantPutWithdrawalSettings,
} from '@rc/contract/merchant-withdrawal-calls';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow } from '../merchants';
import type { Withdrawals } from './service';

export function withdrawalsRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  withdrawals: Withdrawals,
): void {
  registerCall(app, gate, getWithdrawalOptions, ({ session }) => withdrawals.options(session));
  registerCall(app, gate, submitWithdrawal, ({ session, input, request }) =>
    withdrawals.submit(session, input, requestLanguage(request)),
  );
  for (const call of [merchantListWithdrawals, adminListWithdrawals] as const) {
    registerCall(app, gate, call, ({ merchant, input }) => withdrawals.listForMerchant(merchant.id, input));
  }
  for (const call of [merchantGetWithdrawalSettings, adminGetWithdrawalSettings] as const) {
    registerCall(app, gate, call, async ({ merchant }) => withdrawals.settingsOf(merchant));
  }
  for (const call of [merchantPutWithdrawalSettings, adminPutWithdrawalSettings] as const) {
    registerCall(app, gate, call, ({ merchant, input }) => withdrawals.changeSettings(merchant.id, input));
  }
}
