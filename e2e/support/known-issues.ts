// Console errors the journeys accept for now, each tied to a product bug that a specific journey
// asserts on its own (so the bug fails exactly one, clearly named check instead of every journey).
// Remove an entry as soon as its bug is fixed.
import type { PageErrors } from './page-errors';

export const KNOWN_ISSUES: readonly { pattern: RegExp; reason: string }[] = [
  {
    // apps/server/src/demo/seed-demo.ts (logo, favicon) and demo-orders.ts (product images) point
    // at /demo/brands/*.svg and /demo/products/*.svg, which nothing serves: Chromium logs a 404
    // per image. `expectImagesLoad` in the login and home journeys fails on these images.
    pattern: /\/demo\/(brands|products)\/[^/?#]+\.svg(\?|#|$)/,
    reason: 'demo brand and product images are not served yet (asserted by expectImagesLoad)',
  },
];

export function allowKnownIssues(errors: PageErrors): void {
  for (const issue of KNOWN_ISSUES) errors.allow(issue.pattern, issue.reason);
}
