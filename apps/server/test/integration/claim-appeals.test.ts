// Appealing a refused claim (issue 15): once, within the merchant's window, with a note and new
// evidence; the claim goes back to review, the merchant is told (claim.appealed) and decides again.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEvents, jobs, webhookMessages } from '../../src/db/schema';
import { jpegWithGps } from '../fixtures/media';
import { callApi, createTestApp, signInToDemo, type TestApp, uploadFile } from '../support/test-app';

let t: TestApp;

async function admin(method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/admin/v1/merchants/demo${path}`,
    headers: { authorization: `Bearer ${t.adminToken}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function refusedClaimOf(orderName: string) {
  const { cookie } = await signInToDemo(t, orderName);
  const list = await callApi(t, 'get-claim-list', {}, { cookie });
  const claimId: string = list.body.data.claims[0].claimId;
  return { cookie, claimId };
}

async function upload(cookie: string): Promise<string> {
  const response = await uploadFile(t, cookie, 'report.jpg', await jpegWithGps());
  return response.json().data.attachmentId;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  // Some endpoint must take the events for the outbox to keep them.
  await admin('POST', '/webhooks/endpoints', { url: 'http://127.0.0.1:9/appeals' });
  // The demo seed on a busy two-core machine takes over a minute.
}, 180_000);
afterAll(() => t.close());

describe('appeal a refusal', () => {
  it('goes back to review once, with the note and evidence, and the merchant approves it', async () => {
    const { cookie, claimId } = await refusedClaimOf('#1070');
    const before = await callApi(t, 'get-claim-detail', { claimId }, { cookie });
    expect(before.body.data.status).toBe('rejected');
    expect(before.body.data.appeal.open).toBe(true);
    const until = Date.parse(before.body.data.appeal.until);
    expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);

    const photo = await upload(cookie);
    const requestId = `appeal-${randomUUID()}`;
    const body = { claimId, requestId, note: 'Here is the police report.', attachments: [photo] };
    const appealed = await callApi(t, 'appeal-claim', body, { cookie });
    expect(appealed.body.code).toBe(0);
    expect(appealed.body.data).toMatchObject({
      status: 'under_review',
      appeal: { open: false, appealed: true },
    });
    expect(appealed.body.data.attachments.map((a: { attachmentId: string }) => a.attachmentId)).toContain(
      photo,
    );
    expect(appealed.body.data.timeline.at(-2)).toMatchObject({
      type: 'appealed',
      actor: 'shopper',
      reason: 'Here is the police report.',
    });

    // A retry of the same request changes nothing; another appeal is refused.
    const retry = await callApi(t, 'appeal-claim', body, { cookie });
    expect(retry.body.code).toBe(0);
    expect(retry.body.data.timeline).toHaveLength(appealed.body.data.timeline.length);
    const again = await callApi(
      t,
      'appeal-claim',
      { ...body, requestId: `appeal-${randomUUID()}` },
      { cookie },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERROR_CODES.APPEAL_NOT_POSSIBLE);

    // The merchant is told, and the shopper is e-mailed that the claim is being looked at again.
    const events = await t.database.db
      .select({ type: webhookMessages.eventType, payload: webhookMessages.payload })
      .from(webhookMessages)
      .where(sql`${webhookMessages.payload} -> 'data' ->> 'claimId' = ${claimId}`);
    expect(events.map((event) => event.type)).toContain('claim.appealed');
    const emails = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'claim-update-email'),
          sql`${jobs.payload} ->> 'claimId' = ${claimId}`,
          sql`${jobs.payload} ->> 'status' = 'under_review'`,
        ),
      );
    expect(emails).toHaveLength(1);

    const approved = await admin('POST', `/claims/${claimId}/approve`, {});
    expect(approved.body.data.status).toBe('accepted');
    const refusedAgain = await callApi(
      t,
      'appeal-claim',
      { ...body, requestId: `x-${randomUUID()}` },
      { cookie },
    );
    expect(refusedAgain.body.code).toBe(ERROR_CODES.APPEAL_NOT_POSSIBLE);
  });

  it('is refused after the window, and when the merchant turned appeals off', async () => {
    const { cookie, claimId } = await refusedClaimOf('#1015');
    await t.database.db
      .update(claimEvents)
      .set({ at: sql`now() - interval '31 days'` })
      .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.toStatus, 'rejected')));
    const late = await callApi(
      t,
      'appeal-claim',
      { claimId, requestId: `late-${randomUUID()}`, note: 'Too late?', attachments: [] },
      { cookie, language: 'de-DE' },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(ERROR_CODES.APPEAL_WINDOW_CLOSED);
    expect(late.body.message).toMatch(/Frist/);

    // A longer window opens it again; 0 turns appeals off.
    expect((await admin('PUT', '/appeal-settings', { windowDays: 60 })).body.data).toEqual({
      windowDays: 60,
    });
    const open = await callApi(t, 'get-claim-detail', { claimId }, { cookie });
    expect(open.body.data.appeal.open).toBe(true);
    await admin('PUT', '/appeal-settings', { windowDays: 0 });
    expect((await admin('GET', '/appeal-settings')).body.data).toEqual({ windowDays: 0 });
    const off = await callApi(
      t,
      'appeal-claim',
      { claimId, requestId: `off-${randomUUID()}`, note: 'Please look again', attachments: [] },
      { cookie },
    );
    expect(off.body.code).toBe(ERROR_CODES.APPEAL_NOT_POSSIBLE);
    const bad = await admin('PUT', '/appeal-settings', { windowDays: 400 });
    expect(bad.body.code).toBe(ERROR_CODES.INVALID_INPUT);
    await admin('PUT', '/appeal-settings', { windowDays: 30 });
  });

  it('needs a refused claim of the order and a note', async () => {
    const { cookie, claimId } = await refusedClaimOf('#1012');
    const notRefused = await callApi(
      t,
      'appeal-claim',
      { claimId, requestId: `r-${randomUUID()}`, note: 'Why?', attachments: [] },
      { cookie },
    );
    expect(notRefused.body.code).toBe(ERROR_CODES.APPEAL_NOT_POSSIBLE);
    const noNote = await callApi(
      t,
      'appeal-claim',
      { claimId, requestId: `r-${randomUUID()}`, note: '  ', attachments: [] },
      { cookie },
    );
    expect(noNote.body.code).toBe(ERROR_CODES.INVALID_INPUT);
    const other = await signInToDemo(t, '#1001');
    const foreign = await callApi(
      t,
      'appeal-claim',
      { claimId, requestId: `r-${randomUUID()}`, note: 'Not mine', attachments: [] },
      { cookie: other.cookie },
    );
    expect(foreign.status).toBe(404);
  });
});
