import { type ReactNode, useEffect, useRef } from 'react';

interface AlertProps {
  tone: 'error' | 'warning' | 'info';
  /**
   * Move focus to the message when it appears: the answer to what the shopper just did (a failed
   * sign-in), so a keyboard or screen-reader user continues from it rather than from the button.
   */
  takeFocus?: boolean;
  children: ReactNode;
}

/** A message box; errors are announced at once, the rest politely. */
export function Alert({ tone, takeFocus = false, children }: AlertProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={box}
      className={`alert alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {children}
    </div>
  );
}
