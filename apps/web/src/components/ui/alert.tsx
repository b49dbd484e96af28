import type { ReactNode } from 'react';

/** A message box; errors are announced at once, the rest politely. */
export function Alert({ tone, children }: { tone: 'error' | 'warning' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
