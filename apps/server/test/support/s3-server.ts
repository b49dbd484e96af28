// A real S3-compatible server on loopback (s3rver: objects on disk, SigV4 signatures checked with
// its own implementation), so the S3 adapter is tested against a server, not a recording fetch.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: the package ships no types; the few calls used here are typed below.
import S3rverModule from '@20minutes/s3rver';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver's built-in account. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3Server {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'evidence'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'rc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
