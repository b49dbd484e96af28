import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
  /** Shows a spinner and blocks a second click while work is under way. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block,
  busy,
  disabled,
  children,
  className,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? ''].filter(
    Boolean,
  );
  return (
    <button
      type="button"
      {...rest}
      className={classes.join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
