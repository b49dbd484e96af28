import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

/** S3-compatible storage when its settings are given, otherwise files in `localDir`. */
export function createFileStorage(settings: { s3: S3StorageOptions | null; localDir: string }): FileStorage {
  return settings.s3 ? createS3Storage(settings.s3) : createLocalStorage(settings.localDir);
}
