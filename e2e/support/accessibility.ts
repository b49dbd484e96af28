// The accessibility rule of the e2e suite: every page state a journey visits passes axe's
// WCAG 2.1 A and AA and 2.2 AA rules with no finding of impact serious or critical.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe-core itself, the version @axe-core/playwright depends on. Injected once per document and
 * run in place: AxeBuilder re-injects it on every call and finishes each scan in a new page, which
 * cost 0.7 to 1.5 s per scan on the shared machine against 0.05 to 0.1 s here, and journeys scan
 * every state they visit.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface AccessibilityOptions {
  /**
   * Rules not to run on this page state, each with the written reason. Use only for what axe
   * cannot judge; a real finding is reported and fixed in the product, never switched off here.
   */
  disableRules?: Readonly<Record<string, string>>;
  /** CSS selectors to leave out of the scan, each with the written reason (third-party markup). */
  exclude?: Readonly<Record<string, string>>;
  /**
   * Only these of the WCAG rules (the layout sweep's narrower width of a page already scanned in
   * full: the rules whose outcome depends on the layout).
   */
  onlyRules?: readonly string[];
}

/** Runs axe on the page as it is now; throws listing rule, impact, targets and help on findings. */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  const violations = await findViolations(page, options);
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  throw new Error(
    `Accessibility: ${blocking.length} serious or critical finding(s) on ${page.url()}\n` +
      blocking.map(describeViolation).join('\n'),
  );
}

/** Every finding of the WCAG rules on the page as it is now, whatever its impact (the layout sweep fails on any). */
export async function findViolations(page: Page, options: AccessibilityOptions = {}): Promise<Violation[]> {
  const disabled = Object.keys(options.disableRules ?? {});
  const excluded = Object.keys(options.exclude ?? {});
  const only = options.onlyRules?.filter((rule) => !disabled.includes(rule));
  return page.frames().length > 1
    ? scanWithFrames(page, disabled, excluded, only)
    : scanInPlace(page, disabled, excluded, only);
}

/** The page has no frames (every page of the portal): axe runs in the document, injected once. */
async function scanInPlace(
  page: Page,
  disabled: string[],
  excluded: string[],
  only: string[] | undefined,
): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, disabled, excluded, only }) => {
      // Only violations are read: axe then skips the details of passes and inapplicable rules.
      const axe = (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }
      ).axe;
      const results = (await axe.run(
        excluded.length ? { exclude: excluded.map((selector) => [selector]) } : document,
        {
          runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags },
          resultTypes: ['violations'],
          rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
        },
      )) as { violations: unknown[] };
      return results.violations;
    },
    { tags: [...WCAG_TAGS], disabled, excluded, only },
  ) as Promise<Violation[]>;
}

/** A page with frames: AxeBuilder, which scans each frame and merges the results. */
async function scanWithFrames(
  page: Page,
  disabled: string[],
  excluded: string[],
  only: string[] | undefined,
): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  builder = only ? builder.withRules(only) : builder.withTags([...WCAG_TAGS]);
  if (disabled.length > 0) builder = builder.disableRules(disabled);
  for (const selector of excluded) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

export function describeViolation(violation: Violation): string {
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
