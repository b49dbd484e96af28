// The frame of every report step: the step indicator ('Step 2 of 8'), the title (focused when the
// step opens, so a screen reader announces where the shopper is), the form, and its actions:
// Continue and 'Save as draft'. Back is the header's back control. `StepLayout` is the frame
// without the report's own parts (its step count, its event, the draft), for the late package.
import type { IssueType } from '@rc/domain/enums';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { reportEvent } from '../api/report-event';
import { type FlowStep, stepPosition } from '../flow-steps';
import { SaveDraftButton } from './save-draft-button';
import '../../../components/claims/claim-notes.css';
import './step-frame.css';

interface StepLayoutProps {
  /** Where the step stands ('Step 2 of 8'). */
  position: { current: number; total: number };
  title: string;
  intro?: ReactNode;
  /** Called on Continue; the step validates and moves on. */
  onContinue: () => void;
  continueLabel?: string;
  /** Blocks Continue (an upload still running, a review still loading). */
  continueDisabled?: boolean;
  busy?: boolean;
  /** Replaces the Continue button (the review's Submit). */
  primaryAction?: ReactNode;
  /** Beside Continue ('Save as draft'). */
  secondaryAction?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A step's page: the indicator, the title (focused when the step opens), the intro, the form and
 * its actions. The report's steps (`StepFrame`) and the late package's three (`LatePackageClaim`)
 * are drawn with it.
 */
export function StepLayout({
  position: { current, total },
  title,
  intro,
  onContinue,
  continueLabel,
  continueDisabled,
  busy,
  primaryAction,
  secondaryAction,
  className,
  children,
}: StepLayoutProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!continueDisabled && !busy) onContinue();
  }

  return (
    <div className={`page claim-step${className ? ` ${className}` : ''}`}>
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
          {secondaryAction}
        </div>
      </form>
    </div>
  );
}

interface StepFrameProps extends Omit<StepLayoutProps, 'position' | 'secondaryAction' | 'className'> {
  step: FlowStep;
  type: IssueType | null;
  subPath: string;
  applicantEmail: string;
}

export function StepFrame({ step, type, subPath, applicantEmail, ...layout }: StepFrameProps) {
  const position = stepPosition(step, type);

  // Once per step shown (a step keeps its name and type while it is on screen).
  useEffect(() => {
    reportEvent('claim_flow:step', { step, issueType: type, position: position.current });
  }, [step, type, position.current]);

  return (
    <StepLayout
      {...layout}
      position={position}
      secondaryAction={<SaveDraftButton subPath={subPath} applicantEmail={applicantEmail} />}
    />
  );
}
