// 'Chat with us' where chat mode is on for the order (spec 6): the server's rollout answer
// (get-pre-conversation-content's supportChatMode, kept in the session store), unless force_mode
// or chat_mode said otherwise on arrival. The landing page loads this lazily, after its first render.
import { parseChatOverride } from '@rc/domain/chat-rollout';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { getPreConversationContent } from '../api/get-pre-conversation-content';
import './chat-entry.css';

/**
 * Whether the portal offers the chat first: forced chat mode, else an override (force_mode, then
 * chat_mode, 'true' or 'false'), else the server's rollout answer.
 */
export function chatModeOn(state: {
  forceMode: string | null;
  chatMode?: string | null;
  supportChatMode: boolean | null;
}): boolean {
  if (state.forceMode === 'chat') return true;
  return (
    parseChatOverride(state.forceMode) ?? parseChatOverride(state.chatMode) ?? state.supportChatMode === true
  );
}

export default function ChatEntry({ subPath }: { subPath: string }) {
  const { t } = useTranslation();
  const describedBy = useId();
  const on = useSessionStore(chatModeOn);
  const known = useSessionStore((state) => state.supportChatMode !== null);
  useEffect(() => {
    if (known) return;
    void getPreConversationContent().then((result) => {
      if (result.ok) useSessionStore.setState({ supportChatMode: result.data.supportChatMode });
    });
  }, [known]);
  if (!on) return null;
  // Floating at the foot of the screen: it appears after the page has rendered without moving
  // anything on it (no layout shift), and stays at hand while the shopper scrolls.
  return (
    <div className="chat-launcher">
      <Link
        className="button button--primary chat-launcher__link"
        to={`${subPath}/chat`}
        aria-describedby={describedBy}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="chat-launcher__icon">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z"
          />
        </svg>
        <span className="chat-launcher__label">{t('chat.entry.open')}</span>
      </Link>
      <span id={describedBy} className="visually-hidden">
        {t('chat.entry.text')}
      </span>
    </div>
  );
}
