// Photos and videos for a claim: picked files are checked against the limits, then sent one at a
// time to verify-attachment with a progress bar; each shows its thumbnail once stored (the
// attachment's url is served to this session only), can be removed before the claim is sent, and
// shows its own error with the server's message.

import { ERROR_CODES } from '@rc/domain/error-codes';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeAttachment } from '../../api/remove-attachment';
import { type Attachment, type UploadResult, uploadAttachment } from '../../api/verify-attachment';
import { Button } from '../ui/button';
import { megabytes, type UploadRules, uploadProblem } from './upload-rules';
import './thumbnails.css';
import './evidence-uploader.css';
import { errorText } from '../../lib/error-text';

interface PendingUpload {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
  controller: AbortController;
}

interface EvidenceUploaderProps {
  attachments: readonly Attachment[];
  rules: UploadRules;
  onAdded: (attachment: Attachment) => void;
  onRemoved: (attachmentId: string) => void;
  /** Told when uploads start and finish, so the page can hold Continue meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  label?: string;
}

let uploadCounter = 0;

export function EvidenceUploader({
  attachments,
  rules,
  onAdded,
  onRemoved,
  onBusyChange,
  label,
}: EvidenceUploaderProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const running = pending.some((upload) => upload.error === null);

  useEffect(() => {
    onBusyChange?.(running);
  }, [running, onBusyChange]);

  // Uploads still running when the screen closes are stopped.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(
    () => () => {
      for (const upload of pendingRef.current) upload.controller.abort();
    },
    [],
  );

  function patch(id: string, values: Partial<PendingUpload>) {
    setPending((uploads) => uploads.map((upload) => (upload.id === id ? { ...upload, ...values } : upload)));
  }

  function failureText(result: Extract<UploadResult, { ok: false }>): string {
    if (result.tooMany || (result.code === ERROR_CODES.INVALID_INPUT && !result.message))
      return t('claims.upload.tooMany', { max: rules.maxFiles });
    return result.message ?? errorText(i18n, result.code);
  }

  function problemText(code: number): string {
    if (code === ERROR_CODES.INVALID_INPUT) return t('claims.upload.tooMany', { max: rules.maxFiles });
    return errorText(i18n, code);
  }

  function onFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    let count = attachments.length + pending.filter((upload) => upload.error === null).length;
    const added: PendingUpload[] = [];
    const toSend: { upload: PendingUpload; file: File }[] = [];
    for (const file of Array.from(files)) {
      uploadCounter += 1;
      const problem = uploadProblem(file, rules, count);
      const upload: PendingUpload = {
        id: `upload-${uploadCounter}`,
        name: file.name,
        progress: 0,
        error: problem === null ? null : problemText(problem),
        controller: new AbortController(),
      };
      added.push(upload);
      if (problem === null) {
        count += 1;
        toSend.push({ upload, file });
      }
    }
    setPending((uploads) => [...uploads, ...added]);
    for (const { upload, file } of toSend) {
      queue.current = queue.current.then(() => send(upload, file));
    }
    if (input.current) input.current.value = '';
  }

  async function send(upload: PendingUpload, file: File) {
    if (upload.controller.signal.aborted) return;
    const result = await uploadAttachment(file, {
      language,
      signal: upload.controller.signal,
      onProgress: (progress) => patch(upload.id, { progress }),
    });
    if (upload.controller.signal.aborted) return;
    if (result.ok) {
      setPending((uploads) => uploads.filter((entry) => entry.id !== upload.id));
      onAdded(result.data);
    } else {
      patch(upload.id, { error: failureText(result), progress: 0 });
    }
  }

  function dismiss(upload: PendingUpload) {
    upload.controller.abort();
    setPending((uploads) => uploads.filter((entry) => entry.id !== upload.id));
  }

  const full = attachments.length >= rules.maxFiles;
  return (
    <div className="uploader">
      <input
        ref={input}
        type="file"
        multiple
        accept={rules.accept}
        hidden
        tabIndex={-1}
        onChange={(event) => onFiles(event.currentTarget.files)}
      />
      <Button
        variant="secondary"
        block
        disabled={full}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {label ?? t('claims.upload.add')}
      </Button>
      <p className="uploader__hint" id={hintId}>
        {t('claims.upload.limits', {
          max: rules.maxFiles,
          imageMb: megabytes(rules.maxImageBytes),
          videoMb: megabytes(rules.maxVideoBytes),
        })}
      </p>
      {attachments.length > 0 || pending.length > 0 ? (
        <ul className="thumbs" aria-label={t('claims.upload.listLabel')}>
          {attachments.map((attachment) => (
            <li key={attachment.attachmentId} className="thumb">
              {attachment.kind === 'image' ? (
                <img className="thumb__media" src={attachment.url} alt={attachment.fileName} loading="lazy" />
              ) : (
                <span
                  className="thumb__media thumb__media--video"
                  role="img"
                  aria-label={attachment.fileName}
                >
                  ▶
                </span>
              )}
              <span className="thumb__name">{attachment.fileName}</span>
              <button
                type="button"
                className="thumb__remove"
                aria-label={t('claims.upload.remove', { name: attachment.fileName })}
                onClick={() => {
                  void removeAttachment(attachment.attachmentId);
                  onRemoved(attachment.attachmentId);
                }}
              >
                ×
              </button>
            </li>
          ))}
          {pending.map((upload) => (
            <li key={upload.id} className={`thumb thumb--pending${upload.error ? ' thumb--error' : ''}`}>
              <span className="thumb__name">{upload.name}</span>
              {upload.error ? (
                <span className="thumb__error" role="alert">
                  {upload.error}
                </span>
              ) : (
                <>
                  <progress
                    className="thumb__progress"
                    max={100}
                    value={Math.round(upload.progress * 100)}
                    aria-label={t('claims.upload.uploading', { name: upload.name })}
                  />
                  <span className="thumb__percent" aria-hidden="true">
                    {Math.round(upload.progress * 100)}%
                  </span>
                </>
              )}
              <button
                type="button"
                className="thumb__remove"
                aria-label={
                  upload.error
                    ? t('claims.upload.dismiss', { name: upload.name })
                    : t('claims.upload.cancel', { name: upload.name })
                }
                onClick={() => dismiss(upload)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
