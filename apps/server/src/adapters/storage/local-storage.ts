// Evidence in a folder (DATA_DIR/uploads): the default, for one instance or a shared volume.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, type ByteRange, type FileStorage } from './file-storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    description: `folder ${root}`,

    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside its final name, then renamed: a reader never sees half a file, and a crash
      // leaves only a temporary name that no row points at.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size: total } = await handle.stat();
        if (total === 0 && !range) {
          await handle.close();
          return { stream: Readable.from([]), size: 0 };
        }
        const start = range?.start ?? 0;
        const end = Math.min(range?.end ?? total - 1, total - 1);
        if (start > end) {
          await handle.close();
          return null;
        }
        const stream = handle.createReadStream({ start, end, autoClose: true });
        return { stream, size: end - start + 1 };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await unlink(fileOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}
