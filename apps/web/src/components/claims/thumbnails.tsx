import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../api/verify-attachment';
import './thumbnails.css';

/**
 * Evidence as thumbnails; each opens the file (served to this session only) in a new tab. The
 * link is named for what it does, in the shopper's language; the picture inside it is decoration.
 */
export function Thumbnails({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  return (
    <ul className="thumbs">
      {attachments.map((attachment) => (
        <li key={attachment.attachmentId} className="thumb">
          <a
            className="thumb__link"
            href={attachment.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('claims.upload.open', { name: attachment.fileName })}
          >
            {attachment.kind === 'image' ? (
              <img className="thumb__media" src={attachment.url} alt="" loading="lazy" />
            ) : (
              <span className="thumb__media thumb__media--video" aria-hidden="true">
                ▶
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
