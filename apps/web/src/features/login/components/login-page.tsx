// The sign-in page (spec 2 "Login", 4 "Login flow", 8 "Login"): order number plus e-mail, or
// automatically from a merchant-signed link, a verification e-mail's access token, or auto-login.
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { findChannel, orderIdLabelFor } from '@rc/domain/channels';
import { loginErrorBehaviour } from '@rc/domain/error-codes';
import { isForceDirect, LOGIN_QUERY_PARAMS as Q, SIGN_IN_CODE_PARAM } from '@rc/domain/routing';
import { isEmail } from '@rc/domain/validation';
import type { InterfaceVersion } from '@rc/domain/version-switch';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { valueBeforeStart } from '../../../lib/early-input';
import { errorText, type PageTexts } from '../../../lib/error-text';
import { useSessionStore } from '../../../lib/session-store';
import { runSignIn, type SignInOutcome } from '../sign-in-flow';
import './login-page.css';

interface LoginPageProps {
  style: LoginStyle;
  /** '/demo', '/customer-portal/demo', or '' on the store's own subdomain. */
  subPath: string;
  /** The auto-login route signs in as soon as order number and e-mail are in the address. */
  autoLogin: boolean;
  /** rc3: the simple layout, with the language selector on the page instead of the header. */
  layout: 'rc3' | 'rc4';
  /** The language selector, for the rc3 layout. */
  languageSelect?: ReactNode;
}

type Notice = { tone: 'error' | 'warning'; text: string } | { tone: 'info'; text: string } | null;

/**
 * The address's parameters a sign-in sent as a plain form carries to the server (decision 049):
 * what the app would keep from arrival and where it would land. Never a way in's credentials.
 */
const FORM_CARRIES = [
  'lng',
  'channel',
  Q.forceMode,
  Q.chatMode,
  Q.forceDirect,
  Q.redirectToNewRc,
  Q.redirectToNewRc4,
  Q.redirectToNewRc5,
  Q.claimId,
  Q.withdraw,
] as const;

/** The form's action: the sign-in page's own path, which signs in when posted (the server's form sign-in). */
function formAction(subPath: string, params: URLSearchParams): string {
  const carried = new URLSearchParams();
  for (const name of FORM_CARRIES) {
    const value = params.get(name);
    if (value) carried.set(name, value);
  }
  const search = carried.toString();
  return `${subPath}/login${search ? `?${search}` : ''}`;
}

/** A sign-in the server refused when the form was posted as plain HTML, shown as the app shows one. */
function refusedNotice(texts: PageTexts, code: string | null): Notice {
  if (!code || !/^\d{1,9}$/.test(code)) return null;
  const { behaviour, code: known } = loginErrorBehaviour(Number(code));
  if (behaviour !== 'message' && behaviour !== 'warning') return null;
  return { tone: behaviour === 'warning' ? 'warning' : 'error', text: errorText(texts, known) };
}

function requestedVersion(params: URLSearchParams): InterfaceVersion | null {
  if (params.get(Q.redirectToNewRc5) === '1' || params.get(Q.redirectToNewRc5) === 'true') return '5';
  if (params.get(Q.redirectToNewRc4) === '1' || params.get(Q.redirectToNewRc4) === 'true') return '4';
  return null;
}

