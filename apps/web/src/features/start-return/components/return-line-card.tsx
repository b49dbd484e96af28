// One chosen item on the details step: its reason (and sub-reason), the photos and note the reason
// asks for, what the rules decide (user/get-return-item-decision-flow: approve, review, reject, keep)
// and the resolutions they leave, with the new variant or product of an exchange.
import type { ReturnResolution } from '@rc/domain/return-policy';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequiredDocument } from '../../../api/get-required-document';
import { EvidenceUploader } from '../../../components/claims/evidence-uploader';
import { ClaimItem } from '../../../components/claims/item-list';
import { Button } from '../../../components/ui/button';
import { Choice, SelectField, TextAreaField } from '../../../components/ui/form-fields';
import { useItemDecisionFlow } from '../api/get-return-item-decision-flow';
import { type LineProblem, lineProblems, reasonNeeds } from '../return-request';
import type { ReturnLineDraft, StartedReturnItem } from '../stores/return-flow-store';
import './return-line-card.css';

interface ReturnLineCardProps {
  subPath: string;
  item: StartedReturnItem;
  quantity: number;
  line: ReturnLineDraft;
  onChange: (values: Partial<ReturnLineDraft>) => void;
  showErrors: boolean;
  bonusPercent: number;
  instantExchange: boolean;
  formatPrice: (minor: number) => string;
  onUploading: (busy: boolean) => void;
}

