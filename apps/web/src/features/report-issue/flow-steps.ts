// The report's steps over the spec's common routes (spec 2), their order and how the step
// indicator counts them. select-items and choose-items are one step ('the items'); a report for
// items not shipped yet has no package to describe, so it skips add-dimensions.
import { type EvidenceRequirement, needsPoliceReport } from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';

export const FLOW_STEPS = [
  'options',
  'select-items',
  'choose-items',
  'issue-details',
  'upload',
  'add-dimensions',
  'comments',
  'payment',
  'review',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The indicator's steps, each a group of routes. */
function indicatorGroups(type: IssueType | null): FlowStep[][] {
  return [
    ['options'],
    ['select-items', 'choose-items'],
    ['issue-details'],
    ['upload'],
    ...(type === 'noShipped' ? [] : [['add-dimensions' as const]]),
    ['comments'],
    ['payment'],
    ['review'],
  ];
}

/** 'Step current of total' for a route of the flow. */
export function stepPosition(step: FlowStep, type: IssueType | null): { current: number; total: number } {
  const groups = indicatorGroups(type);
  const index = groups.findIndex((group) => group.includes(step));
  return { current: index + 1, total: groups.length };
}

/** The step after this one. */
export function nextStep(step: FlowStep, type: IssueType | null): FlowStep {
  switch (step) {
    case 'options':
    case 'select-items':
      return 'choose-items';
    case 'choose-items':
      return 'issue-details';
    case 'issue-details':
      return 'upload';
    case 'upload':
      return type === 'noShipped' ? 'comments' : 'add-dimensions';
    case 'add-dimensions':
      return 'comments';
    case 'comments':
      return 'payment';
    case 'payment':
    case 'review':
      return 'review';
  }
}

/**
 * Where a resumed draft continues: its items if it has none, the police report for a theft
 * without one, else the review (which says what evidence is still missing).
 */
export function resumeStep(draft: {
  issueType: IssueType;
  items: readonly unknown[];
  details: { policeReportNumber?: string | null | undefined };
}): FlowStep {
  if (draft.items.length === 0) return 'choose-items';
  if (needsPoliceReport(draft.issueType) && !draft.details.policeReportNumber?.trim()) return 'issue-details';
  return 'review';
}

/** Requirements with at least one file to add, for the upload step's list. */
export function requirementsToMeet(documents: readonly EvidenceRequirement[]): EvidenceRequirement[] {
  return documents.filter((document) => document.min > 0);
}