export function LoginPage({ style, subPath, autoLogin, layout, languageSelect }: LoginPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rcChannel = useSessionStore((state) => state.rcChannel);
  const setArrival = useSessionStore((state) => state.setArrival);
  const channel = findChannel(params.get('channel') ?? rcChannel);
  // Uncontrolled fields (decision 049): what the shopper typed or autofilled before the app woke
  // stays in the DOM through hydration, and Submit reads the form itself.
  const [initial] = useState(() => ({
    orderName: valueBeforeStart('login', Q.orderNumber) ?? params.get(Q.orderNumber) ?? '',
    email: valueBeforeStart('login', Q.email) ?? params.get(Q.email) ?? '',
  }));
  const [fieldErrors, setFieldErrors] = useState<{ orderName?: string; email?: string }>({});
  const [notice, setNotice] = useState<Notice>(() => refusedNotice(i18n, params.get(SIGN_IN_CODE_PARAM)));
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const orderLabel = orderIdLabelFor(channel?.alias);

  function show(outcome: SignInOutcome) {
    switch (outcome.kind) {
      case 'navigate':
        navigate(outcome.to, { replace: true });
        return;
      case 'leave':
        window.location.assign(outcome.url);
        return;
      case 'error-page':
        navigate(`${subPath}/error?code=${outcome.code}`, {
          state: { code: outcome.code, message: outcome.message },
        });
        return;
      case 'verification-sent':
        setNotice({ tone: 'info', text: t('login.verificationSent', { email: outcome.maskedEmail }) });
        return;
      case 'notice':
        setNotice({ tone: outcome.tone, text: outcome.text ?? t('errors.generic') });
        return;
    }
  }

  async function signIn(input: Parameters<typeof runSignIn>[0]) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const redirect = new URL(`${subPath}/login`, window.location.origin).toString();
      show(
        await runSignIn(input, {
          subPath,
          forceDirect: isForceDirect(params.get(Q.forceDirect)) || params.get(Q.redirectToNewRc) === '1',
          requestedVersion: requestedVersion(params),
          claimId: params.get(Q.claimId),
          withdraw: params.get(Q.withdraw) === '1',
          chat: { to: params.get(Q.to), conversationId: params.get(Q.conversationId) },
          verifyRedirectUrl: redirect,
          language: i18n.resolvedLanguage ?? i18n.language,
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  // Arrival parameters and the ways in that need no typing (signed link, e-mail link, auto-login).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, on arrival; later changes are the page's own
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const arrival: { rcChannel?: string | null; forceMode?: string | null; chatMode?: string | null } = {};
    if (params.get('channel')) arrival.rcChannel = params.get('channel');
    if (params.get(Q.forceMode)) arrival.forceMode = params.get(Q.forceMode);
    if (params.get(Q.chatMode)) arrival.chatMode = params.get(Q.chatMode);
    if (Object.keys(arrival).length) setArrival(arrival);

    const accessToken = params.get(Q.accessToken);
    const signature = params.get('signature');
    const orderNumber = params.get(Q.orderNumber)?.trim();
    const address = params.get(Q.email)?.trim();
    if (accessToken) {
      // The token is single use: take it out of the address bar and history at once.
      const rest = new URLSearchParams(params);
      rest.delete(Q.accessToken);
      setParams(rest, { replace: true });
      void signIn({ merchantId: style.merchantId, accessToken });
    } else if (orderNumber && address && (signature || autoLogin)) {
      void signIn({
        merchantId: style.merchantId,
        orderName: orderNumber,
        contactInfo: address,
        channel: channel?.alias ?? null,
        ...(signature ? { signature } : {}),
      });
    }
  }, []);

  function validate(orderName: string, email: string) {
    const errors: { orderName?: string; email?: string } = {};
    if (!orderName) errors.orderName = t('login.orderNumberRequired');
    if (!email) errors.email = t('login.emailRequired');
    else if (!isEmail(email)) errors.email = t('login.emailInvalid');
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The form's own values: typed, pasted or autofilled, before or after the app woke.
    const form = new FormData(event.currentTarget);
    const orderName = String(form.get(Q.orderNumber) ?? '').trim();
    const email = String(form.get(Q.email) ?? '').trim();
    if (!validate(orderName, email)) return;
    void signIn({
      merchantId: style.merchantId,
      orderName,
      contactInfo: email,
      channel: channel?.alias ?? null,
    });
  }

  // The store's own support address wherever it set one, on channel pages too (issue 15: the
  // white label never shows the vendor's); the channel's default only for a store without one.
  const support =
    style.supportEmail || (channel && channel.alias !== 'shopify' ? channel.supportEmail : null);

  return (
    <div className={`login login--${style.loginAlignment} login--${layout}`}>
      <section className="login__panel" aria-labelledby="login-title">
        {layout === 'rc3' ? <div className="login__language">{languageSelect}</div> : null}
        {layout === 'rc3' && style.logo ? (
          <img className="login__logo" src={style.logo} alt={style.merchantName} height={48} />
        ) : null}
        {channel?.logo ? (
          <p className="login__cobrand">
            <img src={channel.logo} alt={channel.name} height={28} />
            <span>
              {t(channel.cobrand === 'parcel-tracking' ? 'login.parcelCobrand' : 'login.withChannel', {
                channel: channel.name,
                merchant: style.merchantName,
              })}
            </span>
          </p>
        ) : null}
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="login__intro">{t('login.intro', { merchant: style.merchantName })}</p>
        {notice ? (
          <Alert tone={notice.tone} takeFocus>
            {notice.text}
          </Alert>
        ) : null}
        {/* Sent before the page's script has run, while it hydrates or without it, the form still
            works: the server signs in from the posted form and redirects (decision 049). */}
        <form
          noValidate
          method="post"
          action={formAction(subPath, params)}
          data-form="login"
          onSubmit={onSubmit}
          aria-busy={busy || undefined}
        >
          <TextField
            label={t(orderLabel.key, { defaultValue: orderLabel.label })}
            // The store's own order numbers as the example (Lumen's LA-2001), '#1001' by default.
            hint={t('login.orderNumberHint', { example: style.orderNumberHint ?? '#1001' })}
            name={Q.orderNumber}
            autoComplete="off"
            defaultValue={initial.orderName}
            error={fieldErrors.orderName ?? null}
            required
          />
          <TextField
            label={t('login.email')}
            name={Q.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={initial.email}
            error={fieldErrors.email ?? null}
            required
          />
          <Button type="submit" block busy={busy}>
            {t('login.submit')}
          </Button>
        </form>
        {support ? (
          <p className="login__support">
            {t('login.needHelp')} <a href={`mailto:${support}`}>{support}</a>
          </p>
        ) : null}
      </section>
      <div className="login__art" aria-hidden="true" />
    </div>
  );
}
