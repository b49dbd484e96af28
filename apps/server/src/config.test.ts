import { describe, expect, it } from 'vitest';
import { createFileStorage } from './adapters/storage/create-storage';
import { ConfigError, loadConfig, storageSettings } from './config';

const base = { DATA_DIR: '/tmp/rc-config-test', PUBLIC_URL: 'http://localhost:3000' };

describe('storage from the configuration', () => {
  it('is the uploads folder by default and S3 with a bucket and keys', () => {
    expect(createFileStorage(storageSettings(loadConfig(base))).description).toBe(
      'folder /tmp/rc-config-test/uploads',
    );
    const s3 = loadConfig({
      ...base,
      S3_BUCKET: 'evidence',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(createFileStorage(storageSettings(s3)).description).toBe('S3 bucket evidence at 127.0.0.1:9000');
  });

  it('refuses a bucket without keys at start-up, with a readable message', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'evidence' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'evidence' })).toThrow(
      /S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well/,
    );
    expect(() => loadConfig({ ...base, UPLOAD_MAX_IMAGE_BYTES: 'ten' })).toThrow(/UPLOAD_MAX_IMAGE_BYTES/);
  });
});
