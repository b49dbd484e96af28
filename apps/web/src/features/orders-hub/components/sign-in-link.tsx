// A session signed in with order number and e-mail sees one order (decision 036); the note that
// says so offers the way to the others at once (issue 23): a sign-in link e-mailed to the order's
// address (send-verify-email for the signed-in session, decision 059), which brings the shopper
// back to this hub with the e-mail proven.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendVerifyEmail } from '../../../api/send-verify-email';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCallFailure } from '../../../lib/use-call-failure';

type LinkState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; maskedEmail: string }
  | { kind: 'failed'; text: string };

export function SignInLinkNote({ subPath }: { subPath: string }) {
  const { t } = useTranslation();
  const onFailure = useCallFailure(subPath);
  const [state, setState] = useState<LinkState>({ kind: 'idle' });

  async function send() {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    // The link signs in on this store's login page and lands on the hub (version 5).
    const redirectUrl = new URL(`${subPath}/login?redirectToNewRc5=1`, window.location.origin).toString();
    const sent = await sendVerifyEmail({ rcVersion: '5', redirectUrl });
    if (sent.ok) {
      setState({ kind: 'sent', maskedEmail: sent.data.maskedEmail });
      return;
    }
    const text = onFailure(sent);
    setState(text ? { kind: 'failed', text } : { kind: 'idle' });
  }

  return (
    <div className="hub__note">
      <p>{t('hub.verifyNote')}</p>
      {/* Present from the start, so the confirmation is announced when it arrives. */}
      <p role="status" className="hub__note-status">
        {state.kind === 'sent' ? t('login.verificationSent', { email: state.maskedEmail }) : null}
      </p>
      {state.kind === 'failed' ? <Alert tone="error">{state.text}</Alert> : null}
      {state.kind === 'sent' ? null : (
        <Button variant="secondary" busy={state.kind === 'sending'} onClick={() => void send()}>
          {t('hub.signInLink')}
        </Button>
      )}
    </div>
  );
}
