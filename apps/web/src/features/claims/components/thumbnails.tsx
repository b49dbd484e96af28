import type { UploadedAttachment } from '../api/verify-attachment';

/** Evidence as thumbnails; each opens the file (served to this session only) in a new tab. */
export function Thumbnails({ attachments }: { attachments: readonly UploadedAttachment[] }) {
  return (
    <ul className="thumbs">
      {attachments.map((attachment) => (
        <li key={attachment.attachmentId} className="thumb">
          <a className="thumb__link" href={attachment.url} target="_blank" rel="noopener noreferrer">
            {attachment.kind === 'image' ? (
              <img className="thumb__media" src={attachment.url} alt={attachment.fileName} loading="lazy" />
            ) : (
              <span className="thumb__media thumb__media--video" role="img" aria-label={attachment.fileName}>
                ▶
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
