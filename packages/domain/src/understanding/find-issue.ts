// The issue type and the resolution a shopper names, minding negation: "it is not damaged, it
// never arrived" is a loss, "I don't want a refund" asks for none.
import { ISSUE_TYPES, type IssueType } from '../enums';
import { type Analysis, findCue } from './analysis';
import type { Resolution } from './types';

export interface IssueFound {
  issueType: IssueType;
  /**
   * Points for reporting it: 2 when said outright ("broken"), 1 when only read from a negation
   * ("never arrived"), and one more for every other cue of the same issue.
   */
  strength: number;
}

/** The issue type with the most evidence (ties: the spec's order), or null. */
export function findIssueIn(analysis: Analysis): IssueFound | null {
  let best: IssueFound | null = null;
  let bestScore = 0;
  for (const issueType of ISSUE_TYPES) {
    const entry = analysis.lexicon.issues[issueType];
    if (!entry) continue;
    let score = 0;
    let outright = false;
    for (const cue of entry.cues ?? []) {
      const hit = findCue(analysis, cue);
      if (hit && !hit.negated) {
        score += 1;
        outright = true;
      }
    }
    for (const cue of entry.whenNegated ?? []) {
      if (findCue(analysis, cue)?.negated) score += 1;
    }
    if (score > bestScore) {
      bestScore = score;
      best = { issueType, strength: (outright ? 2 : 1) + score - 1 };
    }
  }
  return best;
}

const RESOLUTIONS: readonly Resolution[] = ['exchange', 'store_credit', 'refund'];

/** The resolution named first in the text and not negated, or undefined. */
export function findResolutionIn(analysis: Analysis): Resolution | undefined {
  let found: { resolution: Resolution; position: number } | undefined;
  for (const resolution of RESOLUTIONS) {
    for (const cue of analysis.lexicon.resolutions[resolution]) {
      const hit = findCue(analysis, cue);
      if (hit && !hit.negated && (!found || hit.position < found.position)) {
        found = { resolution, position: hit.position };
      }
    }
  }
  return found?.resolution;
}
