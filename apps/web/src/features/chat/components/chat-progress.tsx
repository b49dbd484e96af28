// Where the dialogue stands, from the chat store's server half: the flow in words (currentFlow),
// "Step 2 of 5: Issue" (currentStep among dynamicFlowSteps, which change with the answers, e.g.
// photos only for an issue that needs them), and the flows waiting to be taken up again
// afterwards (allInsertFlows: a question asked in the middle of a claim). Outside the log, so a
// screen reader hears the answers, not the progress, while the shopper can read both.
import { useTranslation } from 'react-i18next';
import { type ChatData, useChatStore } from '../stores/chat-store';

/** The flows the chat names (the contract's ChatFlow but the start 'a', which is the menu). */
export const NAMED_FLOWS = ['claim', 'return', 'tracking', 'payout', 'status', 'handover'] as const;
/** The steps the chat names (the server's step ids); another step is counted but not named. */
export const NAMED_STEPS = [
  'items',
  'issue',
  'photos',
  'payment',
  'summary',
  'reason',
  'subReason',
  'note',
  'resolution',
  'method',
  'claim',
] as const;

const isNamed = <T extends string>(names: readonly T[], value: string | null): value is T =>
  value !== null && (names as readonly string[]).includes(value);

/** The progress as numbers: null where the flow has one step or the step is not among them. */
export function progressOf(
  state: Pick<ChatData, 'currentFlow' | 'currentStep' | 'dynamicFlowSteps'>,
): { index: number; total: number; step: string } | null {
  const { currentStep, dynamicFlowSteps } = state;
  if (state.currentFlow === 'a' || !currentStep || dynamicFlowSteps.length < 2) return null;
  const index = dynamicFlowSteps.indexOf(currentStep);
  return index < 0 ? null : { index: index + 1, total: dynamicFlowSteps.length, step: currentStep };
}

export function ChatProgress() {
  const { t } = useTranslation();
  const flow = useChatStore((state) => state.currentFlow);
  const step = useChatStore((state) => state.currentStep);
  const steps = useChatStore((state) => state.dynamicFlowSteps);
  const inserted = useChatStore((state) => state.allInsertFlows);
  if (!isNamed(NAMED_FLOWS, flow)) return null;
  const progress = progressOf({ currentFlow: flow, currentStep: step, dynamicFlowSteps: steps });
  const waiting = inserted.filter((name) => isNamed(NAMED_FLOWS, name) && name !== flow);
  return (
    <div className="chat-progress">
      <p className="chat-progress__flow">{t(`chat.flow.${flow}`)}</p>
      {progress ? (
        <>
          <p className="chat-progress__step">
            {isNamed(NAMED_STEPS, progress.step)
              ? t('chat.progress.stepNamed', {
                  index: progress.index,
                  total: progress.total,
                  step: t(`chat.step.${progress.step}`),
                })
              : t('chat.progress.step', { index: progress.index, total: progress.total })}
          </p>
          <ol className="chat-progress__bar" aria-hidden="true">
            {steps.map((name, position) => (
              <li
                key={name}
                className={
                  position < progress.index
                    ? 'chat-progress__segment chat-progress__segment--done'
                    : 'chat-progress__segment'
                }
              />
            ))}
          </ol>
        </>
      ) : null}
      {waiting.length ? (
        <p className="chat-progress__then">
          {t('chat.progress.then', {
            flows: waiting.map((name) => t(`chat.flow.${name}`)).join(', '),
          })}
        </p>
      ) : null}
    </div>
  );
}
