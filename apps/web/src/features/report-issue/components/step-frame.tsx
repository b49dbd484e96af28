// The frame of every report step: the step indicator ('Step 2 of 8'), the title (focused when the
// step opens, so a screen reader announces where the shopper is), the form, and its actions:
// Continue and 'Save as draft'. Back is the header's back control.
import type { IssueType } from '@rc/domain/enums';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { reportEvent } from '../api/report-event';
import { type FlowStep, stepPosition } from '../flow-steps';
import { SaveDraftButton } from './save-draft-button';
import '../../../components/claims/claim-notes.css';
import './step-frame.css';

interface StepFrameProps {
  step: FlowStep;
  type: IssueType | null;
  title: string;
  intro?: ReactNode;
  subPath: string;
  applicantEmail: string;
  /** Called on Continue; the step validates and moves on. */
  onContinue: () => void;
  continueLabel?: string;
  /** Blocks Continue (an upload still running, a review still loading). */
  continueDisabled?: boolean;
  busy?: boolean;
  /** Replaces the Continue button (the review's Submit). */
  primaryAction?: ReactNode;
  children: ReactNode;
}

export function StepFrame({
  step,
  type,
  title,
  intro,
  subPath,
  applicantEmail,
  onContinue,
  continueLabel,
  continueDisabled,
  busy,
  primaryAction,
  children,
}: StepFrameProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { current, total } = stepPosition(step, type);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Once per step shown (a step keeps its name and type while it is on screen).
  useEffect(() => {
    reportEvent('claim_flow:step', { step, issueType: type, position: current });
  }, [step, type, current]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!continueDisabled && !busy) onContinue();
  }

  return (
    <div className="page claim-step">
      <div className="step-progress">
        <p className="step-progress__text">{t('claims.flow.step', { current, total })}</p>
        <div className="step-progress__bar" aria-hidden="true">
          <span style={{ width: `${(current / total) * 100}%` }} />
        </div>
      </div>
      <h1 ref={heading} tabIndex={-1} className="claim-step__title">
        {title}
      </h1>
      {intro ? <div className="claim-step__intro">{intro}</div> : null}
      <form noValidate onSubmit={onSubmit} className="claim-step__form">
        {children}
        <div className="claim-step__actions">
          {primaryAction ?? (
            <Button type="submit" block disabled={continueDisabled} busy={busy}>
              {continueLabel ?? t('claims.flow.continue')}
            </Button>
          )}
          <SaveDraftButton subPath={subPath} applicantEmail={applicantEmail} />
        </div>
      </form>
    </div>
  );
}
