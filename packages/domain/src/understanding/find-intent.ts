// Scores every intent from its cues (strong two points, weak one), adds what the slots say (an
// issue named points to reporting it, an exchange asked for to an exchange), and turns the two
// best scores into a confidence: high when the best stands alone and has enough evidence.
import { type Analysis, findCue } from './analysis';
import type { IssueFound } from './find-issue';
import { ASSISTANT_INTENTS, type AssistantIntent, type KnownIntent, type Resolution } from './types';

/** Short replies: they count only when nothing else in the text points anywhere. */
const SOCIAL_INTENTS: ReadonlySet<KnownIntent> = new Set(['yes', 'no', 'thanks', 'greeting']);

/**
 * A status question names the thing it asks about ("the status of my return"): where the status
 * intent has a strong cue, the strong cues of starting that thing count half (and, for a claim,
 * the issue it names).
 */
const STATUS_OF: readonly [KnownIntent, KnownIntent][] = [
  ['return_status', 'start_return'],
  ['claim_status', 'report_issue'],
];

/** Yes and no are replies, not sentences: "nie mam pieniędzy za reklamację" is no "no". */
const YES_NO_MAX_TOKENS = 5;

/** Alternatives are offered down to this share of the best score. */
const ALTERNATIVE_SHARE = 0.5;

export interface IntentScore {
  intent: KnownIntent;
  score: number;
}

/** Every intent with a positive score, best first (ties in {@link ASSISTANT_INTENTS} order). */
export function scoreIntents(
  analysis: Analysis,
  issue: IssueFound | null,
  resolution: Resolution | undefined,
): IntentScore[] {
  const scores = new Map<KnownIntent, number>();
  const strongHits = new Map<KnownIntent, number>();
  const add = (intent: KnownIntent, points: number) => scores.set(intent, (scores.get(intent) ?? 0) + points);
  const isReply = analysis.tokens.length <= YES_NO_MAX_TOKENS;
  for (const intent of ASSISTANT_INTENTS) {
    if ((intent === 'yes' || intent === 'no') && !isReply) continue;
    const cues = analysis.lexicon.intents[intent];
    for (const [list, points] of [
      [cues.strong, 2],
      [cues.weak, 1],
    ] as const) {
      for (const cue of list ?? []) {
        const hit = findCue(analysis, cue);
        if (!hit || hit.negated) continue;
        add(intent, points);
        if (points === 2) strongHits.set(intent, (strongHits.get(intent) ?? 0) + 1);
      }
    }
  }
  for (const [status, start] of STATUS_OF) {
    if (strongHits.has(status)) add(start, -(strongHits.get(start) ?? 0));
  }
  // "How long until my claim is reviewed?" asks about the claim: its delay words count half.
  const issuePoints = issue ? issue.strength : 0;
  if (issue) add('report_issue', strongHits.has('claim_status') ? issuePoints / 2 : issuePoints);
  if (resolution === 'exchange') add('start_exchange', 1);
  else if (resolution) add('start_return', 0.5);
  let ranked = [...scores].filter(([, score]) => score > 0).map(([intent, score]) => ({ intent, score }));
  if (ranked.some(({ intent }) => !SOCIAL_INTENTS.has(intent))) {
    ranked = ranked.filter(({ intent }) => !SOCIAL_INTENTS.has(intent));
  }
  const order = (intent: KnownIntent) => ASSISTANT_INTENTS.indexOf(intent);
  return ranked.sort((a, b) => b.score - a.score || order(a.intent) - order(b.intent));
}

/** Evidence enough for full confidence: two points (one strong cue). */
function strength(score: number): number {
  return Math.min(1, 0.55 + 0.225 * score);
}

function rounded(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The chosen intent, its confidence and the alternatives worth offering. */
export function decideIntent(ranked: readonly IntentScore[]): {
  intent: AssistantIntent;
  confidence: number;
  alternatives: { intent: AssistantIntent; confidence: number }[];
} {
  const [best, ...rest] = ranked;
  if (!best) return { intent: 'unknown', confidence: 0, alternatives: [] };
  const runnerUp = rest[0]?.score ?? 0;
  return {
    intent: best.intent,
    confidence: rounded((best.score / (best.score + runnerUp)) * strength(best.score)),
    alternatives: rest
      .filter(({ score }) => score >= best.score * ALTERNATIVE_SHARE)
      .map(({ intent, score }) => ({
        intent,
        confidence: rounded((score / (best.score + score)) * strength(score)),
      })),
  };
}
