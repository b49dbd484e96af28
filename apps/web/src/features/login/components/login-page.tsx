// The sign-in page (spec 2 "Login", 4 "Login flow", 8 "Login"): order number plus e-mail.
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { orderIdLabelFor } from '@rc/domain/channels';
import { loginErrorBehaviour } from '@rc/domain/error-codes';
import { landingRoute } from '@rc/domain/routing';
import { isEmail } from '@rc/domain/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSessionStore } from '../../../lib/session-store';
import { queryRelatedPolicyWithCheck } from '../api/query-related-policy-with-check';
import { rcLogin } from '../api/rc-login';
import './login-page.css';

interface LoginPageProps {
  style: LoginStyle;
  /** '/demo' or '/customer-portal/demo': where this portal's routes live. */
  subPath: string;
}

type Notice = { tone: 'error' | 'warning'; text: string } | null;

export function LoginPage({ style, subPath }: LoginPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const channel = params.get('channel');
  const [orderName, setOrderName] = useState(params.get('order_number') ?? '');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fieldErrors, setFieldErrors] = useState<{ orderName?: string; email?: string }>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = useSessionStore((state) => state.signedIn);
  const setPolicies = useSessionStore((state) => state.setPolicies);
  const orderLabel = orderIdLabelFor(channel);

  function validate() {
    const errors: { orderName?: string; email?: string } = {};
    if (!orderName.trim()) errors.orderName = t('login.orderNumberRequired');
    if (!email.trim()) errors.email = t('login.emailRequired');
    else if (!isEmail(email.trim())) errors.email = t('login.emailInvalid');
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }

  function showFailure(code: number, message: string | null) {
    const { behaviour, code: normalized } = loginErrorBehaviour(code);
    if (behaviour === 'error-page') {
      navigate(`${subPath}/error?code=${normalized}`);
      return;
    }
    if (behaviour === 'verify-email') return;
    setNotice({ tone: behaviour === 'warning' ? 'warning' : 'error', text: message ?? t('errors.generic') });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    setNotice(null);
    try {
      const login = await rcLogin({
        merchantId: style.merchantId,
        orderName: orderName.trim(),
        contactInfo: email.trim(),
        channel,
        forceDirect: params.get('forceDirect') === '1',
      });
      if (!login.ok) return showFailure(login.code, login.message);
      signedIn(login.data, subPath, email.trim());
      const policies = await queryRelatedPolicyWithCheck();
      if (!policies.ok) return showFailure(policies.code, policies.message);
      setPolicies(policies.data);
      const version = useSessionStore.getState().userInfo?.currentVersion ?? null;
      navigate(`${subPath}/${landingRoute({ currentVersion: version })}`, { replace: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`login login--${style.loginAlignment}`}>
      <section className="login__panel" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="login__intro">{t('login.intro', { merchant: style.merchantName })}</p>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <form noValidate onSubmit={onSubmit}>
          <TextField
            label={t(orderLabel.key, { defaultValue: orderLabel.label })}
            hint={t('login.orderNumberHint')}
            name="orderNumber"
            autoComplete="off"
            value={orderName}
            onChange={(event) => setOrderName(event.target.value)}
            error={fieldErrors.orderName ?? null}
            required
          />
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldErrors.email ?? null}
            required
          />
          <Button type="submit" block busy={busy}>
            {t('login.submit')}
          </Button>
        </form>
        {style.supportEmail ? (
          <p className="login__support">
            {t('login.needHelp')} <a href={`mailto:${style.supportEmail}`}>{style.supportEmail}</a>
          </p>
        ) : null}
      </section>
      <div className="login__art" aria-hidden="true" />
    </div>
  );
}
