// A question before something that cannot be undone: a modal alert dialog (the browser's <dialog>
// keeps focus inside, Escape answers 'no' and focus goes back where it was), focus on the safe
// answer first, the question as its name and the consequence as its description.
import { useEffect, useId, useRef } from 'react';
import { Button } from './button';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The safe answer first: Enter or Space by mistake keeps the work.
      element.querySelector<HTMLButtonElement>('.confirm-dialog__cancel')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        // Escape: the dialog closes through `open`, as the shopper's 'no'.
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={`${id}-body`}>{body}</p>
      <div className="confirm-dialog__actions">
        <Button className="confirm-dialog__cancel" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
