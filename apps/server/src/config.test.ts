import { describe, expect, it } from 'vitest';
import { createFileStorage } from './adapters/storage/create-storage';
import { ConfigError, loadConfig, retentionSettings, storageSettings } from './config';

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

describe('the assistant from the configuration', () => {
  it("reads the operators' chat-mode list, the model endpoint and the retention days", () => {
    const defaults = loadConfig(base);
    expect(defaults.CHAT_MODE_MERCHANTS).toEqual([]);
    expect(defaults.ASSISTANT_MODEL_BASE_URL).toBeUndefined();
    expect(retentionSettings(defaults).conversationDays).toBe(180);
    const set = loadConfig({
      ...base,
      CHAT_MODE_MERCHANTS: ' demo-shop , 6f1c1f53-4c53-4e0e-9d0f-5c1f1f9b7a10,,',
      ASSISTANT_MODEL_BASE_URL: 'http://127.0.0.1:8080/v1',
      ASSISTANT_RETENTION_DAYS: '30',
    });
    expect(set.CHAT_MODE_MERCHANTS).toEqual(['demo-shop', '6f1c1f53-4c53-4e0e-9d0f-5c1f1f9b7a10']);
    expect(set.ASSISTANT_MODEL_BASE_URL).toBe('http://127.0.0.1:8080/v1');
    expect(retentionSettings(set).conversationDays).toBe(30);
    expect(() => loadConfig({ ...base, ASSISTANT_MODEL_BASE_URL: 'not a url' })).toThrow(
      /ASSISTANT_MODEL_BASE_URL/,
    );
  });
});
