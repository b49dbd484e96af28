import type { TFunction } from 'i18next';
import type { ReturnProblem } from '../api/get-order-return-apply-review';
import type { StartedReturnItem } from '../stores/return-flow-store';

/** A problem the server found with the request, in words, naming its item when it has one. */
export function problemText(
  t: TFunction,
  problem: ReturnProblem,
  items: ReadonlyArray<Pick<StartedReturnItem, 'itemId' | 'title'>>,
): string {
  const text = problem.ineligibleReason
    ? t(`returnIneligible.${problem.ineligibleReason}`, { defaultValue: problem.ineligibleReason })
    : t(`returnProblem.${problem.code}`, { defaultValue: problem.code });
  const item = items.find((candidate) => candidate.itemId === problem.itemId);
  return item ? `${item.title}: ${text}` : text;
}
