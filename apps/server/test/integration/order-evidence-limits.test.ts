// What one order may keep and how fast it may upload (ORDER_LIMITS): files outside submitted
// claims counted across drafts, open drafts capped, abandoned drafts expired with their files,
// withdrawn drafts' files freed, uploads rate-limited per session and per order. Every refusal is a
// catalogue code in the shopper's language, never a 500, and a retried draft never acts twice.
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ORDER_LIMITS } from '@rc/domain/claim-defaults';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, claimEvents, claims, orders } from '../../src/db/schema';
import { UNLINKED_RETENTION_HOURS } from '../../src/modules/evidence/service';
import { pngWithAlpha } from '../fixtures/media';
import { expectFailure, fieldsOf } from '../support/envelope';
import { callApi, createTestApp, signInToDemo, type TestApp, uploadFile } from '../support/test-app';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** Demo orders whose first package can be claimed, with an issue type each allows. */
const ISSUE_OF = { '#1001': 'damage', '#1005': 'return', '#1006': 'extended_warranty' } as const;

interface Shopper {
  cookie: string;
  orderId: string;
  policyId: string;
  fulfillmentId: string;
  issueType: (typeof ISSUE_OF)[keyof typeof ISSUE_OF];
}

async function shopperOf(t: TestApp, orderName: keyof typeof ISSUE_OF): Promise<Shopper> {
  const { cookie } = await signInToDemo(t, orderName);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderName, orderName));
  const policies = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
  const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
  return {
    cookie,
    orderId: order?.id as string,
    policyId: policies.body.data.policyList[0].policyId,
    fulfillmentId: items.body.data.fulfillments[0].fulfillmentId,
    issueType: ISSUE_OF[orderName],
  };
}

function upload(t: TestApp, cookie: string, name: string, data: Buffer, language?: string): Promise<Answer> {
  return uploadFile(t, cookie, name, data, language ? { 'accept-language': language } : {});
}

async function uploadMany(t: TestApp, cookie: string, count: number): Promise<string[]> {
  const png = await pngWithAlpha(8, 8);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await upload(t, cookie, `p${index}.png`, png);
    expect(answer.statusCode, answer.body).toBe(200);
    ids.push(answer.json().data.attachmentId);
  }
  return ids;
}

function draftBody(shopper: Shopper, attachmentIds: string[] = []) {
  return {
    policyId: shopper.policyId,
    fulfillmentId: shopper.fulfillmentId,
    issueType: shopper.issueType,
    items: [],
    attachments: attachmentIds,
    requestId: randomUUID(),
  };
}

async function saveDraft(t: TestApp, shopper: Shopper, attachmentIds: string[] = []): Promise<string> {
  const saved = await callApi(t, 'save-claim-as-draft', draftBody(shopper, attachmentIds), {
    cookie: shopper.cookie,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.data.status).toBe('draft');
  return saved.body.data.claimId;
}

function storedFiles(t: TestApp): string[] {
  const root = path.join(t.config.DATA_DIR, 'uploads');
  const walk = (dir: string): string[] => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
    });
  };
  return walk(root);
}

