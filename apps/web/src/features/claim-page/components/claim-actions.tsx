// What the shopper can do with a claim now, as the server's `can` says: resume or withdraw a
// draft, add evidence while it is looked at or action is required, change the payout method,
// appeal a refusal within the store's window.
// Resuming belongs to the report of an issue: the app passes it in (resumeDraft).
import { isEmail } from '@rc/domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimDetail, claimDetailQuery } from '../../../api/get-claim-detail';
import { useRequiredDocument } from '../../../api/get-required-document';
import type { Attachment } from '../../../api/verify-attachment';
import { EvidenceRequirements } from '../../../components/claims/evidence-requirements';
import { EvidenceUploader } from '../../../components/claims/evidence-uploader';
import { PaymentFields, type PayoutMethod } from '../../../components/claims/payment-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { useCallFailure } from '../../../lib/use-call-failure';
import { editClaimMaterial } from '../api/edit-claim-material';
import { editPaymentMethod } from '../api/edit-payment-method';
import { withdrawClaimDraft } from '../api/withdraw-claim-draft';
import { AddItemsPanel } from './add-items-panel';
import { AppealPanel } from './appeal-panel';
import './claim-actions.css';

type Panel = 'withdraw' | 'evidence' | 'payout' | 'appeal' | 'items' | null;

/** Keeps the detail's cache and the order's claim list in step with a write's answer. */
function useApplyDetail() {
  const queryClient = useQueryClient();
  return useCallback(
    (detail: ClaimDetail) => {
      queryClient.setQueryData(claimDetailQuery(detail.claimId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ['claim-list'] });
    },
    [queryClient],
  );
}

