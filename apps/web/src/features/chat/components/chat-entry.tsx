// 'Chat with us' where chat mode is on for the order (spec 6): the server's rollout answer
// (get-pre-conversation-content's supportChatMode, kept in the session store), unless force_mode
// or chat_mode said otherwise on arrival. The landing page loads this lazily, after its first render.
import { parseChatOverride } from '@rc/domain/chat-rollout';
import { useEffect } from 'react';
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
  const on = useSessionStore(chatModeOn);
  const known = useSessionStore((state) => state.supportChatMode !== null);
  useEffect(() => {
    if (known) return;
    void getPreConversationContent().then((result) => {
      if (result.ok) useSessionStore.setState({ supportChatMode: result.data.supportChatMode });
    });
  }, [known]);
  if (!on) return null;
  return (
    <section className="chat-entry" aria-labelledby="chat-entry-title">
      <h2 id="chat-entry-title" className="chat-entry__title">
        {t('chat.entry.title')}
      </h2>
      <p className="chat-entry__text">{t('chat.entry.text')}</p>
      <Link className="button button--primary button--block" to={`${subPath}/chat`}>
        {t('chat.entry.open')}
      </Link>
    </section>
  );
}
