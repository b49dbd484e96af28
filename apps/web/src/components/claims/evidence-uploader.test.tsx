import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Attachment, type UploadResult, uploadAttachment } from '../../api/verify-attachment';
import { EvidenceUploader } from './evidence-uploader';

vi.mock('../../api/verify-attachment', async (original) => ({
  ...(await original<typeof import('../../api/verify-attachment')>()),
  uploadAttachment: vi.fn(),
}));
const upload = vi.mocked(uploadAttachment);

const rules = { accept: '.jpg,.png,.mp4', maxFiles: 3, maxImageBytes: 1000, maxVideoBytes: 5000 };

function stored(name: string): Attachment {
  return {
    attachmentId: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
    kind: 'image',
    fileName: name,
    sizeBytes: 10,
    url: `/attachment/${name}`,
  };
}

function Harness({ initial = [] as Attachment[] }) {
  const [attachments, setAttachments] = useState(initial);
  return (
    <EvidenceUploader
      attachments={attachments}
      rules={rules}
      onAdded={(attachment) => setAttachments((current) => [...current, attachment])}
      onRemoved={(id) => setAttachments((current) => current.filter((entry) => entry.attachmentId !== id))}
    />
  );
}

function pick(files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);

beforeEach(() => {
  upload.mockReset();
});

describe('EvidenceUploader', () => {
  it('takes the accept attribute and limits from get-required-document', () => {
    render(<Harness />);
    expect(document.querySelector('input[type=file]')?.getAttribute('accept')).toBe('.jpg,.png,.mp4');
    expect(screen.getByText('Up to 3 files. Photos up to 0 MB, videos up to 0 MB.')).toBeTruthy();
  });

  it("shows each file's own error with the server's message, and a thumbnail for the one stored", async () => {
    upload.mockImplementation(async (sent, options): Promise<UploadResult> => {
      options.onProgress?.(0.5);
      if (sent.name === 'big.png') return { ok: false, code: 100003, message: 'Too large (server).' };
      if (sent.name === 'fake.jpg') return { ok: false, code: 100006, message: 'Not an image (server).' };
      return { ok: true, data: stored(sent.name) };
    });
    render(<Harness />);
    pick([file('box.jpg'), file('big.png'), file('fake.jpg'), file('notes.txt')]);
    expect(await screen.findByRole('img', { name: 'box.jpg' })).toBeTruthy();
    expect(await screen.findByText('Too large (server).')).toBeTruthy();
    expect(await screen.findByText('Not an image (server).')).toBeTruthy();
    // Refused before sending: a type the store does not accept.
    expect(screen.getByText('This file type is not supported. Please use an allowed format.')).toBeTruthy();
    expect(upload.mock.calls.map(([sent]) => sent.name)).toEqual(['box.jpg', 'big.png', 'fake.jpg']);
    expect(upload.mock.calls[0]?.[1].language).toBe('en-US');
  });

  it('stops at maxFiles, before and after the server', async () => {
    upload.mockImplementation(
      async (sent): Promise<UploadResult> =>
        sent.name === 'c.jpg'
          ? {
              ok: false,
              code: 100002,
              message: 'Some of the information you entered is not valid.',
              tooMany: true,
            }
          : { ok: true, data: stored(sent.name) },
    );
    render(<Harness initial={[stored('first.jpg')]} />);
    pick([file('a.jpg'), file('c.jpg'), file('d.jpg')]);
    await screen.findByRole('img', { name: 'a.jpg' });
    // d.jpg would be the fourth file: refused here; c.jpg refused by the server's per-order limit.
    await waitFor(() => expect(screen.getAllByText('You can add at most 3 files.')).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('removes a file before the claim is sent and dismisses an error', async () => {
    upload.mockResolvedValue({ ok: false, code: 100003, message: 'Too large (server).' });
    render(<Harness initial={[stored('first.jpg')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove first.jpg' }));
    expect(screen.queryByRole('img', { name: 'first.jpg' })).toBeNull();
    pick([file('big.jpg')]);
    await screen.findByText('Too large (server).');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss big.jpg' }));
    expect(screen.queryByText('Too large (server).')).toBeNull();
  });

  it('shows a progress bar while a file is sent', async () => {
    let progress: ((fraction: number) => void) | undefined;
    upload.mockImplementation(
      (_sent, options) =>
        new Promise<UploadResult>(() => {
          progress = options.onProgress;
        }),
    );
    render(<Harness />);
    pick([file('slow.jpg')]);
    const bar = (await screen.findByRole('progressbar', {
      name: 'Uploading slow.jpg',
    })) as HTMLProgressElement;
    await waitFor(() => expect(progress).toBeDefined());
    progress?.(0.42);
    await waitFor(() => expect(bar.getAttribute('value')).toBe('42'));
  });
});
