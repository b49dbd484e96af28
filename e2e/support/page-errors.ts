// Collects what a page reports as broken (console errors, uncaught exceptions, unhandled
// rejections) so that a journey fails on it even when the screen looks right.
import type { ConsoleMessage, Page } from 'playwright-core';

export interface PageError {
  kind: 'console' | 'pageerror';
  text: string;
  /** The script or resource the message points at, when Chromium names one. */
  url: string;
}

interface Allowance {
  matches(error: PageError): boolean;
  reason: string;
}

export interface PageErrors {
  /** Everything reported so far, expected or not. */
  readonly all: readonly PageError[];
  /**
   * Accepts errors matching `pattern` (on text or url) in this journey only. `reason` must say
   * why they are expected; it is printed with any failure so nobody has to guess.
   */
  allow(pattern: RegExp, reason: string): void;
  /** Throws, listing them, when errors occurred that no allowance covers. */
  assertNone(): void;
}

export function watchPageErrors(page: Page): PageErrors {
  const all: PageError[] = [];
  const allowances: Allowance[] = [];

  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    all.push({ kind: 'console', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error: Error) => {
    all.push({ kind: 'pageerror', text: error.stack ?? `${error.name}: ${error.message}`, url: page.url() });
  });

  return {
    all,
    allow(pattern, reason) {
      if (!reason.trim()) throw new Error('allow(): give the reason the error is expected');
      allowances.push({ matches: (error) => pattern.test(error.text) || pattern.test(error.url), reason });
    },
    assertNone() {
      const unexpected = all.filter((error) => !allowances.some((allowance) => allowance.matches(error)));
      if (unexpected.length === 0) return;
      const lines = unexpected.map(
        (error) => `  - ${error.kind}: ${error.text}${error.url ? `\n    at ${error.url}` : ''}`,
      );
      throw new Error(`The page reported ${unexpected.length} error(s):\n${lines.join('\n')}`);
    },
  };
}
