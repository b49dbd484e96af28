// The accessibility rule of the e2e suite: every page state a journey visits passes axe's
// WCAG 2.1 A and AA rules with no finding of impact serious or critical.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface AccessibilityOptions {
  /**
   * Rules not to run on this page state, each with the written reason. Use only for what axe
   * cannot judge; a real finding is reported and fixed in the product, never switched off here.
   */
  disableRules?: Readonly<Record<string, string>>;
  /** CSS selectors to leave out of the scan, each with the written reason (third-party markup). */
  exclude?: Readonly<Record<string, string>>;
}

/** Runs axe on the page as it is now; throws listing rule, impact, targets and help on findings. */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  // Only violations are read: axe then skips the details of passes and inapplicable rules.
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS]).options({ resultTypes: ['violations'] });
  const disabled = Object.keys(options.disableRules ?? {});
  if (disabled.length > 0) builder = builder.disableRules(disabled);
  for (const selector of Object.keys(options.exclude ?? {})) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  throw new Error(
    `Accessibility: ${blocking.length} serious or critical finding(s) on ${page.url()}\n` +
      blocking.map(describeViolation).join('\n'),
  );
}

function describeViolation(violation: Violation): string {
  const targets = violation.nodes.map((node) => {
    const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part)));
    const why = node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}` : '';
    return `      ${target.join(' ')}${why}`;
  });
  return [
    `  - ${violation.id} (${violation.impact}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    '    targets:',
    ...targets,
  ].join('\n');
}