export function ClaimActions({
  detail,
  context,
  resumeDraft,
}: {
  detail: ClaimDetail;
  context: ClaimContext;
  /** Continues a draft in the report of an issue. */
  resumeDraft: (draft: ClaimDetail) => void;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const apply = useApplyDetail();
  const { can } = detail;
  const anyAction =
    can.editDraft || can.withdraw || can.addEvidence || can.changePaymentMethod || detail.appeal.open;
  // After the last possible action (a withdrawn draft), its confirmation stays on screen.
  if (!anyAction && !notice) return null;

  const done = (text: string) => {
    setPanel(null);
    setNotice(text);
  };

  return (
    <section className="card claim-actions" aria-labelledby={anyAction ? 'claim-actions-title' : undefined}>
      {anyAction ? <h2 id="claim-actions-title">{t('claims.actions.title')}</h2> : null}
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {detail.status === 'action_required' ? (
        <Alert tone="warning">{t('claims.actions.actionRequired')}</Alert>
      ) : null}
      <div className="claim-actions__buttons">
        {can.editDraft ? (
          <Button block onClick={() => resumeDraft(detail)}>
            {t('claims.actions.resume')}
          </Button>
        ) : null}
        {can.editDraft ? (
          <Button
            block
            variant={panel === 'items' ? 'primary' : 'secondary'}
            aria-expanded={panel === 'items'}
            onClick={() => setPanel(panel === 'items' ? null : 'items')}
          >
            {t('claims.addItems.open')}
          </Button>
        ) : null}
        {can.addEvidence ? (
          <Button
            block
            variant={panel === 'evidence' ? 'primary' : 'secondary'}
            aria-expanded={panel === 'evidence'}
            onClick={() => setPanel(panel === 'evidence' ? null : 'evidence')}
          >
            {t('claims.actions.addEvidence')}
          </Button>
        ) : null}
        {detail.appeal.open ? (
          <Button
            block
            variant={panel === 'appeal' ? 'primary' : 'secondary'}
            aria-expanded={panel === 'appeal'}
            onClick={() => setPanel(panel === 'appeal' ? null : 'appeal')}
          >
            {t('claims.actions.appeal')}
          </Button>
        ) : null}
        {can.changePaymentMethod ? (
          <Button
            block
            variant="secondary"
            aria-expanded={panel === 'payout'}
            onClick={() => setPanel(panel === 'payout' ? null : 'payout')}
          >
            {t('claims.actions.changePayout')}
          </Button>
        ) : null}
        {can.withdraw ? (
          <Button
            block
            variant="ghost"
            aria-expanded={panel === 'withdraw'}
            onClick={() => setPanel(panel === 'withdraw' ? null : 'withdraw')}
          >
            {t('claims.actions.withdraw')}
          </Button>
        ) : null}
      </div>
      {panel === 'items' ? (
        <AddItemsPanel
          detail={detail}
          context={context}
          onAdded={(added) => {
            apply(added);
            done(t('claims.addItems.added'));
          }}
        />
      ) : null}
      {panel === 'withdraw' ? (
        <WithdrawPanel
          detail={detail}
          context={context}
          onDone={() => done(t('claims.actions.withdrawn'))}
          onCancel={() => setPanel(null)}
        />
      ) : null}
      {panel === 'evidence' ? (
        <AddEvidencePanel
          detail={detail}
          context={context}
          onDone={() => done(t('claims.actions.evidenceSent'))}
        />
      ) : null}
      {panel === 'appeal' ? (
        <AppealPanel
          detail={detail}
          context={context}
          onSent={(appealed) => {
            apply(appealed);
            done(t('claims.actions.appealSent'));
          }}
        />
      ) : null}
      {panel === 'payout' ? (
        <ChangePayoutPanel
          detail={detail}
          context={context}
          onDone={() => done(t('claims.actions.payoutChanged'))}
        />
      ) : null}
    </section>
  );
}

function WithdrawPanel({
  detail,
  context,
  onDone,
  onCancel,
}: {
  detail: ClaimDetail;
  context: ClaimContext;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyDetail();
  const showFailure = useCallFailure(context.subPath);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setError(null);
    const result = await withdrawClaimDraft(detail.claimId);
    setBusy(false);
    if (result.ok) {
      apply(result.data);
      onDone();
    } else {
      setError(showFailure(result));
    }
  }

  return (
    <div className="claim-panel">
      <p id="withdraw-question">{t('claims.actions.withdrawConfirm')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="claim-actions__buttons">
        <Button block busy={busy} onClick={() => void withdraw()}>
          {t('claims.actions.withdrawYes')}
        </Button>
        <Button block variant="secondary" onClick={onCancel}>
          {t('claims.actions.keepDraft')}
        </Button>
      </div>
    </div>
  );
}

function AddEvidencePanel({
  detail,
  context,
  onDone,
}: {
  detail: ClaimDetail;
  context: ClaimContext;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyDetail();
  const showFailure = useCallFailure(context.subPath);
  const required = useRequiredDocument(detail.issueType);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onBusyChange = useCallback((value: boolean) => setUploading(value), []);

  if (required.isPending) return <LoadingState label={t('common.loading')} />;
  if (!required.data) return <Alert tone="error">{t('errors.generic')}</Alert>;
  const rules = {
    ...required.data,
    // The claim's own files count towards its limit.
    maxFiles: Math.max(0, required.data.maxFiles - detail.attachments.length),
  };

  async function send() {
    if (attachments.length === 0) {
      setError(t('claims.actions.evidenceRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await editClaimMaterial({
      claimId: detail.claimId,
      attachments: attachments.map((attachment) => attachment.attachmentId),
      comment: note.trim() || null,
    });
    setBusy(false);
    if (result.ok) {
      apply(result.data);
      onDone();
    } else {
      setError(showFailure(result));
    }
  }

  return (
    <div className="claim-panel">
      <EvidenceRequirements
        documents={required.data.documents}
        attachments={[...detail.attachments, ...attachments]}
      />
      <EvidenceUploader
        attachments={attachments}
        rules={rules}
        onBusyChange={onBusyChange}
        onAdded={(attachment) => setAttachments((current) => [...current, attachment])}
        onRemoved={(id) => setAttachments((current) => current.filter((entry) => entry.attachmentId !== id))}
      />
      <TextAreaField
        label={t('claims.actions.note')}
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button block busy={busy} disabled={uploading} onClick={() => void send()}>
        {t('claims.actions.sendEvidence')}
      </Button>
    </div>
  );
}

function ChangePayoutPanel({
  detail,
  context,
  onDone,
}: {
  detail: ClaimDetail;
  context: ClaimContext;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyDetail();
  const showFailure = useCallFailure(context.subPath);
  const [method, setMethod] = useState<PayoutMethod>(detail.paymentMethod?.paymentMethod ?? 'virtual_card');
  const [account, setAccount] = useState(detail.paymentMethod?.payAccount ?? context.email);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    const payAccount = account.trim();
    if (!payAccount) return setAccountError(t('claims.payment.emailRequired'));
    if (!isEmail(payAccount)) return setAccountError(t('claims.payment.emailInvalid'));
    setBusy(true);
    setError(null);
    const result = await editPaymentMethod({
      claimId: detail.claimId,
      paymentMethod: { paymentMethod: method, payAccount },
    });
    setBusy(false);
    if (result.ok) {
      apply(result.data);
      onDone();
    } else {
      setError(showFailure(result));
    }
  }

  return (
    <div className="claim-panel">
      <PaymentFields
        method={method}
        account={account}
        accountError={accountError}
        onMethod={setMethod}
        onAccount={(value) => {
          setAccountError(null);
          setAccount(value);
        }}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button block busy={busy} onClick={() => void save()}>
        {t('claims.actions.savePayout')}
      </Button>
    </div>
  );
}
