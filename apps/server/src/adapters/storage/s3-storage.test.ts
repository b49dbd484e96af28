// The S3 adapter builds and signs its requests without a network: checked against AWS's published
// SigV4 examples (Amazon S3 API reference, "Signature calculations for the Authorization header:
// transferring payload in a single chunk"), and for each call through a recording fetch.
import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest } from './sigv4';

const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const EXAMPLE_DATE = new Date('2013-05-24T00:00:00Z');

describe('SigV4', () => {
  it("signs AWS's GET Object example (a range of test.txt) to the documented signature", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
        date: EXAMPLE_DATE,
      },
      AWS_EXAMPLE,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it("signs AWS's PUT Object example (an encoded key, a body, extra headers) to the documented signature", () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
        date: EXAMPLE_DATE,
      },
      AWS_EXAMPLE,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
}

function recordingFetch(answer: (request: Recorded) => Response) {
  const requests: Recorded[] = [];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const request: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as Uint8Array | undefined,
    };
    requests.push(request);
    return answer(request);
  }) as typeof fetch;
  return { fetch: fake, requests };
}

describe('S3 storage', () => {
  const key = '0b7e6f63-2f0e-4a53-9d35-6a3f6c1f0f11/5d4b8f0e-9c1a-4d8e-8a7e-1f2b3c4d5e6f.jpg';

  it('puts under a virtual-hosted URL with the content type and the body hash signed', async () => {
    const recorder = recordingFetch(() => new Response(null, { status: 200 }));
    const storage = createS3Storage({
      ...AWS_EXAMPLE,
      bucket: 'evidence',
      region: 'eu-west-1',
      fetch: recorder.fetch,
      now: () => EXAMPLE_DATE,
    });
    const bytes = new TextEncoder().encode('jpeg bytes');
    await storage.put(key, bytes, 'image/jpeg');
    const [request] = recorder.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe(`https://evidence.s3.eu-west-1.amazonaws.com/${key}`);
    expect(request?.headers['content-type']).toBe('image/jpeg');
    expect(request?.headers['x-amz-content-sha256']).toBe(sha256Hex(bytes));
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/eu-west-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
    expect(request?.body).toBe(bytes);
  });

  it('uses path-style URLs on a custom endpoint, asks for a range and streams the answer', async () => {
    const recorder = recordingFetch(
      () => new Response('0123456789', { status: 206, headers: { 'content-length': '10' } }),
    );
    const storage = createS3Storage({
      ...AWS_EXAMPLE,
      bucket: 'evidence',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      fetch: recorder.fetch,
      now: () => EXAMPLE_DATE,
    });
    const object = await storage.get(key, { start: 0, end: 9 });
    expect(recorder.requests[0]?.url).toBe(`http://127.0.0.1:9000/evidence/${key}`);
    expect(recorder.requests[0]?.headers.range).toBe('bytes=0-9');
    expect(recorder.requests[0]?.headers.authorization).toContain(
      'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,',
    );
    expect(object?.size).toBe(10);
    const chunks: Buffer[] = [];
    for await (const chunk of object?.stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('0123456789');
  });

  it('answers null for a missing object and ignores a missing one on delete', async () => {
    const recorder = recordingFetch(
      () => new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 }),
    );
    const storage = createS3Storage({ ...AWS_EXAMPLE, bucket: 'evidence', fetch: recorder.fetch });
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(recorder.requests.map((request) => request.method)).toEqual(['GET', 'DELETE']);
  });

  it("fails with the service's error code and never the secret", async () => {
    const recorder = recordingFetch(
      () => new Response('<Error><Code>SignatureDoesNotMatch</Code></Error>', { status: 403 }),
    );
    const storage = createS3Storage({ ...AWS_EXAMPLE, bucket: 'evidence', fetch: recorder.fetch });
    const failure = await storage.put(key, new Uint8Array([1]), 'image/jpeg').catch((error: Error) => error);
    expect(String(failure)).toContain('403 (SignatureDoesNotMatch)');
    expect(String(failure)).not.toContain(AWS_EXAMPLE.secretAccessKey);
  });

  it('refuses a key that could leave its folder', async () => {
    const recorder = recordingFetch(() => new Response(null, { status: 200 }));
    const storage = createS3Storage({ ...AWS_EXAMPLE, bucket: 'evidence', fetch: recorder.fetch });
    for (const bad of ['../x.jpg', 'a/../../b.jpg', '/abs.jpg', 'a//b.jpg', '.hidden', 'a b.jpg']) {
      await expect(storage.put(bad, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(
        /invalid storage key/,
      );
    }
    expect(recorder.requests).toHaveLength(0);
  });
});
