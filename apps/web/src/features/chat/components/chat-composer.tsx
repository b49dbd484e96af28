// The composer: free text to the assistant. Enter sends; the field keeps focus, so a keyboard
// user types the next turn without leaving it.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { sendTurn } from '../chat-session';

const MAX_TEXT = 2000;
/** The composer's field, where focus goes when nothing else asks for it. */
export const COMPOSER_ID = 'chat-composer';

export function ChatComposer({ disabled, busy }: { disabled: boolean; busy: boolean }) {
  const { t } = useTranslation();
  const id = COMPOSER_ID;
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = text.trim();
    if (!question || disabled || busy) return;
    setText('');
    void sendTurn({ kind: 'text', text: question }, question);
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('chat.messageLabel')}
      </label>
      <input
        id={id}
        className="field__input chat-composer__input"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={MAX_TEXT}
        placeholder={t('chat.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" busy={busy} disabled={disabled || !text.trim()}>
        {t('chat.send')}
      </Button>
    </form>
  );
}
