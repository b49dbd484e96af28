// The withdrawals module as the rest of the server sees it (services.ts makes the one instance).

export { withdrawalIdsOfOrder } from './reads';
export { withdrawalsRoutes } from './routes';
export {
  createWithdrawals,
  WITHDRAWAL_EMAIL_JOB,
  type WithdrawalListener,
  type Withdrawals,
} from './service';
