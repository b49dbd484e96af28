// The rich parts of the assistant's answers (the contract's ChatBlock): item cards to choose, the
// photo and payout steps, the summary to confirm, and the cards of a claim, a return, a package or
// a payout with a link to its page.

import { formatDate, formatDateTime, formatMoney } from '@rc/domain/format';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentFields, type PayoutMethod } from '../../../components/claims/payment-fields';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorText } from '../../../lib/error-text';
import { useCommandProducts } from '../api/command-products';
import { decide, sendTurn } from '../chat-session';
import { type ChatAction, type ChatBlock, useChatStore } from '../stores/chat-store';

type BlockOf<T extends ChatBlock['type']> = Extract<ChatBlock, { type: T }>;

/** Units an item card may still take for the flow it is offered in. */
function availableFor(
  purpose: BlockOf<'products'>['purpose'],
  product: BlockOf<'products'>['products'][number],
) {
  if (purpose === 'claim') return product.claimableQuantity;
  if (purpose === 'return') return product.returnableQuantity;
  return product.quantity;
}

/** The quantities a card offers: none up to what is available (at most 20). */
function quantities(available: number): number[] {
  return Array.from({ length: Math.min(available, 20) + 1 }, (_, quantity) => quantity);
}

/** From this many items on, the cards offer a search by name (v2/command-products' query). */
export const SEARCH_FROM = 6;

type Product = BlockOf<'products'>['products'][number];

/**
 * The cards to show: the answer's own items or, once read again (`fresh`, v2/command-products),
 * the same items as they stand now, narrowed by the search; those of the package the shopper
 * chose before (currentAddItemFulfillmentId) first.
 */
export function cardsToShow(
  offered: readonly Product[],
  fresh: readonly Product[] | undefined,
  firstPackage: string | null,
): Product[] {
  const ids = new Set(offered.map((product) => product.itemId));
  const cards = fresh ? fresh.filter((product) => ids.has(product.itemId)) : [...offered];
  if (!firstPackage) return cards;
  return [
    ...cards.filter((product) => product.fulfillmentId === firstPackage),
    ...cards.filter((product) => product.fulfillmentId !== firstPackage),
  ];
}

