// The payouts module as other modules see it (they import this file only; services.ts wires the
// instances): the named reads of payouts (decision 056).
export { type PayoutRow, payoutOfClaim, payoutRowOfClaim } from './reads';
