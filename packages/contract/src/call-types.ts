// Types only: the web client imports this with `import type`, so zod never reaches the browser.
import type { z } from 'zod';
import type { getAllProtectedItem, queryRelatedPolicyWithCheck } from './calls/orders';
import type { getRcLoginStyle, listLanguageCode, rcLogin, rcLogout } from './calls/sign-in';
import type { CallName } from './routes';

interface CallDefinitions {
  'get-rc-login-style': typeof getRcLoginStyle;
  'rc-login': typeof rcLogin;
  'rc-logout': typeof rcLogout;
  'multilingual/list-language-code': typeof listLanguageCode;
  'query-related-policy-with-check': typeof queryRelatedPolicyWithCheck;
  'get-all-protected-item': typeof getAllProtectedItem;
}

/** What a call takes (before defaults are applied). */
export type RequestOf<N extends CallName> = z.input<CallDefinitions[N]['request']>;
/** What a successful call returns in `data`. */
export type ResponseOf<N extends CallName> = z.output<CallDefinitions[N]['response']>;
