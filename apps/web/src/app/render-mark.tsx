import { type ReactNode, useEffect } from 'react';

/** How the page came to life: hydrated from the server's markup, or rendered by the browser. */
export type RenderMode = 'hydrated' | 'rendered';

/**
 * Marks the document once the app has committed (`<html data-render>`), so tests and operators
 * can tell an interactive page from the server's markup. One child, so React's ids stay as the
 * server rendered them.
 */
export function RenderMark({ mode, children }: { mode: RenderMode; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.render !== 'recovered') root.dataset.render = mode;
  }, [mode]);
  return children;
}
