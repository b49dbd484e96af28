import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'rc-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function read(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('stores, reads whole or a range, and deletes (twice without error)', async () => {
    await storage.put('order-1/file-1.jpg', Buffer.from('0123456789'), 'image/jpeg');
    const whole = await storage.get('order-1/file-1.jpg');
    expect(whole?.size).toBe(10);
    expect(await read(whole?.stream as NodeJS.ReadableStream)).toBe('0123456789');
    const part = await storage.get('order-1/file-1.jpg', { start: 2, end: 4 });
    expect(part?.size).toBe(3);
    expect(await read(part?.stream as NodeJS.ReadableStream)).toBe('234');
    await storage.delete('order-1/file-1.jpg');
    await storage.delete('order-1/file-1.jpg');
    expect(await storage.get('order-1/file-1.jpg')).toBeNull();
    expect(readdirSync(path.join(root, 'order-1'))).toEqual([]);
  });

  it('keeps every key inside its folder', async () => {
    for (const bad of ['../escape.jpg', 'a/../../escape.jpg', '/etc/passwd', 'a\\..\\b.jpg']) {
      await expect(storage.put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(bad)).rejects.toThrow(/invalid storage key/);
    }
    expect(readdirSync(path.dirname(root)).includes('escape.jpg')).toBe(false);
  });
});
