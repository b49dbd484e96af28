// What a shopper types before the page wakes is kept (issue 23, decision 049). On a phone's CPU
// (Chromium's 4x slowdown), the shopper types the order number and e-mail and taps Continue as soon
// as the form is on the page, well before the app has hydrated: 20 times with an iPhone's user
// agent, 20 with an Android's, each a fresh browser context, and every one must end signed in on
// home with the order's items. Autofill (values put into the fields without a key event), a tap
// that lands while React attaches, one after hydration, and the form with scripts off complete it.
import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { useBrowser, type Viewport } from './support/browser';
import {
  API,
  HOME_PATH,
  loginForm,
  ORDER_NOT_FOUND_MESSAGE,
  SHOPPER_EMAIL,
  waitForHome,
} from './support/demo';

const browser = useBrowser();

const TRIES = 20;
/** Chromium's CPU slowdown: a mid-range phone (Lighthouse's mobile setting). */
const CPU_SLOWDOWN = 4;
const ORDER = '#1001';
/** One of #1001's items: home shows the order's own data, not only its frame. */
const ORDER_ITEM = 'Merino Wool Sweater';

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

const DEVICES: readonly (Viewport & { label: string })[] = [
  {
    label: 'iPhone',
    name: 'phone',
    context: {
      ...PHONE,
      deviceScaleFactor: 3,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
  },
  {
    label: 'Android',
    name: 'phone',
    context: {
      ...PHONE,
      deviceScaleFactor: 2.625,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    },
  },
];

/** Where the app was when the form was sent, as the page saw it. */
interface SubmitMoment {
  /** Milliseconds from the first contentful paint (negative: before it), null if none yet. */
  afterFirstPaint: number | null;
  /** 'before the app': React had not attached; 'hydrating': attached, not yet live; 'live'. */
  phase: 'before the app' | 'hydrating' | 'live';
}

const moments: Record<string, SubmitMoment[]> = {};

afterAll(() => {
  // The figures behind the claim "within 100 ms of first paint", and which path each send took.
  for (const [label, list] of Object.entries(moments)) {
    const phases = Object.entries(
      list.reduce<Record<string, number>>((counts, moment) => {
        counts[moment.phase] = (counts[moment.phase] ?? 0) + 1;
        return counts;
      }, {}),
    )
      .map(([phase, count]) => `${phase} ${count}`)
      .join(', ');
    const delays = list
      .map((moment) => moment.afterFirstPaint)
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    process.stdout.write(
      `early sign-ins, ${label}: ${list.length} sent (${phases}); ms after first paint: median ${delays[Math.floor(delays.length / 2)] ?? '-'}, max ${delays.at(-1) ?? '-'}\n`,
    );
  }
});

/**
 * A fresh context on the device with the CPU slowed down, which reports the moment the form is
 * sent (a capturing listener, before React or the browser act on it).
 */
async function openSlowPhone(device: Viewport, options: BrowserContextOptions = {}) {
  const journey = await browser.open(device, options);
  const { page, context } = journey;
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const sent: SubmitMoment[] = [];
  await page.exposeBinding('rcFormSent', async (_source, moment: SubmitMoment) => {
    sent.push(moment);
    // The race this file is about is over once the form is sent, and where it was sent from is
    // recorded above: home then loads at the machine's speed (issue 24 item 9), and what it shows
    // is asserted the same.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'submit',
      () => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const root = document.getElementById('root');
        const attached = Boolean(root && Object.keys(root).some((key) => key.startsWith('_reactListening')));
        const live = Boolean(document.documentElement.dataset.render);
        void (window as unknown as { rcFormSent(moment: unknown): Promise<void> }).rcFormSent({
          afterFirstPaint: paint ? Math.round(performance.now() - paint.startTime) : null,
          phase: live ? 'live' : attached ? 'hydrating' : 'before the app',
        });
      },
      true,
    );
  });
  return { ...journey, sent };
}

/** Opens the sign-in page and returns as soon as its form is in the DOM (no wait for the app). */
async function formOnPage(page: Page) {
  await page.goto('/demo/login', { waitUntil: 'commit' });
  await page.waitForSelector('form[data-form="login"] button[type="submit"]', {
    state: 'attached',
    timeout: 40_000,
  });
}

/** Signed in on home with the order's own items on screen. */
async function expectSignedInHome(page: Page) {
  await waitForHome(page);
  await page.getByText(ORDER_ITEM).first().waitFor();
  expect(new URL(page.url()).pathname).toBe(HOME_PATH);
}

