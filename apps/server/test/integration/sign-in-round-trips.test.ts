// What a sign-in costs in round trips to the database (docs/performance.md, decision 025): on the
// database store of the counters, the attempt is counted in the statement that reads the order and
// given back in the statement that inserts the session, so a sign-in is two statements, as its
// yardstick (a bare order read and session insert) is; a wrong guess is one. On the memory store
// the counters cost none. The counters still count: checked from the rows themselves.
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const SHOPPER = 'shopper@example.com';

describe.each(['database', 'memory'] as const)('sign-in with the counters in the %s', (store) => {
  let t: TestApp;
  let merchantId: string;
  let statements: string[] = [];
  let tracing = false;

  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      env: { RATE_LIMIT_STORE: store, SIGN_IN_LIMIT_PER_WINDOW: '10' },
      onQuery: (text) => {
        // The job worker polls on its own; only the call's statements count.
        // Background pollers (jobs, webhook deliveries) run on the same pool: not the sign-in's.
        if (tracing && !/"jobs"|"webhook_deliveries"|"webhook_messages"/.test(text)) statements.push(text);
      },
    });
    merchantId = (await t.services.merchants.findByShop('demo'))?.id as string;
    // Warm: the merchant's cache, the order's read model built once.
    await signIn('10.9.0.1', '#1001', SHOPPER);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(remoteAddress: string, orderName: string, contactInfo: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: callPath('rc-login'),
      remoteAddress,
      payload: { merchantId, orderName, contactInfo },
    });
    return response.json() as { code: number };
  }

  async function traced(run: () => Promise<{ code: number }>) {
    statements = [];
    tracing = true;
    try {
      const answer = await run();
      return { answer, statements: [...statements] };
    } finally {
      tracing = false;
    }
  }

  async function hits(key: string): Promise<number | undefined> {
    const { rows } = (await t.database.db.execute(
      sql`select hits from rate_limits where key = ${key}`,
    )) as unknown as {
      rows: { hits: number }[];
    };
    return rows[0]?.hits;
  }

  it('signs in with two statements: the order read and the session insert', async () => {
    const { answer, statements } = await traced(() => signIn('10.9.0.2', '#1001', SHOPPER));
    expect(answer.code).toBe(0);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from "orders"|join "orders"/);
    expect(statements[1]).toMatch(/insert into "sessions"/);
    if (store === 'database') {
      // The count rode on the read, the give-back on the insert.
      expect(statements[0]).toMatch(/insert into "rate_limits"/);
      expect(statements[1]).toMatch(/insert into "rate_limits"/);
      expect(await hits('sign-in:address:10.9.0.2')).toBe(0);
      expect(await hits(`sign-in:order:${merchantId}:#1001`)).toBe(0);
      expect(await hits(`sign-in:email:${merchantId}:${SHOPPER}`)).toBe(0);
    }
  });

  it('answers a wrong e-mail with one statement, and the attempt stays counted', async () => {
    const { answer, statements } = await traced(() => signIn('10.9.0.3', '#1002', 'stranger@example.net'));
    expect(answer.code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    expect(statements).toHaveLength(1);
    if (store === 'database') {
      expect(await hits('sign-in:address:10.9.0.3')).toBe(1);
      expect(await hits(`sign-in:order:${merchantId}:#1002`)).toBe(1);
      expect(await hits(`sign-in:email:${merchantId}:stranger@example.net`)).toBe(1);
    }
  });

  it('answers an unknown order number with one statement', async () => {
    const { answer, statements } = await traced(() => signIn('10.9.0.4', '#99999', SHOPPER));
    expect(answer.code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
    expect(statements).toHaveLength(1);
  });
});
