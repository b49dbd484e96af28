import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import german from '../../../public/locales/de-DE/common.json';
import { Thumbnails } from './thumbnails';

const attachments = [
  { attachmentId: 'a1', url: '/files/a1', fileName: 'box-dent.jpg', kind: 'image' as const, sizeBytes: 2048 },
  { attachmentId: 'a2', url: '/files/a2', fileName: 'unboxing.mp4', kind: 'video' as const, sizeBytes: 4096 },
];

afterEach(async () => {
  await i18next.changeLanguage('en-US');
});

describe('Thumbnails', () => {
  it('names each link for the file it opens and that it opens a new tab', () => {
    render(<Thumbnails attachments={attachments} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open box-dent.jpg (new tab)',
      'Open unboxing.mp4 (new tab)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/files/a1', '/files/a2']);
    // The picture is decoration inside a named link: not read twice.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('names them in the shopper’s language', async () => {
    i18next.addResourceBundle('de-DE', 'common', german);
    await i18next.changeLanguage('de-DE');
    render(<Thumbnails attachments={attachments.slice(0, 1)} />);
    expect(screen.getByRole('link', { name: 'box-dent.jpg öffnen (neuer Tab)' })).toBeTruthy();
  });
});
