// The 68 px header (spec 2 "Page frames"): back control, brand, language select, the account
// menu (first letter of the e-mail; Help Center; Sign Out) and the close icon.
import type { LoginStyle } from '@rc/contract/shared-schemas';
import type { Channel } from '@rc/domain/channels';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PortalHeaderProps {
  style: LoginStyle | null;
  channel: Channel | null;
  onBack: (() => void) | null;
  onClose: (() => void) | null;
  languageSelect: ReactNode;
  accountMenu: ReactNode;
}

export function PortalHeader({
  style,
  channel,
  onBack,
  onClose,
  languageSelect,
  accountMenu,
}: PortalHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="portal-header">
      <div className="portal-header__start">
        {onBack ? (
          <button type="button" className="portal-header__icon" aria-label={t('frame.back')} onClick={onBack}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
        {style?.logo ? (
          <img className="portal-header__logo" src={style.logo} alt={style.merchantName} height={36} />
        ) : (
          <span className="portal-header__name">{style?.merchantName}</span>
        )}
        {channel?.logo ? (
          <>
            <span className="portal-header__times" aria-hidden="true">
              ×
            </span>
            <img className="portal-header__channel" src={channel.logo} alt={channel.name} height={28} />
          </>
        ) : null}
      </div>
      <div className="portal-header__end">
        {languageSelect}
        {accountMenu}
        {onClose ? (
          <button
            type="button"
            className="portal-header__icon"
            aria-label={t('frame.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
    </header>
  );
}
