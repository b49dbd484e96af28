// The avatar menu in the header: the e-mail's first letter, Help Center, the download of the
// order's data (issue 15) and Sign Out.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_ORDER_DATA_URL } from '../api/export-order-data';
import { rcLogout } from '../api/rc-logout';
import './account-menu.css';

interface AccountMenuProps {
  email: string;
  helpCenterUrl: string | null;
  /** The store's support address: help by e-mail where the store has no help centre. */
  supportEmail: string | null;
  /** Runs after the server revoked the session: clear stores and go to login. */
  onSignedOut(): void | Promise<void>;
}

export function AccountMenu({ email, helpCenterUrl, supportEmail, onSignedOut }: AccountMenuProps) {
  // The store's help only, never the vendor's (issue 15 white label).
  const help = helpCenterUrl ?? (supportEmail ? `mailto:${supportEmail}` : null);
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !container.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    await rcLogout();
    setOpen(false);
    onSignedOut();
  }

  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="account-menu__avatar"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menu', { email })}
        onClick={() => setOpen((value) => !value)}
      >
        {email.charAt(0).toUpperCase()}
      </button>
      {open ? (
        <ul className="account-menu__list" id={menuId}>
          <li className="account-menu__email">{email}</li>
          {help ? (
            <li>
              <a className="account-menu__item" href={help} target="_blank" rel="noopener noreferrer">
                {t('account.helpCenter')}
              </a>
            </li>
          ) : null}
          <li>
            <a className="account-menu__item" href={EXPORT_ORDER_DATA_URL} download>
              {t('account.downloadData')}
            </a>
          </li>
          <li>
            <button type="button" className="account-menu__item" onClick={signOut} disabled={signingOut}>
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