export function ReturnLineCard({
  subPath,
  item,
  quantity,
  line,
  onChange,
  showErrors,
  bonusPercent,
  instantExchange,
  formatPrice,
  onUploading,
}: ReturnLineCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const needs = reasonNeeds(item, line);
  const reason = item.reasons.find((candidate) => candidate.code === line.reason) ?? null;
  const decided = line.reason !== '' && (!needs.subReasons || line.subReason !== '');
  const decision = useItemDecisionFlow(item.itemId, line.reason, line.subReason || null, decided);
  const flowData = decided ? decision.data : undefined;
  const kept = flowData?.decision === 'keep';
  const otherVariants = item.exchangeVariants.filter((variant) => variant.variantId !== item.variantId);
  // A kept item is paid in money; another size is offered only where the catalogue has one.
  const offered: readonly ReturnResolution[] = (flowData?.resolutions ?? item.resolutions).filter(
    (resolution) =>
      (!kept || resolution === 'original_payment' || resolution === 'store_credit') &&
      (resolution !== 'same_price_variant' || otherVariants.length > 0),
  );
  const required = useRequiredDocument(needs.photo ? 'return' : null);
  const problems = showErrors ? lineProblems(item, line, { kept }) : [];
  const errorOf = (problem: LineProblem) =>
    problems.includes(problem) ? t(`returns.details.errors.${problem}`) : null;

  function pickResolution(resolution: ReturnResolution) {
    // A money resolution has no new item; an exchange keeps the one picked for it.
    const sameKind =
      (resolution === 'same_price_variant' && line.exchange?.productId === item.productId) ||
      (resolution === 'anything' && line.resolution === 'anything');
    onChange({ resolution, exchange: sameKind ? line.exchange : null });
  }

  function pickVariant(variantId: string) {
    const variant = otherVariants.find((candidate) => candidate.variantId === variantId);
    onChange({
      exchange: variant
        ? {
            productId: item.productId ?? '',
            variantId: variant.variantId,
            title: item.title,
            variantTitle: variant.title,
            unitPrice: variant.price,
          }
        : null,
    });
  }

  return (
    <section className="card return-line" aria-labelledby={headingId}>
      <ul className="claim-items return-line__item">
        <ClaimItem
          item={item}
          note={t('returns.details.returning', { count: quantity })}
          end={<span className="claim-item__price">{formatPrice(item.unitPrice * quantity)}</span>}
        />
      </ul>
      <h2 id={headingId} className="visually-hidden">
        {item.title}
      </h2>
      <SelectField
        label={t('returns.details.reason')}
        value={line.reason}
        error={errorOf('reason')}
        onChange={(event) => onChange({ reason: event.currentTarget.value, subReason: '' })}
      >
        <option value="">{t('returns.details.chooseReason')}</option>
        {item.reasons.map((candidate) => (
          <option key={candidate.code} value={candidate.code}>
            {t(`returnReason.${candidate.code}`, { defaultValue: candidate.label })}
          </option>
        ))}
      </SelectField>
      {reason && reason.subReasons.length > 0 ? (
        <SelectField
          label={t('returns.details.subReason')}
          value={line.subReason}
          error={errorOf('subReason')}
          onChange={(event) => onChange({ subReason: event.currentTarget.value })}
        >
          <option value="">{t('returns.details.chooseReason')}</option>
          {reason.subReasons.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {t(`returnSubReason.${candidate.code}.label`, { defaultValue: candidate.label })}
            </option>
          ))}
        </SelectField>
      ) : null}
      {flowData && flowData.decision !== 'approve' ? (
        <p className={`return-line__decision return-line__decision--${flowData.decision}`} role="status">
          {t(`returns.details.decision.${flowData.decision}`)}
        </p>
      ) : null}
      {needs.photo ? (
        <div className="return-line__photos">
          <p className="field__label">{t('returns.details.photos')}</p>
          <p className="field__hint">{t('returns.details.photosHint')}</p>
          {required.data ? (
            <EvidenceUploader
              attachments={line.attachments}
              rules={required.data}
              label={t('returns.details.addPhotos', { item: item.title })}
              onAdded={(attachment) => onChange({ attachments: [...line.attachments, attachment] })}
              onRemoved={(attachmentId) =>
                onChange({
                  attachments: line.attachments.filter(
                    (attachment) => attachment.attachmentId !== attachmentId,
                  ),
                })
              }
              onBusyChange={onUploading}
            />
          ) : null}
          {errorOf('photo') ? <p className="field__error">{errorOf('photo')}</p> : null}
        </div>
      ) : null}
      {line.reason ? (
        <TextAreaField
          label={needs.note ? t('returns.details.note') : t('returns.details.noteOptional')}
          value={line.note}
          maxLength={2000}
          rows={3}
          error={errorOf('note')}
          onChange={(event) => onChange({ note: event.currentTarget.value })}
        />
      ) : null}
      {line.reason && flowData?.decision !== 'reject' ? (
        <fieldset className="return-line__resolutions">
          <legend className="field__label">{t('returns.details.resolution')}</legend>
          {offered.map((resolution) => (
            <Choice
              key={resolution}
              name={`resolution-${item.itemId}`}
              value={resolution}
              checked={line.resolution === resolution}
              onSelect={() => pickResolution(resolution)}
              title={
                resolution === 'store_credit' && bonusPercent > 0
                  ? t('returnResolution.store_credit_bonus', { percent: bonusPercent })
                  : t(`returnResolution.${resolution}`)
              }
              description={
                resolution === 'same_price_variant' && (flowData?.instantExchange ?? instantExchange)
                  ? t('returns.details.instantExchange')
                  : undefined
              }
            />
          ))}
          {errorOf('resolution') ? <p className="field__error">{errorOf('resolution')}</p> : null}
        </fieldset>
      ) : null}
      {line.resolution === 'same_price_variant' ? (
        <SelectField
          label={t('returns.details.variant')}
          value={line.exchange?.variantId ?? ''}
          error={errorOf('variant')}
          onChange={(event) => pickVariant(event.currentTarget.value)}
        >
          <option value="">{t('returns.details.chooseVariant')}</option>
          {otherVariants.map((variant) => (
            <option key={variant.variantId} value={variant.variantId} disabled={!variant.available}>
              {variant.available ? variant.title : t('returns.product.soldOut', { variant: variant.title })}
            </option>
          ))}
        </SelectField>
      ) : null}
      {line.resolution === 'anything' ? (
        <div className="return-line__product">
          {line.exchange ? (
            <p className="return-line__chosen">
              {t('returns.details.exchangeFor', {
                item: [line.exchange.title, line.exchange.variantTitle].filter(Boolean).join(' · '),
              })}{' '}
              ({formatPrice(line.exchange.unitPrice * quantity)})
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => navigate(`${subPath}/product-card?itemId=${encodeURIComponent(item.itemId)}`)}
          >
            {line.exchange ? t('returns.details.changeProduct') : t('returns.details.chooseProduct')}
            <span className="visually-hidden"> {item.title}</span>
          </Button>
          {errorOf('product') ? <p className="field__error">{errorOf('product')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
