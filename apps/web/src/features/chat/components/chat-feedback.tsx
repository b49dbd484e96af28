// 'Was this helpful?' under each answer: two toggle buttons (aria-pressed); pressing the chosen
// one again takes the rating back.
import { useTranslation } from 'react-i18next';
import { rate } from '../chat-session';
import type { ChatMessage } from '../stores/chat-store';

export function ChatFeedback({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const choose = (rating: 'helpful' | 'not_helpful') =>
    void rate(message, message.feedback === rating ? null : rating);
  return (
    <fieldset className="chat-feedback">
      <legend className="visually-hidden">{t('chat.feedback.label')}</legend>
      <button
        type="button"
        className="chat-feedback__button"
        aria-pressed={message.feedback === 'helpful'}
        onClick={() => choose('helpful')}
      >
        <Thumb />
        <span className="visually-hidden">{t('chat.feedback.helpful')}</span>
      </button>
      <button
        type="button"
        className="chat-feedback__button"
        aria-pressed={message.feedback === 'not_helpful'}
        onClick={() => choose('not_helpful')}
      >
        <Thumb down />
        <span className="visually-hidden">{t('chat.feedback.notHelpful')}</span>
      </button>
      {message.feedback ? <span className="chat-feedback__thanks">{t('chat.feedback.thanks')}</span> : null}
    </fieldset>
  );
}

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      className={down ? 'chat-feedback__thumb chat-feedback__thumb--down' : 'chat-feedback__thumb'}
    >
      <path
        fill="currentColor"
        d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
      />
    </svg>
  );
}
