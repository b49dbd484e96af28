// One message of the conversation: the shopper's or the assistant's text, then the assistant's
// blocks. Only the latest answer (`active`) takes a reply: its options, item cards, photo and
// payout forms; earlier ones show what was offered as a record. A summary can be confirmed while
// it is the proposal the server waits for.
import { useTranslation } from 'react-i18next';
import { sendTurn } from '../chat-session';
import { type ChatBlock, type ChatMessage, useChatStore } from '../stores/chat-store';
import {
  ClaimCard,
  HandoverNotice,
  LinkBlock,
  PackagesCard,
  PaymentForm,
  PayoutCard,
  ProductCards,
  ReturnCard,
  SummaryCard,
  UploadPrompt,
} from './chat-blocks';
import { ChatFeedback } from './chat-feedback';

type Option = Extract<ChatBlock, { type: 'options' }>['options'][number];

/**
 * The latest answer's choices, while the server asks for one (showOptions). An option chosen
 * before in this flow (selectedOptions: e.g. the issue, asked again after 'Change something') is
 * marked as the current choice.
 */
export function OptionButtons({ options }: { options: Option[] }) {
  const { t } = useTranslation();
  const asking = useChatStore((state) => state.showOptions);
  const chosen = useChatStore((state) => state.selectedOptions);
  if (!asking) return null;
  return (
    <fieldset className="chat-options">
      <legend className="visually-hidden">{t('chat.options')}</legend>
      {options.map((option) => {
        const current = chosen.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={`button button--secondary chat-options__option${current ? ' chat-options__option--current' : ''}`}
            onClick={() => void sendTurn({ kind: 'option', value: option.value }, option.label)}
          >
            {option.label}
            {current ? <span className="visually-hidden"> ({t('chat.currentChoice')})</span> : null}
          </button>
        );
      })}
    </fieldset>
  );
}

interface ChatMessageViewProps {
  message: ChatMessage;
  subPath: string;
  active: boolean;
}

export function ChatMessageView({ message, subPath, active }: ChatMessageViewProps) {
  const { t } = useTranslation();
  const shopper = message.role === 'shopper';
  return (
    <article
      data-active={active || undefined}
      className={`chat-bubble chat-bubble--${message.role}`}
      aria-label={shopper ? t('chat.you') : t('chat.assistant')}
    >
      {message.text ? <p className="chat-bubble__text">{message.text}</p> : null}
      {message.blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'options':
            return active ? <OptionButtons key={key} options={block.options} /> : null;
          case 'products':
            return <ProductCards key={key} block={block} active={active} />;
          case 'upload':
            return active ? <UploadPrompt key={key} block={block} subPath={subPath} /> : null;
          case 'payment':
            return active ? <PaymentForm key={key} block={block} /> : null;
          case 'summary':
            return <SummaryCard key={key} action={block.action} subPath={subPath} />;
          case 'claim':
            return <ClaimCard key={key} claim={block.claim} subPath={subPath} />;
          case 'return':
            return <ReturnCard key={key} summary={block.return} subPath={subPath} />;
          case 'packages':
            return <PackagesCard key={key} packages={block.packages} subPath={subPath} />;
          case 'payout':
            return <PayoutCard key={key} payout={block.payout} />;
          case 'link':
            return <LinkBlock key={key} label={block.label} href={block.href} subPath={subPath} />;
          case 'handover':
            return (
              <HandoverNotice
                key={key}
                supportEmail={block.supportEmail}
                expectedReplyBy={block.expectedReplyBy}
              />
            );
          default:
            return null;
        }
      })}
      {shopper ? null : <ChatFeedback message={message} />}
    </article>
  );
}
