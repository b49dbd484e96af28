// The frame of every return step: where the shopper is ('Step 2 of 4'), the title (focused when the
// step opens, so a screen reader announces it), the form and its one action. Back is the header's.
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import './return-step-frame.css';

/** The steps of a return, in order; product-card is part of the details step. */
export const RETURN_STEPS = ['items', 'details', 'method', 'review'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

interface ReturnStepFrameProps {
  step: ReturnStep;
  title: string;
  intro?: ReactNode;
  onContinue: () => void;
  continueLabel?: string;
  continueDisabled?: boolean;
  busy?: boolean;
  children: ReactNode;
}

export function ReturnStepFrame({
  step,
  title,
  intro,
  onContinue,
  continueLabel,
  continueDisabled,
  busy,
  children,
}: ReturnStepFrameProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const current = RETURN_STEPS.indexOf(step) + 1;
  const total = RETURN_STEPS.length;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!continueDisabled && !busy) onContinue();
  }

  return (
    <div className="page return-step">
      <div className="return-step__progress">
        <p className="return-step__progress-text">{t('returns.flow.step', { current, total })}</p>
        <div className="return-step__bar" aria-hidden="true">
          <span style={{ width: `${(current / total) * 100}%` }} />
        </div>
      </div>
      <h1 ref={heading} tabIndex={-1} className="return-step__title">
        {title}
      </h1>
      {intro ? <div className="return-step__intro">{intro}</div> : null}
      <form noValidate onSubmit={onSubmit} className="return-step__form">
        {children}
        <div className="return-step__actions">
          <Button type="submit" block disabled={continueDisabled} busy={busy}>
            {continueLabel ?? t('returns.flow.continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}