/** The choice made before in this flow (currentSelectItem), as the cards' quantities. */
export function previousChoice(
  offered: readonly Product[],
  selected: readonly { itemId: string; quantity: number }[],
): Record<string, number> {
  const ids = new Set(offered.map((product) => product.itemId));
  return Object.fromEntries(
    selected.filter((line) => ids.has(line.itemId)).map((line) => [line.itemId, line.quantity]),
  );
}

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The order's items as cards: choose one, or several with how many of each, then Continue. While
 * the answer is the latest, the items are read again (what may still be claimed or returned now),
 * a long order can be searched by name, and a choice made before (asked again after 'Change
 * something') is filled in.
 */
export function ProductCards({ block, active }: { block: BlockOf<'products'>; active: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const firstPackage = useChatStore((state) => state.currentAddItemFulfillmentId);
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    active && block.multiple ? previousChoice(block.products, useChatStore.getState().currentSelectItem) : {},
  );
  const [problem, setProblem] = useState(false);
  const [search, setSearch] = useState('');
  const searchable = active && block.products.length >= SEARCH_FROM;
  const query = useSettled(searchable ? search.trim() : '', 300);
  const fresh = useCommandProducts(block.purpose, query, active);
  const products = cardsToShow(block.products, active ? fresh.data : undefined, firstPackage);
  const searchId = useId();

  function send(items: { itemId: string; quantity: number }[]) {
    const names = items
      .map(({ itemId, quantity }) => {
        const product = block.products.find((candidate) => candidate.itemId === itemId);
        return `${quantity} × ${product?.title ?? ''}`;
      })
      .join(', ');
    void sendTurn({ kind: 'items', items }, names);
  }

  function sendChosen() {
    const items = Object.entries(chosen)
      .map(([itemId, quantity]) => {
        const product = [...products, ...block.products].find((candidate) => candidate.itemId === itemId);
        const most = product ? Math.min(availableFor(block.purpose, product), 20) : 0;
        return { itemId, quantity: Math.min(quantity, most) };
      })
      .filter(({ quantity }) => quantity > 0);
    if (!items.length) return setProblem(true);
    send(items);
  }

  return (
    <div className="chat-products">
      {searchable ? (
        <div className="chat-products__search">
          <label className="field__label" htmlFor={searchId}>
            {t('chat.products.search')}
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            autoComplete="off"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {query && fresh.data && products.length === 0 ? (
            <p className="chat-products__problem" role="status">
              {t('chat.products.noMatch', { query })}
            </p>
          ) : null}
        </div>
      ) : null}
      <ul className="chat-products__list">
        {products.map((product) => {
          const available = availableFor(block.purpose, product);
          const selected = Math.min(chosen[product.itemId] ?? 0, available, 20);
          return (
            <li key={product.itemId} className="chat-product">
              {product.imageUrl ? (
                <img className="chat-product__image" src={product.imageUrl} alt="" width={56} height={56} />
              ) : (
                <span className="chat-product__image" aria-hidden="true" />
              )}
              <div className="chat-product__text">
                <span className="chat-product__title">{product.title}</span>
                {product.variantTitle ? (
                  <span className="chat-product__meta">{product.variantTitle}</span>
                ) : null}
                <span className="chat-product__meta">
                  {formatMoney(product.unitPrice, product.currency, language)} ·{' '}
                  {block.purpose === 'claim'
                    ? t('chat.products.claimable', { count: available })
                    : block.purpose === 'return'
                      ? t('chat.products.returnable', { count: available })
                      : t('home.quantity', { count: product.quantity })}
                </span>
              </div>
              {active && available > 0 ? (
                block.multiple ? (
                  <label className="chat-product__quantity">
                    <span className="visually-hidden">
                      {t('chat.products.quantityOf', { item: product.title })}
                    </span>
                    <select
                      className="field__input"
                      value={selected}
                      onChange={(event) => {
                        setProblem(false);
                        setChosen({ ...chosen, [product.itemId]: Number(event.target.value) });
                      }}
                    >
                      {quantities(available).map((quantity) => (
                        <option key={quantity} value={quantity}>
                          {quantity}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={t('chat.products.chooseItem', { item: product.title })}
                    onClick={() =>
                      send([{ itemId: product.itemId, quantity: Math.min(available, product.quantity) }])
                    }
                  >
                    {t('chat.products.choose')}
                  </Button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
      {active && block.multiple ? (
        <>
          {problem ? (
            <p className="chat-products__problem" role="alert">
              {t('chat.products.none')}
            </p>
          ) : null}
          <Button onClick={sendChosen}>{t('chat.products.continue')}</Button>
        </>
      ) : null}
    </div>
  );
}

/** The photo step: upload on the chat's own upload screen (upload-chat), or skip where allowed. */
export function UploadPrompt({ block, subPath }: { block: BlockOf<'upload'>; subPath: string }) {
  const { t } = useTranslation();
  const conversationId = useChatStore((state) => state.conversationId);
  return (
    <div className="chat-actions">
      {block.min > 0 ? (
        <p className="chat-bubble__note">{t('chat.upload.needed', { count: block.min })}</p>
      ) : null}
      <Link
        className="button button--primary"
        to={`${subPath}/upload-chat${conversationId ? `?conversationId=${encodeURIComponent(conversationId)}` : ''}`}
      >
        {t('chat.upload.add')}
      </Link>
      {block.min === 0 ? (
        <Button
          variant="secondary"
          onClick={() => void sendTurn({ kind: 'attachments', attachmentIds: [] }, t('chat.upload.skip'))}
        >
          {t('chat.upload.skip')}
        </Button>
      ) : null}
    </div>
  );
}

/** The payout step: the method and the account e-mail (the order's, offered first). */
export function PaymentForm({ block }: { block: BlockOf<'payment'> }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PayoutMethod>(block.methods[0] ?? 'virtual_card');
  const [account, setAccount] = useState(block.defaultAccount);
  const [problem, setProblem] = useState<string | null>(null);

  function send() {
    const payAccount = account.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(payAccount)) return setProblem(t('login.emailInvalid'));
    void sendTurn(
      { kind: 'payment', paymentMethod: { paymentMethod: method, payAccount } },
      `${t(`claims.payment.methods.${method}`)} · ${payAccount}`,
    );
  }

  return (
    <div className="chat-form">
      <PaymentFields
        method={method}
        account={account}
        accountError={problem}
        onMethod={setMethod}
        onAccount={(value) => {
          setProblem(null);
          setAccount(value);
        }}
      />
      <Button onClick={send}>{t('chat.payment.send')}</Button>
    </div>
  );
}

/** Where a confirmed action's result is shown in the portal. */
function resultLink(action: ChatAction, subPath: string): string | null {
  if (action.result?.claimId)
    return `${subPath}/issue-details?claimId=${encodeURIComponent(action.result.claimId)}`;
  if (action.result?.returnId)
    return `${subPath}/order-details?returnId=${encodeURIComponent(action.result.returnId)}`;
  return null;
}

/**
 * The summary of what will be done: nothing is submitted, paid or sent to the store before the
 * shopper confirms it here. Its status follows the server's (done, declined, failed, replaced).
 */
export function SummaryCard({ action, subPath }: { action: ChatAction; subPath: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const failureText = (failed: ChatAction) =>
    failed.errorMessage ?? (failed.errorCode !== null ? errorText(i18n, failed.errorCode) : '');
  const waiting = useChatStore((state) => state.summaryData?.actionId === action.actionId);
  const deciding = useChatStore((state) => state.pendingDecision);
  const link = resultLink(action, subPath);
  const titleId = `summary-${action.actionId}`;
  return (
    <section className="chat-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="chat-summary__title">
        {action.title}
      </h2>
      <dl className="chat-summary__lines">
        {action.lines.map((line) => (
          <div key={`${line.label}-${line.value}`} className="chat-summary__line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        {action.amount !== null && action.currency ? (
          <div className="chat-summary__line chat-summary__line--total">
            <dt>{t('chat.summary.amount')}</dt>
            <dd>{formatMoney(action.amount, action.currency, language)}</dd>
          </div>
        ) : null}
      </dl>
      {action.status === 'proposed' && waiting ? (
        <div className="chat-actions">
          <Button
            busy={deciding?.actionId === action.actionId && deciding.decision === 'confirm'}
            disabled={deciding !== null}
            onClick={() => void decide(action, 'confirm')}
          >
            {t(`chat.summary.confirm.${action.kind}`)}
          </Button>
          <Button
            variant="secondary"
            disabled={deciding !== null}
            onClick={() => void decide(action, 'decline')}
          >
            {t('chat.summary.decline')}
          </Button>
        </div>
      ) : (
        <p className={`chat-summary__status chat-summary__status--${action.status}`}>
          {t(`chat.summary.status.${action.status}`)}
          {action.status === 'failed' ? ` ${failureText(action)}` : ''}
        </p>
      )}
      {action.status === 'executed' && link ? (
        <Link className="chat-summary__open" to={link}>
          {t(action.result?.claimId ? 'chat.claim.open' : 'chat.return.open')}
        </Link>
      ) : null}
    </section>
  );
}

export function ClaimCard({ claim, subPath }: { claim: BlockOf<'claim'>['claim']; subPath: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="chat-card">
      <p className="chat-card__title">
        {t('claims.detail.title', { number: claim.claimNumber })} · {t(`claims.issue.${claim.issueType}`)}
      </p>
      <p className="chat-card__line">
        <StatusBadge status={claim.status} /> {formatMoney(claim.amount, claim.currency, language)}
      </p>
      <Link to={`${subPath}/issue-details?claimId=${encodeURIComponent(claim.claimId)}`}>
        {t('chat.claim.open')}
      </Link>
    </div>
  );
}

export function ReturnCard({ summary, subPath }: { summary: BlockOf<'return'>['return']; subPath: string }) {
  const { t } = useTranslation();
  return (
    <div className="chat-card">
      <p className="chat-card__title">{t('returns.detail.title', { number: summary.returnNumber })}</p>
      <p className="chat-card__line">
        <StatusBadge status={summary.status} />
      </p>
      <Link to={`${subPath}/order-details?returnId=${encodeURIComponent(summary.returnId)}`}>
        {t('chat.return.open')}
      </Link>
    </div>
  );
}

export function PackagesCard({
  packages,
  subPath,
}: {
  packages: BlockOf<'packages'>['packages'];
  subPath: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul className="chat-packages">
      {packages.map((item) => (
        <li key={item.fulfillmentId} className="chat-card">
          <p className="chat-card__title">{t(`tracking.status.${item.status}`)}</p>
          {item.carrier || item.trackingNumber ? (
            <p className="chat-card__line">
              {[item.carrier?.name, item.trackingNumber].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <p className="chat-card__line">
            {t('tracking.estimate')}:{' '}
            {item.estimatedDeliveryAt
              ? formatDate(item.estimatedDeliveryAt, language)
              : t('tracking.noEstimate')}
          </p>
          {item.delay.delayed && item.delay.reason ? (
            <p className="chat-card__line">{t(`tracking.delay.${item.delay.reason}`)}</p>
          ) : null}
          <Link to={`${subPath}/tracking?fulfillmentId=${encodeURIComponent(item.fulfillmentId)}`}>
            {t('chat.packages.open')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PayoutCard({ payout }: { payout: BlockOf<'payout'>['payout'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="chat-card">
      <p className="chat-card__title">
        {t(`claims.payment.methods.${payout.method}`)} ·{' '}
        {formatMoney(payout.amount, payout.currency, language)}
      </p>
      <p className="chat-card__line">
        <StatusBadge status={payout.status} />
      </p>
      {payout.failureReason ? <p className="chat-card__line">{payout.failureReason}</p> : null}
    </div>
  );
}

/** A portal page the answer points to (relative to the shop, e.g. issue-details?claimId=…). */
export function LinkBlock({ label, href, subPath }: { label: string; href: string; subPath: string }) {
  const safe = /^[a-z][\w-]*(\?[^\s]*)?$/i.test(href) ? `${subPath}/${href}` : `${subPath}/home`;
  return (
    <p className="chat-card__line">
      <Link to={safe}>{label}</Link>
    </p>
  );
}

/** After a hand-over: where the conversation went and when to expect an answer. */
export function HandoverNotice({
  supportEmail,
  expectedReplyBy,
}: {
  supportEmail: string | null;
  expectedReplyBy: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const when = formatDateTime(expectedReplyBy, language);
  return (
    <div className="chat-card chat-card--handover">
      <p className="chat-card__line">
        {supportEmail ? t('chat.handover.sent', { email: supportEmail }) : t('chat.handover.sentNoEmail')}
      </p>
      <p className="chat-card__line">{t('chat.handover.expect', { when })}</p>
    </div>
  );
}
