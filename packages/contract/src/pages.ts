// Every page record (define-page.ts): what the server serves besides the enveloped calls. Read
// from the modules that declare them, as calls.ts reads the calls.
import * as branding from './branding/files';
import type { PageRecord } from './define-page';
import * as operations from './operations/pages';
import * as payments from './payments/pages';
import * as payouts from './payouts/pages';
import * as portal from './portal/pages';
import * as signIn from './sign-in/pages';

function isPageRecord(value: unknown): value is PageRecord {
  return typeof value === 'object' && value !== null && 'answers' in value && 'path' in value;
}

/** Every page, file, form target and probe the server serves outside the enveloped calls. */
export const PAGE_RECORDS: readonly PageRecord[] = [
  ...new Set(
    [portal, signIn, payments, payouts, branding, operations].flatMap((module) => Object.values(module)),
  ),
]
  .filter(isPageRecord)
  .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
