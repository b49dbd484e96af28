// Debian's Chromium, launched once per test file; a fresh context (cookies, storage) per journey,
// on a phone and a desktop viewport. No test tool downloads a browser of its own.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { allowKnownIssues } from './known-issues';
import { type PageErrors, watchPageErrors } from './page-errors';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** What Chromium needs as root, headless, on a closed network (shared/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Viewport {
  name: 'phone' | 'desktop';
  context: BrowserContextOptions;
}

/** Every journey runs on both: `describe.each(VIEWPORTS)('… on $name', (viewport) => …)`. */
export const VIEWPORTS: readonly Viewport[] = [
  {
    name: 'phone',
    context: {
      viewport: { width: 390, height: 844 },
      screen: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      // An Android phone's Chrome: the engine really is Chromium, so the page sees a true pairing.
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    },
  },
  {
    name: 'desktop',
    context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  },
];

export interface Journey {
  page: Page;
  context: BrowserContext;
  /** Console and page errors of this journey; the journey fails on any it did not expect. */
  errors: PageErrors;
  baseUrl: string;
}

/**
 * Launches Chromium for this file (closed after its last test) and returns `open(viewport)`,
 * which gives a page in a fresh context against the e2e server. The context closes when the
 * test finishes, and the test fails if the page logged an error or threw.
 */
export function useBrowser(): {
  open(viewport: Viewport, options?: BrowserContextOptions): Promise<Journey>;
} {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(viewport, options = {}) {
      if (!browser) throw new Error('useBrowser(): Chromium is not running (call open() inside a test)');
      const baseUrl = inject('baseUrl');
      const context = await browser.newContext({
        ...viewport.context,
        baseURL: baseUrl,
        // Fixed, so the language detector and date formatting do not depend on the machine.
        locale: 'en-US',
        timezoneId: 'UTC',
        ...options,
      });
      // Fail fast and readably, well inside the test timeout.
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(20_000);
      const page = await context.newPage();
      waitForTheAppAfterNavigation(page);
      const errors = watchPageErrors(page);
      allowKnownIssues(errors);
      onTestFinished(async () => {
        await context.close();
        errors.assertNone();
      });
      return { page, context, errors, baseUrl };
    },
  };
}

/**
 * The server sends the first paint; a shopper can read it before the app is live. Journeys act
 * like a shopper who waits for the page to respond: after each navigation, until the app has
 * hydrated or rendered (`<html data-render>`). Pages that are not the app (no #rc-boot) are ready;
 * `goto(url, { waitUntil: 'commit' })` does not wait.
 */
function waitForTheAppAfterNavigation(page: Page): void {
  const live = () =>
    page.waitForFunction(
      () => !document.getElementById('rc-boot') || Boolean(document.documentElement.dataset.render),
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    // waitUntil 'commit': the caller wants the page as it arrives, before the app is live.
    if (args[1]?.waitUntil !== 'commit') await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}
