// Console errors the journeys accept for now, each tied to a product bug that a specific journey
// asserts on its own (so the bug fails exactly one, clearly named check instead of every journey).
// Remove an entry as soon as its bug is fixed.
import type { PageErrors } from './page-errors';

// None today. An entry looks like:
//   { pattern: /\/demo\/brands\/[^/]+\.svg$/, reason: 'demo logos 404 (bug: …); asserted by expectImagesLoad' }
export const KNOWN_ISSUES: readonly { pattern: RegExp; reason: string }[] = [];

export function allowKnownIssues(errors: PageErrors): void {
  for (const issue of KNOWN_ISSUES) errors.allow(issue.pattern, issue.reason);
}
