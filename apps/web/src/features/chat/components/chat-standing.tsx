// The conversation's standing around the log, from the chat store: who answers (detailData's
// assistant: the shopper is told it is not a person, and that a model can err), whether the
// store's team has it since a hand-over (detailData's handover), what this chat made
// (returnHomeData: the way to each claim's and return's page), and the store's address for those
// who would rather write (aiBotData's supportEmail).
import { formatDateTime } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useChatStore } from '../stores/chat-store';

function useFormatWhen(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (iso) => formatDateTime(iso, language);
}

/** Who answers, and the hand-over once the store's team has the conversation. */
export function ChatStanding() {
  const { t } = useTranslation();
  const when = useFormatWhen();
  const detail = useChatStore((state) => state.detailData);
  if (!detail) return null;
  return (
    <>
      <p className="chat__who">{t(`chat.who.${detail.assistant}`)}</p>
      {detail.status === 'handed_over' && detail.handover ? (
        <Alert tone="info">
          {t('chat.standing.handedOver', {
            at: when(detail.handover.at),
            when: when(detail.handover.expectedReplyBy),
          })}
        </Alert>
      ) : null}
    </>
  );
}

/** Links to what the confirmed actions of this chat made. */
export function ChatMade({ subPath }: { subPath: string }) {
  const { t } = useTranslation();
  const made = useChatStore((state) => state.returnHomeData);
  const links = [
    ...made.claimIds.map((id, index) => ({
      key: `claim-${id}`,
      to: `${subPath}/issue-details?claimId=${encodeURIComponent(id)}`,
      label: made.claimIds.length > 1 ? `${t('chat.made.claim')} ${index + 1}` : t('chat.made.claim'),
    })),
    ...made.returnIds.map((id, index) => ({
      key: `return-${id}`,
      to: `${subPath}/order-details?returnId=${encodeURIComponent(id)}`,
      label: made.returnIds.length > 1 ? `${t('chat.made.return')} ${index + 1}` : t('chat.made.return'),
    })),
  ];
  if (!links.length) return null;
  return (
    <nav className="chat-made" aria-label={t('chat.made.title')}>
      <ul className="chat-made__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The store's support address, for a shopper who would rather write than chat. */
export function ChatSupport() {
  const { t } = useTranslation();
  const email = useChatStore((state) => state.aiBotData?.supportEmail ?? null);
  if (!email) return null;
  return (
    <p className="chat__support">
      {t('chat.support')} <a href={`mailto:${email}`}>{email}</a>
    </p>
  );
}
