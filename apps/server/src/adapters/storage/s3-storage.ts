// Evidence in S3-compatible object storage, for several server instances (DESIGN.md 9). Three
// object calls (PUT, GET with an optional Range, DELETE) signed with SigV4 over fetch.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, type ByteRange, type FileStorage } from './file-storage';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, uriEncode } from './sigv4';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000 (MinIO); AWS's regional endpoint when absent. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle?: boolean;
  /** Keys are stored under this prefix (no leading or trailing slash). */
  prefix?: string;
  /** Replaceable for tests. */
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

export class S3StorageError extends Error {}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };

  function urlOf(key: string): URL {
    assertStorageKey(key);
    const objectPath = uriEncode(options.prefix ? `${options.prefix}/${key}` : key, true);
    const base = endpoint.pathname.replace(/\/$/, '');
    if (options.forcePathStyle) {
      return new URL(
        `${endpoint.protocol}//${endpoint.host}${base}/${uriEncode(options.bucket, false)}/${objectPath}`,
      );
    }
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${objectPath}`);
  }

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    extra: { headers?: Record<string, string>; body?: Uint8Array } = {},
  ): Promise<Response> {
    const url = urlOf(key);
    const payloadHash = extra.body ? sha256Hex(extra.body) : EMPTY_PAYLOAD_HASH;
    const headers = signRequest(
      { method, url, headers: extra.headers ?? {}, payloadHash, date: now() },
      credentials,
    );
    // The timer covers the answer's headers; a slow reader of a GET's body is not cut off.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await doFetch(url, {
        method,
        headers,
        ...(extra.body ? { body: extra.body } : {}),
        signal: controller.signal,
      });
    } catch (error) {
      throw new S3StorageError(`S3 ${method} ${url.host} failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(method: string, response: Response): Promise<S3StorageError> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'no error code';
    return new S3StorageError(`S3 ${method} answered ${response.status} (${code})`);
  }

  return {
    description: `S3 bucket ${options.bucket} at ${endpoint.host}`,

    async put(key, bytes, contentType) {
      const response = await send('PUT', key, { headers: { 'content-type': contentType }, body: bytes });
      if (!response.ok) throw await failure('PUT', response);
      await response.body?.cancel();
    },

    async get(key, range?: ByteRange) {
      const response = await send(
        'GET',
        key,
        range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {},
      );
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status !== 200 && response.status !== 206) throw await failure('GET', response);
      const size = Number(response.headers.get('content-length'));
      if (!response.body || !Number.isSafeInteger(size)) {
        await response.body?.cancel();
        throw new S3StorageError('S3 GET answered without a body length');
      }
      return { stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size };
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response);
      await response.body?.cancel();
    },
  };
}
