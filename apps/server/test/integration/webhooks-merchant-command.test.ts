// The merchant command on webhooks (`npm run merchant -- webhook-add|webhooks|webhook-test|…`), run
// as a real process through a running server, as an operator runs it; the event reaches a receiver.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dataDir: string;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.end();
  });
});

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/merchants',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { shop: 'hooks', name: 'Hooks' },
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-merchant-webhooks-'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  writeFileSync(
    path.join(dataDir, 'server.json'),
    JSON.stringify({ pid: process.pid, port, publicUrl: 'http://x' }),
  );
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function merchant(args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_TOKEN: t.adminToken,
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'PUBLIC_URL']) delete env[name];
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/merchant.ts', ...args],
      { cwd: repoRoot, env, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
    );
  });
}

it('adds an endpoint, lists it, sends it a signed test event and shows the delivery', {
  timeout: 180_000,
}, async () => {
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const added = await merchant([
    'webhook-add',
    '--shop',
    'hooks',
    '--url',
    url,
    '--types',
    'claim.accepted,payout.sent',
  ]);
  expect(added.stderr).toBe('');
  expect(added.code).toBe(0);
  const secret = /Signing secret[^:]*: (whsec_\S+)/.exec(added.stdout)?.[1] ?? '';
  const endpointId = /^([0-9a-f-]{36}) /m.exec(added.stdout)?.[1] ?? '';
  expect(secret).not.toBe('');
  expect(endpointId).not.toBe('');

  const listed = await merchant(['webhooks', '--shop', 'hooks']);
  expect(listed.stdout).toContain(`${endpointId}  ${url}  claim.accepted,payout.sent  enabled`);

  const tested = await merchant(['webhook-test', '--shop', 'hooks', '--endpoint', endpointId]);
  expect(tested.stdout).toMatch(/^Test event msg_\w+ queued\./);
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const [delivery] = received;
  const event = new Webhook(secret).verify(delivery?.body ?? '', {
    'webhook-id': String(delivery?.headers['webhook-id']),
    'webhook-timestamp': String(delivery?.headers['webhook-timestamp']),
    'webhook-signature': String(delivery?.headers['webhook-signature']),
  });
  expect(event).toMatchObject({ type: 'webhook.test' });

  await expect
    .poll(
      async () =>
        (await merchant(['webhook-deliveries', '--shop', 'hooks', '--endpoint', endpointId])).stdout,
      {
        timeout: 20_000,
      },
    )
    .toMatch(/webhook\.test\s+succeeded\s+tries 1\s+HTTP 200/);

  const disabled = await merchant(['webhook-disable', '--shop', 'hooks', '--endpoint', endpointId]);
  expect(disabled.stdout).toContain('disabled (disabled by the merchant)');
  const missing = await merchant(['webhook-test', '--shop', 'hooks']);
  expect(missing.code).not.toBe(0);
  expect(missing.stderr).toContain('--endpoint: is required');
});