describe('with the upload rate out of the way', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { UPLOAD_LIMIT_PER_WINDOW: '1000' } });
  });
  afterAll(() => t.close());

  describe("the order's files outside submitted claims", () => {
    it(`are counted across drafts: 20 into a draft, 20 into another, then 409 100021 at ${ORDER_LIMITS.maxPendingAttachments}`, async () => {
      const shopper = await shopperOf(t, '#1001');
      const first = await uploadMany(t, shopper.cookie, 20);
      await saveDraft(t, shopper, first);
      const second = await uploadMany(t, shopper.cookie, 20);
      await saveDraft(t, shopper, second);

      const files = storedFiles(t).length;
      const refused = await upload(t, shopper.cookie, 'one-more.png', await pngWithAlpha(8, 8), 'de-DE');
      const body = expectFailure(refused, {
        status: 409,
        code: ERROR_CODES.ORDER_FILES_FULL,
        language: 'de-DE',
        params: { max: ORDER_LIMITS.maxPendingAttachments },
      });
      expect(body.message).toBe(
        errorMessage(ERROR_CODES.ORDER_FILES_FULL, 'de-DE', { max: ORDER_LIMITS.maxPendingAttachments }),
      );
      expect(storedFiles(t)).toHaveLength(files);
      const [kept] = await t.database.db
        .select({ total: sql<number>`count(*)::int` })
        .from(attachments)
        .where(eq(attachments.orderId, shopper.orderId));
      expect(kept?.total).toBe(ORDER_LIMITS.maxPendingAttachments);

      // Taking one back (after withdrawing its draft) makes room for one.
      const draftOfFirst = (
        await t.database.db
          .select({ claimId: attachments.claimId })
          .from(attachments)
          .where(eq(attachments.id, first[0] as string))
      )[0]?.claimId as string;
      await callApi(t, 'withdraw-claim-draft', { claimId: draftOfFirst }, { cookie: shopper.cookie });
      // 20 unused uploads again: a claim's worth, so the per-claim refusal answers first.
      const stillFull = expectFailure(await upload(t, shopper.cookie, 'x.png', await pngWithAlpha(8, 8)), {
        status: 400,
        code: ERROR_CODES.INVALID_INPUT,
      });
      expect(fieldsOf(stillFull)).toEqual([{ path: 'file', problem: 'too many files' }]);
      const removed = await callApi(
        t,
        'remove-attachment',
        { attachmentId: first[0] as string },
        { cookie: shopper.cookie },
      );
      expect(removed.body.code).toBe(0);
      expect((await upload(t, shopper.cookie, 'room.png', await pngWithAlpha(8, 8))).statusCode).toBe(200);
    });
  });

  describe('open drafts', () => {
    it(`are capped at ${ORDER_LIMITS.maxOpenDrafts} per order (409 100022); a retry still answers its draft, withdrawing makes room`, async () => {
      const shopper = await shopperOf(t, '#1005');
      const drafts: string[] = [];
      for (let index = 0; index < ORDER_LIMITS.maxOpenDrafts - 1; index += 1) {
        drafts.push(await saveDraft(t, shopper));
      }
      const last = draftBody(shopper);
      const saved = await callApi(t, 'save-claim-as-draft', last, { cookie: shopper.cookie });
      expect(saved.body.code).toBe(0);

      const refused = await callApi(t, 'save-claim-as-draft', draftBody(shopper), {
        cookie: shopper.cookie,
        language: 'es-ES',
      });
      const body = expectFailure(refused.response, {
        status: 409,
        code: ERROR_CODES.DRAFT_LIMIT_REACHED,
        language: 'es-ES',
        params: { max: ORDER_LIMITS.maxOpenDrafts },
      });
      expect(body.message).toContain(String(ORDER_LIMITS.maxOpenDrafts));

      // The same request again (a double click, a dropped connection) answers the same draft.
      const retried = await callApi(t, 'save-claim-as-draft', last, { cookie: shopper.cookie });
      expect(retried.status).toBe(200);
      expect(retried.body.data.claimId).toBe(saved.body.data.claimId);
      // Saving an open draft again is not a new draft.
      const resaved = await callApi(
        t,
        'save-claim-as-draft',
        { ...draftBody(shopper), claimId: drafts[0] },
        { cookie: shopper.cookie },
      );
      expect(resaved.body.data.claimId).toBe(drafts[0]);
      const [open] = await t.database.db
        .select({ total: sql<number>`count(*)::int` })
        .from(claims)
        .where(sql`${claims.orderId} = ${shopper.orderId} and ${claims.status} = 'draft'`);
      expect(open?.total).toBe(ORDER_LIMITS.maxOpenDrafts);

      await callApi(t, 'withdraw-claim-draft', { claimId: drafts[0] as string }, { cookie: shopper.cookie });
      await saveDraft(t, shopper);
    });
  });

  describe('drafts that end', () => {
    it('free their files when withdrawn: another claim can use them', async () => {
      const shopper = await shopperOf(t, '#1006');
      const ids = await uploadMany(t, shopper.cookie, 2);
      const draft = await saveDraft(t, shopper, ids);
      await callApi(t, 'withdraw-claim-draft', { claimId: draft }, { cookie: shopper.cookie });
      const rows = await t.database.db.select().from(attachments).where(inArray(attachments.id, ids));
      expect(rows.map((row) => row.claimId)).toEqual([null, null]);
      await saveDraft(t, shopper, ids);
    });

    it(`expire when untouched for ${ORDER_LIMITS.draftExpiryDays} days, and the sweep deletes their files`, async () => {
      const shopper = await shopperOf(t, '#1006');
      const oldFiles = await uploadMany(t, shopper.cookie, 2);
      const abandoned = await saveDraft(t, shopper, oldFiles);
      const recentFiles = await uploadMany(t, shopper.cookie, 1);
      const recent = await saveDraft(t, shopper, recentFiles);
      const ago = sql`now() - make_interval(days => ${ORDER_LIMITS.draftExpiryDays + 1})`;
      await t.database.db.update(claims).set({ updatedAt: ago }).where(eq(claims.id, abandoned));
      await t.database.db
        .update(attachments)
        .set({ createdAt: ago })
        .where(inArray(attachments.id, oldFiles));
      const oldKeys = (
        await t.database.db.select().from(attachments).where(inArray(attachments.id, oldFiles))
      ).map((row) => row.storageKey);
      expect(storedFiles(t)).toEqual(expect.arrayContaining(oldKeys));

      // What the maintenance runs every ten minutes (app.ts), in its order.
      expect(await t.services.claims.expireAbandonedDrafts(ORDER_LIMITS.draftExpiryDays)).toBe(1);
      await t.services.evidence.deleteUnlinkedOlderThan(UNLINKED_RETENTION_HOURS);

      const detail = await callApi(t, 'get-claim-detail', { claimId: abandoned }, { cookie: shopper.cookie });
      expect(detail.body.data.status).toBe('expired');
      const [event] = await t.database.db
        .select()
        .from(claimEvents)
        .where(sql`${claimEvents.claimId} = ${abandoned} and ${claimEvents.toStatus} = 'expired'`);
      expect(event).toMatchObject({ actor: 'system', fromStatus: 'draft' });
      expect(await t.database.db.select().from(attachments).where(inArray(attachments.id, oldFiles))).toEqual(
        [],
      );
      for (const key of oldKeys) expect(storedFiles(t)).not.toContain(key);

      // The recent draft and its file stay; a second run finds nothing.
      const kept = await callApi(t, 'get-claim-detail', { claimId: recent }, { cookie: shopper.cookie });
      expect(kept.body.data.status).toBe('draft');
      expect(kept.body.data.attachments.map((file: { attachmentId: string }) => file.attachmentId)).toEqual(
        recentFiles,
      );
      expect(await t.services.claims.expireAbandonedDrafts(ORDER_LIMITS.draftExpiryDays)).toBe(0);
    });
  });
});

