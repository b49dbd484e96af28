import type { EvidenceRequirement } from '@rc/domain/claim-lifecycle';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../api/verify-attachment';
import './claim-notes.css';
import './evidence-requirements.css';

/** What the issue needs (get-required-document), each marked done once enough files are added. */
export function EvidenceRequirements({
  documents,
  attachments,
}: {
  documents: readonly EvidenceRequirement[];
  attachments: readonly Attachment[];
}) {
  const { t } = useTranslation();
  if (documents.length === 0) return <p className="claim-step__intro">{t('claims.upload.optional')}</p>;
  const images = attachments.filter((attachment) => attachment.kind === 'image').length;
  return (
    <ul className="requirements">
      {documents.map((document) => {
        const have = document.kind === 'image' ? images : attachments.length;
        const met = have >= document.min;
        return (
          <li key={document.key} className={`requirements__item${met ? ' requirements__item--met' : ''}`}>
            <span aria-hidden="true" className="requirements__mark">
              {met ? '✓' : '•'}
            </span>
            <span>
              {t(`claims.evidence.${document.key}`)}{' '}
              <span className="requirements__note">
                {document.min > 0
                  ? t('claims.upload.atLeast', { min: document.min })
                  : t('claims.upload.optionalShort')}
                {met && document.min > 0 ? ` · ${t('claims.upload.done')}` : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
