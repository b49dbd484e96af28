// The chat (route chat): the conversation as a log the screen reader follows (role=log), the
// assistant's answers with what they ask for (options, item cards, photos, the payout method, a
// summary to confirm), a typing indicator, the composer, and a notice with Retry while the
// connection is lost. Phone first: one column, the composer at the bottom.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { useCallFailure } from '../../../lib/use-call-failure';
import { beat, HEARTBEAT_MS, openChat, RETRY_MAX_MS, resendPending } from '../chat-session';
import { useChatStore } from '../stores/chat-store';
import { ChatComposer, COMPOSER_ID } from './chat-composer';
import { ChatMessageView } from './chat-message';
import { ChatProgress } from './chat-progress';
import { ChatMade, ChatStanding, ChatSupport } from './chat-standing';
import './chat.css';

/** Brings a summary into view and puts the keyboard on its first button (confirm). */
function showSummary(actionId: string): void {
  const summary = document.getElementById(`summary-${actionId}`)?.closest('section');
  summary?.scrollIntoView?.({ block: 'center' });
  summary?.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
}

interface ChatScreenProps {
  subPath: string;
  orderId: string;
  conversationId: string | null;
  to: string | null;
}

export function ChatScreen({ subPath, orderId, conversationId, to }: ChatScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const messages = useChatStore((state) => state.conversationHistory);
  const opened = useChatStore((state) => state.conversationId !== null && state.orderId === orderId);
  const isLoading = useChatStore((state) => state.isLoading);
  const typing = useChatStore((state) => state.isSystemTyping);
  const pendingTurn = useChatStore((state) => state.pendingTurn);
  const error = useChatStore((state) => state.error);
  const connectionLost = useChatStore((state) => state.connectionLost);
  const greeting = useChatStore((state) => state.aiBotData?.greeting ?? null);
  const waitingSummary = useChatStore((state) => state.summaryData);
  const log = useRef<HTMLDivElement>(null);
  // The session gone or the service failing go to the error page (spec 8); the rest shows here.
  const showFailure = useCallFailure(subPath);
  const [errorText, setErrorText] = useState<string | null>(null);
  useEffect(() => {
    setErrorText(error ? showFailure(error) : null);
  }, [error, showFailure]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per address; a language change is sent with the next turn
  useEffect(() => {
    void openChat({ orderId, language, conversationId, to });
  }, [orderId, conversationId, to]);

  // The heartbeat: every HEARTBEAT_MS while connected; after a loss, retries sooner, backing off.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let backoff = 0;
    const schedule = (ms: number) => {
      if (!stopped) timer = setTimeout(tick, ms);
    };
    const tick = async () => {
      const next = await beat();
      const lost = useChatStore.getState().connectionLost;
      backoff = lost ? Math.min(backoff ? backoff * 2 : next, RETRY_MAX_MS) : 0;
      schedule(lost ? backoff : next);
    };
    schedule(HEARTBEAT_MS);
    const online = () => void tick();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, []);

  // The newest message in view; the log itself is what a screen reader announces.
  const count = messages.length + (pendingTurn ? 1 : 0);
  useEffect(() => {
    if (count === 0) return;
    document.getElementById(COMPOSER_ID)?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  // Keyboard: when the control just used went away with its answer, continue from the new
  // answer's first control (or the composer), not from the top of the page.
  useEffect(() => {
    if (typing || count === 0) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && document.contains(focused)) return;
    const next = log.current?.querySelector<HTMLElement>(
      '[data-active] :is(button, select, input, a[href]):not(:disabled)',
    );
    (next ?? document.getElementById(COMPOSER_ID))?.focus();
  }, [count, typing]);

  const lastAssistant = [...messages].reverse().find((message) => message.role === 'assistant');
  const activeId = pendingTurn ? null : (lastAssistant?.messageId ?? null);
  // A summary still waiting for its confirmation further up (the shopper asked something else
  // meanwhile): a way back to it, so nothing waits unseen.
  const summaryAbove =
    waitingSummary !== null &&
    !lastAssistant?.blocks.some(
      (block) => block.type === 'summary' && block.action.actionId === waitingSummary.actionId,
    );

  return (
    <section className="chat" aria-labelledby="chat-title">
      <header className="chat__top">
        <h1 id="chat-title" className="chat__title">
          {t('chat.title')}
        </h1>
        <Link className="chat__home" to={`${subPath}/home`}>
          {t('chat.backHome')}
        </Link>
      </header>
      <p className="chat__intro">{t('chat.intro')}</p>
      <ChatStanding />
      <ChatMade subPath={subPath} />
      {!opened && isLoading ? <PageLoading /> : null}
      <div
        ref={log}
        className="chat__log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('chat.log')}
      >
        {opened && messages.length === 0 && greeting ? <p className="chat__greeting">{greeting}</p> : null}
        <ol className="chat__messages">
          {messages.map((message) => (
            <li key={message.messageId} className={`chat__row chat__row--${message.role}`}>
              <ChatMessageView message={message} subPath={subPath} active={message.messageId === activeId} />
            </li>
          ))}
          {pendingTurn ? (
            <li className="chat__row chat__row--shopper">
              <div className="chat-bubble chat-bubble--shopper chat-bubble--sending">
                <span className="visually-hidden">{t('chat.you')}: </span>
                {pendingTurn.text}
              </div>
            </li>
          ) : null}
        </ol>
      </div>
      <div className="chat__status" role="status">
        {typing ? (
          <span className="chat__typing">
            <span className="chat__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('chat.typing')}
          </span>
        ) : null}
      </div>
      {connectionLost ? (
        <div className="chat__notice">
          <Alert tone="warning">{t('chat.connectionLost')}</Alert>
          <Button variant="secondary" onClick={() => void beat().then(() => resendPending())}>
            {t('chat.retry')}
          </Button>
        </div>
      ) : null}
      {summaryAbove && waitingSummary ? (
        <div className="chat__notice">
          <p className="chat__notice-text">{t('chat.summaryWaiting.text')}</p>
          <Button variant="secondary" onClick={() => showSummary(waitingSummary.actionId)}>
            {t('chat.summaryWaiting.show')}
          </Button>
        </div>
      ) : null}
      {errorText ? <Alert tone="error">{errorText}</Alert> : null}
      <ChatProgress />
      <ChatComposer disabled={!opened} busy={pendingTurn !== null} />
      <ChatSupport />
    </section>
  );
}