/** Puts values into the fields as a password manager does: no key, input or change event. */
async function autofill(page: Page) {
  await page.evaluate(
    ([order, email]) => {
      const form = document.querySelector<HTMLFormElement>('form[data-form="login"]');
      const set = (name: string, value: string) => {
        const field = form?.elements.namedItem(name);
        if (!(field instanceof HTMLInputElement)) throw new Error(`no field ${name}`);
        field.value = value;
      };
      set('order_number', order as string);
      set('email', email as string);
    },
    [ORDER, SHOPPER_EMAIL],
  );
}

describe.each(DEVICES)('on a slowed-down $label', (device) => {
  test.each(Array.from({ length: TRIES }, (_, index) => index + 1))(
    'typed and sent within 100 ms of the form appearing, try %i, ends signed in',
    async () => {
      const { page, sent } = await openSlowPhone(device);
      await formOnPage(page);
      const form = loginForm(page);
      await form.orderNumber.fill(ORDER);
      await form.email.fill(SHOPPER_EMAIL);
      await form.submit.click({ noWaitAfter: true });
      await expectSignedInHome(page);
      expect(sent).toHaveLength(1);
      moments[device.label] = [...(moments[device.label] ?? []), ...sent];
    },
  );

  test('autofilled before the app wakes (no key events) and sent at once, ends signed in', async () => {
    const { page, sent } = await openSlowPhone(device);
    await formOnPage(page);
    await autofill(page);
    await loginForm(page).submit.click({ noWaitAfter: true });
    await expectSignedInHome(page);
    expect(sent).toHaveLength(1);
  });

  test('autofilled before the app wakes and sent after it is live: the app reads the fields', async () => {
    const { page, sent } = await openSlowPhone(device);
    let rcLogins = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/rc-login')) rcLogins += 1;
    });
    await formOnPage(page);
    await autofill(page);
    await page.waitForFunction(() => Boolean(document.documentElement.dataset.render));
    // Hydration kept the values the page had before it.
    expect(await loginForm(page).orderNumber.inputValue()).toBe(ORDER);
    expect(await loginForm(page).email.inputValue()).toBe(SHOPPER_EMAIL);
    await loginForm(page).submit.click();
    await expectSignedInHome(page);
    expect(sent).toEqual([expect.objectContaining({ phase: 'live' })]);
    // The app signed in itself (no plain form sent): one rc-login from the page.
    expect(rcLogins).toBe(1);
  });

  test('a tap that lands as React attaches to the page still signs in', async () => {
    const { page, sent } = await openSlowPhone(device);
    // The tap goes in as soon as React starts listening on #root (hydrateRoot), once the fields are
    // filled: the moment the first issue lost sign-ins in.
    await page.addInitScript(() => {
      const state = window as unknown as { rcArm?: () => void; rcAttached?: boolean };
      const tap = () => document.querySelector<HTMLButtonElement>('form[data-form="login"] button')?.click();
      let armed = false;
      state.rcArm = () => {
        armed = true;
        if (state.rcAttached) tap();
      };
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
        if (args[0] === 'submit' && this instanceof HTMLElement && this.id === 'root' && !state.rcAttached) {
          state.rcAttached = true;
          if (armed) setTimeout(tap, 0);
        }
        return listen.apply(this, args as Parameters<typeof listen>);
      } as typeof listen;
    });
    await formOnPage(page);
    const form = loginForm(page);
    await form.orderNumber.fill(ORDER);
    await form.email.fill(SHOPPER_EMAIL);
    await page.evaluate(() => (window as unknown as { rcArm(): void }).rcArm());
    await expectSignedInHome(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.phase).not.toBe('before the app');
  });
});

describe('with scripts off', () => {
  const phone = DEVICES[1] as Viewport;

  test('the plain form signs in on the server and lands on home', async () => {
    const { page, context } = await browser.open(phone, { javaScriptEnabled: false });
    await page.goto('/demo/login', { waitUntil: 'commit' });
    const form = loginForm(page);
    await form.orderNumber.fill(ORDER);
    await form.email.fill(SHOPPER_EMAIL);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.submit.click(),
    ]);
    expect(answer.status()).toBe(303);
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('rc_session');
    // The session is the server's: its API answers for the order.
    const items = await page.request.post(API.getAllProtectedItem, { data: {} });
    expect((await items.json()).code).toBe(0);
  });

  test('a refused sign-in comes back with its message and what was typed', async () => {
    const { page, context } = await browser.open(phone, { javaScriptEnabled: false });
    await page.goto('/demo/login', { waitUntil: 'commit' });
    const form = loginForm(page);
    await form.orderNumber.fill('#99999');
    await form.email.fill(SHOPPER_EMAIL);
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === '/demo/login' && url.searchParams.has('signInCode'));
    await page.getByText(ORDER_NOT_FOUND_MESSAGE).waitFor();
    expect(await form.orderNumber.inputValue()).toBe('#99999');
    expect(await form.email.inputValue()).toBe(SHOPPER_EMAIL);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rc_session');
  });
});
