// What happens after the shopper submits (spec 4 "Login flow", 8 "Login"): sign in, check the
// policies, decide between this portal and the legacy site, pick the landing version, or turn a
// failure into its behaviour (message, warning, silent verification e-mail, error page).
import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import { loginErrorBehaviour } from '@rc/domain/error-codes';
import { landingRoute, legacySiteUrl, shouldUseLegacySite } from '@rc/domain/routing';
import type { InterfaceVersion } from '@rc/domain/version-switch';
import { sendVerifyEmail } from '../../api/send-verify-email';
import { useSessionStore } from '../../lib/session-store';
import { queryRelatedPolicyWithCheck } from './api/query-related-policy-with-check';
import { rcLogin } from './api/rc-login';
import { svRouter } from './api/sv-router';

export type SignInOutcome =
  | { kind: 'navigate'; to: string }
  | { kind: 'leave'; url: string }
  | { kind: 'notice'; tone: 'error' | 'warning'; text: string | null }
  | { kind: 'verification-sent'; maskedEmail: string }
  | { kind: 'error-page'; code: number; message: string | null };

export interface SignInOptions {
  subPath: string;
  /** forceDirect=1: stay in this portal even where the legacy site would take over. */
  forceDirect: boolean;
  /** redirectToNewRc4/5/redirectToNewRc: the version to land on, when the merchant offers it. */
  requestedVersion: InterfaceVersion | null;
  /** claimId from the link: land on that claim (spec 2 "New interface"). */
  claimId: string | null;
  /** withdraw=1 from the link: land on the withdrawal function (issue 15). */
  withdraw?: boolean;
  /** `to` and `conversationId` from the link (spec 2 "Login"): land on the chat, that flow or conversation. */
  chat?: { to: string | null; conversationId: string | null };
  /** Where the verification e-mail's link should lead (this login page). */
  verifyRedirectUrl: string;
  language: string;
}

async function afterFailure(
  failure: { code: number; message: string | null; data?: Record<string, unknown> },
  options: SignInOptions,
): Promise<SignInOutcome> {
  const { behaviour, code } = loginErrorBehaviour(failure.code);
  if (behaviour === 'error-page') return { kind: 'error-page', code, message: failure.message };
  if (behaviour === 'message' || behaviour === 'warning') {
    return { kind: 'notice', tone: behaviour === 'warning' ? 'warning' : 'error', text: failure.message };
  }
  // 200052/200053: send the verification e-mail silently (spec 8).
  const token = typeof failure.data?.verifyToken === 'string' ? failure.data.verifyToken : '';
  const sent = await sendVerifyEmail({
    token,
    rcVersion: options.requestedVersion ?? '4',
    redirectUrl: options.verifyRedirectUrl,
  });
  if (sent.ok) return { kind: 'verification-sent', maskedEmail: sent.data.maskedEmail };
  return afterFailure(sent, options);
}

/** Runs one sign-in attempt to its outcome. */
export async function runSignIn(
  input: RequestOf<'rc-login'>,
  options: SignInOptions,
): Promise<SignInOutcome> {
  const login = await rcLogin(input);
  if (!login.ok) return afterFailure(login, options);
  return afterSignIn(login.data, options, input.contactInfo ?? login.data.applicantEmail);
}

async function afterSignIn(
  login: ResponseOf<'rc-login'>,
  options: SignInOptions,
  loginEmail: string,
): Promise<SignInOutcome> {
  const store = useSessionStore.getState();
  store.signedIn(login, options.subPath, loginEmail);

  if (!options.forceDirect) {
    const parcelTracking = [login.platform, login.channel].some(
      (value) => value?.toLowerCase() === '17track',
    );
    const router = parcelTracking
      ? await svRouter({ email: login.applicantEmail, orderNumber: login.orderName })
      : null;
    const route = router?.ok ? router.data.router : null;
    if (shouldUseLegacySite({ platform: login.platform, channel: login.channel, router: route })) {
      return {
        kind: 'leave',
        url: legacySiteUrl(login.rcLoginStyleVO.legacySiteUrl, {
          email: login.applicantEmail,
          orderNumber: login.orderName,
        }),
      };
    }
  }

  const policies = await queryRelatedPolicyWithCheck({ orderNumber: login.orderName });
  if (!policies.ok) return afterFailure(policies, options);
  store.setPolicies(policies.data);

  // Version 5 only where the merchant offers it; a first visit lands on home, where the welcome
  // modal offers the new interface (spec 4 "Version switching").
  const remembered = useSessionStore.getState().userInfo?.currentVersion ?? null;
  const version = login.enableNewRc ? (options.requestedVersion ?? remembered) : null;
  if (version) store.setCurrentVersion(version);
  const chat = options.chat?.to || options.chat?.conversationId ? options.chat : null;
  if (chat && !options.claimId && !options.withdraw) {
    const query = new URLSearchParams();
    if (chat.conversationId) query.set('conversationId', chat.conversationId);
    if (chat.to) query.set('to', chat.to);
    return { kind: 'navigate', to: `${options.subPath}/chat?${query}` };
  }
  return {
    kind: 'navigate',
    to: `${options.subPath}/${landingRoute({ currentVersion: version, claimId: options.claimId, withdraw: options.withdraw === true })}`,
  };
}
