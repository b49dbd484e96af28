// Types only: the web client imports this with `import type`, so zod never reaches the browser.
import type { z } from 'zod';
import type { getAllProtectedItem, queryRelatedPolicy, queryRelatedPolicyWithCheck } from './calls/orders';
import type {
  getRcLoginStyle,
  listLanguageCode,
  rcLogin,
  rcLogout,
  sendVerifyEmail,
  svRouter,
} from './calls/sign-in';
import type { CallName } from './routes';

interface CallDefinitions {
  'get-rc-login-style': typeof getRcLoginStyle;
  'rc-login': typeof rcLogin;
  'rc-logout': typeof rcLogout;
  'send-verify-email': typeof sendVerifyEmail;
  sv_router: typeof svRouter;
  'multilingual/list-language-code': typeof listLanguageCode;
  'query-related-policy-with-check': typeof queryRelatedPolicyWithCheck;
  'query-related-policy': typeof queryRelatedPolicy;
  'get-all-protected-item': typeof getAllProtectedItem;
}

/** What a call takes (before defaults are applied). */
export type RequestOf<N extends CallName> = z.input<CallDefinitions[N]['request']>;
/** What a successful call returns in `data`. */
export type ResponseOf<N extends CallName> = z.output<CallDefinitions[N]['response']>;
