// The shopper's comments on an order or on one of its products (issue 13): each with its date and
// an Edit for the shopper's own, and a box to leave a new one. At most COMMENT_MAX_LENGTH characters
// (the server trims and checks too); a new comment carries an idempotency key, so a double click or
// a retry after a dropped answer leaves one comment.
import type { ResponseOf } from '@rc/contract/call-types';
import { formatDateTime } from '@rc/domain/format';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { newRequestId } from '../../../lib/request-id';
import { useCallFailure } from '../../../lib/use-call-failure';
import { addOrderComment } from '../api/add-order-comment';
import { addOrderProductComment } from '../api/add-order-product-comment';
import { updateOrderComment } from '../api/update-order-comment';
import { updateOrderProductComment } from '../api/update-order-product-comment';
import { isBoxOpen, threadKey, useCommentBoxStore } from '../stores/comment-box-store';
import './comment-thread.css';

export type OrderComment = ResponseOf<'add-order-comment'>;

/**
 * The contract's COMMENT_MAX_LENGTH (calls/comments.ts), written out: importing the contract's
 * schemas would bring zod into the page (comment-thread.test.tsx keeps the two equal).
 */
export const COMMENT_MAX_LENGTH = 1000;

export interface CommentThreadProps {
  subPath: string;
  orderId: string;
  /** The product line commented on; without it, the order itself. */
  item?: { itemId: string; title: string };
  comments: readonly OrderComment[];
  /** After a comment is saved (the app refreshes the order). */
  onSaved?: () => void;
}

export function CommentThread({ subPath, orderId, item, comments, onSaved }: CommentThreadProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<Record<string, OrderComment>>({});
  const shown = [
    ...comments.map((comment) => saved[comment.commentId] ?? comment),
    ...Object.values(saved).filter(
      (comment) => !comments.some((known) => known.commentId === comment.commentId),
    ),
  ];
  const keep = (comment: OrderComment) => {
    setSaved((current) => ({ ...current, [comment.commentId]: comment }));
    onSaved?.();
  };
  const key = threadKey(orderId, item?.itemId);
  const open = useCommentBoxStore((state) => isBoxOpen(state.open, key));
  const openBox = useCommentBoxStore((state) => state.openBox);
  const boxId = useId();
  return (
    <div className="comments">
      {shown.length > 0 ? (
        <ul
          className="comments__list"
          aria-label={item ? t('comments.onProduct', { product: item.title }) : t('comments.onOrder')}
        >
          {shown.map((comment) => (
            <CommentEntry key={comment.commentId} subPath={subPath} comment={comment} onSaved={keep} />
          ))}
        </ul>
      ) : null}
      {open ? null : (
        <button
          type="button"
          className="comments__open"
          aria-expanded={false}
          aria-controls={boxId}
          onClick={() => {
            openBox(key);
            // The box replaces the button: focus goes where the shopper writes.
            requestAnimationFrame(() => document.getElementById(boxId)?.querySelector('textarea')?.focus());
          }}
        >
          {item ? t('comments.writeOnProduct', { product: item.title }) : t('comments.writeOnOrder')}
        </button>
      )}
      {/* One box open on the page at a time; a closed one keeps its words, hidden. */}
      <CommentForm
        id={boxId}
        hidden={!open}
        subPath={subPath}
        label={item ? t('comments.productLabel', { product: item.title }) : t('comments.orderLabel')}
        submitLabel={t('comments.add')}
        initial=""
        send={async (body, requestId) =>
          item
            ? addOrderProductComment({ orderId, itemId: item.itemId, body, requestId })
            : addOrderComment({ orderId, body, requestId })
        }
        onSaved={keep}
      />
    </div>
  );
}

function CommentEntry({
  subPath,
  comment,
  onSaved,
}: {
  subPath: string;
  comment: OrderComment;
  onSaved: (comment: OrderComment) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const edited = comment.updatedAt !== comment.createdAt;
  if (editing) {
    return (
      <li className="comments__entry">
        <CommentForm
          subPath={subPath}
          label={t('comments.editLabel')}
          submitLabel={t('comments.save')}
          initial={comment.body}
          autoFocus
          send={async (body) =>
            comment.itemId
              ? updateOrderProductComment({ commentId: comment.commentId, body })
              : updateOrderComment({ commentId: comment.commentId, body })
          }
          onSaved={(updated) => {
            setEditing(false);
            onSaved(updated);
            requestAnimationFrame(() => editRef.current?.focus());
          }}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editRef.current?.focus());
          }}
        />
      </li>
    );
  }
  return (
    <li className="comments__entry">
      <p className="comments__body" lang={comment.language}>
        {comment.body}
      </p>
      <p className="comments__meta">
        {formatDateTime(comment.updatedAt, language)}
        {edited ? ` · ${t('comments.edited')}` : ''}
        {comment.editable ? (
          <>
            {' · '}
            <button ref={editRef} type="button" className="comments__edit" onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </button>
          </>
        ) : null}
      </p>
    </li>
  );
}

type SendResult = Awaited<ReturnType<typeof addOrderComment>>;

function CommentForm({
  id,
  hidden,
  subPath,
  label,
  submitLabel,
  initial,
  autoFocus,
  send,
  onSaved,
  onCancel,
}: {
  id?: string;
  hidden?: boolean;
  subPath: string;
  label: string;
  submitLabel: string;
  initial: string;
  autoFocus?: boolean;
  send: (body: string, requestId: string) => Promise<SendResult>;
  onSaved: (comment: OrderComment) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const failure = useCallFailure(subPath);
  const [body, setBody] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per text sent: the same text again (a retry) repeats the attempt; new words, a new one.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const text = body.trim();
    if (text === '') {
      setError(t('comments.empty'));
      return;
    }
    if (attempt.current?.body !== text) attempt.current = { key: newRequestId(), body: text };
    setBusy(true);
    setError(null);
    const result = await send(text, attempt.current.key);
    setBusy(false);
    if (!result.ok) {
      setError(failure(result));
      return;
    }
    attempt.current = null;
    if (!onCancel) setBody('');
    onSaved(result.data);
  }

  return (
    <form id={id} hidden={hidden} className="comments__form" onSubmit={submit} noValidate>
      <TextAreaField
        label={label}
        hint={t('comments.counter', { length: body.length, max: COMMENT_MAX_LENGTH })}
        error={error}
        value={body}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        // The edit box replaces the text the shopper chose to edit: focus goes where they look.
        autoFocus={autoFocus}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="comments__buttons">
        <Button type="submit" variant="secondary" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
