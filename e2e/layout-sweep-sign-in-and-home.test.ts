// The layout sweep (issue 23 item 2, decision 051), part 1: the pages before sign-in (each store's
// sign-in, co-branding, the sign-in answers of spec 8, the error and not-found pages) and the home
// page of each demo scenario of the README that is not a claim, a return, tracking or the chat,
// with the pages home links to. At 390 and 320 px on a phone and at 1440 px on a desktop.
import { describe, expect, test } from 'vitest';
import { act, followLinks, signIn, useLayoutSweep, visit } from './support/layout-sweep';

const { sweep, inspect } = useLayoutSweep();
const visited = new Map<string, number>();
// The chat has its own file (layout-sweep-tracking-and-chat); returns and claims theirs.
const ELSEWHERE = [/\/chat\b/, /\/items-choose\b/, /\/order-list\b/, /\/issue-details\b/];

// A scenario is a few page loads on each screen, each checked at its widths: minutes on a busy machine.
describe('layout sweep: sign-in and home', { timeout: 300_000 }, () => {
  test('the pages before sign-in', async () => {
    await sweep({
      name: 'signed out',
      allowErrors: [
        { pattern: /\/no-such-(page|store)/, reason: 'the not-found pages answer 404, which Chromium logs' },
      ],
      steps: [
        visit('Northwind sign-in', '/demo/login'),
        act('Northwind sign-in, an unknown order refused', async (page) => {
          await page.getByLabel('Order number', { exact: true }).fill('#9999');
          await page.getByLabel('E-mail', { exact: true }).fill('nobody@example.com');
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.getByRole('alert').waitFor();
        }),
        visit('the customer-portal sign-in', '/customer-portal/demo/login'),
        visit('DHgate co-branded sign-in', '/demo/login?channel=dhgate'),
        visit('Lumen sign-in', '/lumen/login'),
        visit('the sign-in in German', '/demo/login?lang=de-DE'),
        visit('the error page', '/demo/error?code=200000'),
        visit('page not found', '/demo/no-such-page'),
        visit('an unknown store', '/no-such-store/login'),
        visit('the bare root', '/'),
      ],
    });
  });

  test.each([
    ['#1002', 'protection expired (2000002)'],
    ['#1003', 'protection canceled (2000003)'],
    ['#1004', 'no covered items (200006)'],
  ])('%s: %s, told on the sign-in page', async (order, what) => {
    await sweep({ name: `${order} (${what})`, steps: [signIn(order)] });
  });

  test.each([
    ['#1001', 'shipping protection, two packages and an unfulfilled item'],
    ['#1005', 'return assurance'],
    ['#1006', 'extended warranty'],
    ['#1009', 'every package’s coverage canceled (200020)'],
    ['#1080', 'EU withdrawal within its period'],
  ])('%s: %s; home and the pages it links to', async (order, what) => {
    await sweep({
      name: `${order} (${what})`,
      steps: [signIn(order), followLinks(visited, { skip: ELSEWHERE })],
    });
  });

  test('#1011: DHgate co-branded home', async () => {
    await sweep({ name: '#1011 (DHgate)', steps: [signIn('#1011', { query: '&channel=dhgate' })] });
  });

  test('#1081: the withdrawal page after the period', async () => {
    await sweep({
      name: '#1081 (withdrawal period ended)',
      steps: [signIn('#1081'), visit('withdraw', '/demo/withdraw')],
    });
  });

  test('LA-2001: Lumen’s home with the welcome modal, then the version 5 orders page', async () => {
    await sweep({
      name: 'LA-2001 (Lumen, version 5)',
      steps: [
        signIn('LA-2001', { shop: 'lumen', email: 'listener@example.com' }),
        visit('orders', '/lumen/orders'),
      ],
    });
  });
});

describe('the sweep’s own checks', () => {
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Sweep</title><meta name="viewport" content="width=device-width"></head><body style="margin:0"><main><h1>A page</h1>${body}</main></body></html>`;

  test('a page that fits, with nothing over its controls, passes', async () => {
    const findings = await inspect(
      page(
        '<p>Some words.</p><button type="button">Go</button>' +
          '<div style="overflow-x:auto"><div style="width:900px">a wide table that scrolls in its box</div></div>' +
          '<header style="position:fixed;top:0;right:0;width:40px;height:40px;background:#fff"></header>',
      ),
      320,
    );
    expect(findings).toEqual([]);
  });

  test('a box past the edge, a fixed bar over a button and an axe finding are each named', async () => {
    const findings = await inspect(
      page(
        '<div class="too-wide" style="width:500px">wide</div>' +
          '<button type="button" style="position:absolute;top:100px;left:10px">Go</button>' +
          '<div class="bar" style="position:fixed;top:80px;left:0;width:200px;height:60px;background:#fff">bar</div>' +
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
      ),
      320,
    );
    const text = findings.map((finding) => `${finding.kind}: ${finding.detail}`).join('\n');
    expect(text).toContain('overflow: the document is 500 px wide in a 320 px viewport');
    expect(text).toMatch(/overflow: main > div\.too-wide "wide" is 180 px past the right edge/);
    expect(text).toMatch(
      /covered: main > button "Go" is covered at its centre by the fixed main > div\.bar "bar"/,
    );
    expect(text).toMatch(/axe: - image-alt/);
  });
});