describe('the upload rate', () => {
  const PER_SESSION = 3;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { UPLOAD_LIMIT_PER_WINDOW: String(PER_SESSION) } });
  });
  afterAll(() => t.close());

  function expectLimited(answer: Answer, language: string) {
    const seconds = Number(answer.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(ORDER_LIMITS.uploadWindowSeconds);
    const body = expectFailure(answer, {
      status: 429,
      code: ERROR_CODES.TOO_MANY_ATTEMPTS,
      language,
      params: { seconds },
    });
    expect(body.message).toBe(errorMessage(ERROR_CODES.TOO_MANY_ATTEMPTS, language, { seconds }));
    expect(body.data).toEqual({ retryAfterSeconds: seconds });
  }

  it(`answers 429 100007 with Retry-After past ${PER_SESSION} uploads of a session, refused ones included`, async () => {
    const shopper = await signInToDemo(t, '#1001');
    const png = await pngWithAlpha(8, 8);
    expect((await upload(t, shopper.cookie, 'a.png', png)).statusCode).toBe(200);
    expect((await upload(t, shopper.cookie, 'b.png', png)).statusCode).toBe(200);
    expect((await upload(t, shopper.cookie, 'notes.png', Buffer.from('not a picture'))).statusCode).toBe(415);
    const files = storedFiles(t).length;
    expectLimited(await upload(t, shopper.cookie, 'c.png', png, 'fr-FR'), 'fr-FR');
    expect(storedFiles(t)).toHaveLength(files);
    // Another order's shopper is not affected.
    const other = await signInToDemo(t, '#1005');
    expect((await upload(t, other.cookie, 'd.png', png)).statusCode).toBe(200);
  });

  it(`holds the order to ${PER_SESSION * 2} across its sessions: signing in again does not reset it`, async () => {
    const png = await pngWithAlpha(8, 8);
    const first = await signInToDemo(t, '#1006');
    for (let index = 0; index < PER_SESSION; index += 1) {
      expect((await upload(t, first.cookie, `a${index}.png`, png)).statusCode).toBe(200);
    }
    expectLimited(await upload(t, first.cookie, 'over.png', png), 'en-US');
    const second = await signInToDemo(t, '#1006');
    for (let index = 0; index < PER_SESSION; index += 1) {
      expect((await upload(t, second.cookie, `b${index}.png`, png)).statusCode).toBe(200);
    }
    expectLimited(await upload(t, second.cookie, 'over.png', png), 'en-US');
    const third = await signInToDemo(t, '#1006');
    expectLimited(await upload(t, third.cookie, 'over.png', png), 'en-US');
  });
});
