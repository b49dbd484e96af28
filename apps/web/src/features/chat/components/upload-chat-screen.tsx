// Photos inside the chat (route upload-chat): the claim's own evidence uploader (verify-attachment
// with progress, the issue's limits), then 'Send photos' hands the attachments to the assistant as
// the shopper's turn and goes back to the conversation.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRequiredDocument } from '../../../api/get-required-document';
import type { Attachment } from '../../../api/verify-attachment';
import { EvidenceUploader } from '../../../components/claims/evidence-uploader';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { sendTurn } from '../chat-session';
import { type ChatBlock, useChatStore } from '../stores/chat-store';
import './chat.css';

type UploadBlock = Extract<ChatBlock, { type: 'upload' }>;

/** The photo step the latest answer asks for, if it asks for one. */
function useUploadAsked(): UploadBlock | null {
  return useChatStore((state) => {
    if (state.pendingTurn) return null;
    const last = [...state.conversationHistory].reverse().find((message) => message.role === 'assistant');
    return (last?.blocks.find((block) => block.type === 'upload') as UploadBlock | undefined) ?? null;
  });
}

export function UploadChatScreen({ subPath }: { subPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asked = useUploadAsked();
  const issueType = useChatStore((state) => state.currentIssueType);
  const conversationId = useChatStore((state) => state.conversationId);
  const required = useRequiredDocument(asked ? (issueType ?? 'damage') : null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState(false);
  const onBusyChange = useCallback((value: boolean) => setBusy(value), []);
  const backTo = `${subPath}/chat${conversationId ? `?conversationId=${encodeURIComponent(conversationId)}` : ''}`;

  if (!asked)
    return (
      <section className="chat chat--upload" aria-labelledby="upload-chat-title">
        <h1 id="upload-chat-title" className="chat__title">
          {t('chat.upload.title')}
        </h1>
        <p>{t('chat.upload.notAsked')}</p>
        <Link className="button button--primary" to={backTo}>
          {t('chat.upload.back')}
        </Link>
      </section>
    );
  if (required.isError) return <Alert tone="error">{t('chat.upload.rulesFailed')}</Alert>;
  if (required.isPending) return <LoadingState label={t('common.loading')} />;
  const rules = {
    accept: asked.accept,
    maxFiles: asked.max,
    maxImageBytes: required.data?.maxImageBytes ?? 10 * 1024 * 1024,
    maxVideoBytes: required.data?.maxVideoBytes ?? 50 * 1024 * 1024,
  };
  const enough = attachments.length >= Math.max(asked.min, 1);

  function send() {
    const count = attachments.length;
    void sendTurn(
      { kind: 'attachments', attachmentIds: attachments.map((attachment) => attachment.attachmentId) },
      t('chat.upload.sentText', { count }),
    );
    navigate(backTo);
  }

  return (
    <section className="chat chat--upload" aria-labelledby="upload-chat-title">
      <h1 id="upload-chat-title" className="chat__title">
        {t('chat.upload.title')}
      </h1>
      {asked.min > 0 ? <p className="chat__intro">{t('chat.upload.needed', { count: asked.min })}</p> : null}
      <EvidenceUploader
        attachments={attachments}
        rules={rules}
        onBusyChange={onBusyChange}
        onAdded={(attachment) => setAttachments((current) => [...current, attachment])}
        onRemoved={(attachmentId) =>
          setAttachments((current) =>
            current.filter((attachment) => attachment.attachmentId !== attachmentId),
          )
        }
      />
      <div className="chat-actions">
        <Button onClick={send} disabled={!enough || busy}>
          {t('chat.upload.send')}
        </Button>
        <Link className="button button--secondary" to={backTo}>
          {t('chat.upload.back')}
        </Link>
      </div>
    </section>
  );
}
