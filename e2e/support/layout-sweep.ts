// The layout sweep (issue 23 item 2, decision 051): every page of every demo scenario at 320, 390
// and 1440 px, failing on horizontal overflow, on a fixed or sticky element over a control, and on
// any axe finding of the WCAG 2 A/AA rules. One Chromium per file; per scenario one context per
// kind of screen (a phone at 390 px, also checked at 320 px by narrowing the same page, and a
// desktop at 1440 px), each signed in once and walked through the scenario's pages. axe runs every
// rule once per page state and screen, and at the narrower width the rules the layout can change
// (decision 068).
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AccessibilityOptions, describeViolation, findViolations } from './accessibility';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './browser';
import { allowKnownIssues } from './known-issues';
import { watchPageErrors } from './page-errors';

/** The kinds of screen, each with the widths its page is checked at (the first is the context's). */
export const SWEEP_SCREENS: readonly {
  name: string;
  widths: readonly number[];
  context: BrowserContextOptions;
}[] = [
  { name: 'phone', widths: [390, 320], context: phoneContext() },
  {
    name: 'desktop',
    widths: [1440],
    context: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  },
];

function phoneContext(): BrowserContextOptions {
  const phone = VIEWPORTS.find((viewport) => viewport.name === 'phone');
  if (!phone) throw new Error('VIEWPORTS has no phone');
  return phone.context;
}

/** One page state of a scenario: how to reach it from the state before, and how to scan it. */
export interface SweepStep {
  /** The page as a failure names it, e.g. 'home' or 'claim step: Which items?'. */
  name: string;
  /** Reaches the page (a navigation, or clicks from the step before) and waits for its own sign. */
  reach(page: Page, screen: string): Promise<void>;
  /** axe options for this page: each disabled rule or exclusion with its written reason. */
  axe?: AccessibilityOptions;
  /**
   * Instead of a page of its own: the pages this one leads to, read from the page now (the first
   * screen's answer is kept, so every screen walks the same pages).
   */
  expand?(page: Page): Promise<SweepStep[]>;
}

export interface SweepScenario {
  /** The scenario as a failure names it, e.g. '#1001 (shipping protection)'. */
  name: string;
  steps: readonly SweepStep[];
  /** Console errors this scenario expects, each with its reason. */
  allowErrors?: readonly { pattern: RegExp; reason: string }[];
}

export interface Finding {
  kind: 'overflow' | 'covered' | 'axe';
  detail: string;
}

/**
 * Launches Chromium for the file; `sweep(scenario)` walks the scenario on each kind of screen and
 * throws one error listing every finding (scenario, page, width, element).
 */
export function useLayoutSweep(): {
  sweep(scenario: SweepScenario): Promise<void>;
  /** The checks alone on a page of the test's own at one width (the sweep's own test). */
  inspect(html: string, width: number): Promise<Finding[]>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async inspect(html, width) {
      if (!browser) throw new Error('useLayoutSweep(): Chromium is not running');
      const context = await browser.newContext({ viewport: { width, height: 600 } });
      try {
        const page = await context.newPage();
        const network = watchNetwork(page);
        await page.setContent(html);
        return await checkPage(page, width, network, undefined);
      } finally {
        await context.close();
      }
    },
    async sweep(scenario) {
      if (!browser) throw new Error('useLayoutSweep(): Chromium is not running');
      const report: string[] = [];
      const started = Date.now();
      const walked = new Set<string>();
      for (const screen of SWEEP_SCREENS) {
        const context = await browser.newContext({
          ...screen.context,
          baseURL: inject('baseUrl'),
          locale: 'en-US',
          timezoneId: 'UTC',
        });
        context.setDefaultTimeout(20_000);
        context.setDefaultNavigationTimeout(30_000);
        try {
          const page = await context.newPage();
          const errors = watchPageErrors(page);
          allowKnownIssues(errors);
          for (const allowed of scenario.allowErrors ?? []) errors.allow(allowed.pattern, allowed.reason);
          const network = watchNetwork(page);
          const steps = [...scenario.steps];
          for (let index = 0; index < steps.length; index += 1) {
            const step = steps[index] as SweepStep;
            if (step.expand) {
              steps.splice(index + 1, 0, ...(await step.expand(page)));
              continue;
            }
            try {
              await step.reach(page, screen.name);
            } catch (error) {
              throw new Error(
                `${scenario.name}, ${screen.name}: could not reach '${step.name}' (at ${page.url()}, ${await shownNow(
                  page,
                )}): ${(error as Error).message}`,
              );
            }
            walked.add(step.name);
            for (const [index, width] of screen.widths.entries()) {
              let findings: Finding[];
              try {
                findings = await checkPage(
                  page,
                  width,
                  network,
                  index === 0 ? step.axe : { ...step.axe, onlyRules: LAYOUT_RULES },
                );
              } catch (error) {
                throw new Error(
                  `${scenario.name}, ${screen.name}: '${step.name}' at ${width} px (at ${page.url()}): ${
                    (error as Error).message
                  }`,
                );
              }
              for (const finding of findings) {
                report.push(
                  `${scenario.name} · ${step.name} · ${width} px · ${finding.kind}: ${finding.detail}`,
                );
              }
            }
            const first = screen.widths[0];
            if (first !== undefined && page.viewportSize()?.width !== first) {
              await page.setViewportSize({ width: first, height: page.viewportSize()?.height ?? 844 });
            }
          }
          try {
            errors.assertNone();
          } catch (error) {
            report.push(`${scenario.name} · ${screen.name} · ${(error as Error).message}`);
          }
        } finally {
          await context.close();
        }
      }
      // How long a scenario takes, for the README's figures and for a slow page to stand out.
      process.stdout.write(
        `[layout-sweep] ${scenario.name}: ${((Date.now() - started) / 1000).toFixed(1)} s (${[...walked].join(', ')})\n`,
      );
      if (report.length > 0) {
        throw new Error(
          `Layout sweep: ${report.length} finding(s)\n${report.map((line) => `- ${line}`).join('\n')}`,
        );
      }
    },
  };
}

/** What the page shows now, for a step that did not arrive: its h1 and any alert. */
async function shownNow(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const text = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)]
          .map((element) => element.innerText.trim())
          .filter(Boolean);
      return `h1 ${JSON.stringify(text('h1'))}, alerts ${JSON.stringify(text('[role="alert"]'))}`;
    });
  } catch {
    return 'the page could not be read';
  }
}

/**
 * The WCAG rules whose outcome can change when the same page is narrowed (issue 24 item 9): the
 * size and spacing of targets, the contrast of text over what it now overlaps, and regions that
 * start to scroll. The web app has no breakpoint and no script that reads the width between 320
 * and 390 px (its breakpoints: 400, 480, 768, 900), so the same elements are shown at both and
 * every other rule (names, roles, attributes, structure) answers the same: it runs once, at the
 * screen's first width. A breakpoint added between them must end this shortcut.
 */
export const LAYOUT_RULES = ['target-size', 'color-contrast', 'scrollable-region-focusable'] as const;

/** Sets the width, waits until the page is still, and runs the three checks. */
async function checkPage(
  page: Page,
  width: number,
  network: NetworkWatch,
  axe: AccessibilityOptions | undefined,
): Promise<Finding[]> {
  const height = page.viewportSize()?.height ?? 844;
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height });
  await settle(page, network);
  const layout = await page.evaluate(inspectLayout);
  const findings: Finding[] = layout.map((finding) => ({ kind: finding.kind, detail: finding.detail }));
  const violations = await findViolations(page, axe);
  for (const violation of violations) {
    findings.push({ kind: 'axe', detail: describeViolation(violation).trimStart() });
  }
  return findings;
}

interface NetworkWatch {
  pending(): string[];
  lastChange(): number;
  /** Resolves at the next request started or ended. */
  nextChange(): Promise<void>;
}

/** The page's requests in flight, leaving out the live streams that stay open (EventSource). */
function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  let waiting: (() => void)[] = [];
  const change = () => {
    changed = Date.now();
    const wake = waiting;
    waiting = [];
    for (const resolve of wake) resolve();
  };
  const done = (request: Request) => {
    if (inFlight.delete(request)) change();
  };
  page.on('request', (request) => {
    if (['eventsource', 'websocket'].includes(request.resourceType())) return;
    inFlight.add(request);
    change();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A navigation forgets what the last document had in flight.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      for (const request of inFlight)
        if (request.frame() !== frame || request.isNavigationRequest()) done(request);
    }
  });
  return {
    pending: () => [...inFlight].map((request) => request.url()),
    lastChange: () => changed,
    nextChange: () => new Promise((resolve) => waiting.push(resolve)),
  };
}

const QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 20_000;

/**
 * Waits until the page is what a shopper looks at: the app live (`<html data-render>`), no
 * skeleton, fonts and pictures loaded, no request in flight for 300 ms, no animation running,
 * and two frames drawn. No fixed sleeps: each is a condition, bounded by one deadline.
 */
export async function settle(page: Page, network: NetworkWatch): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  await page.waitForFunction(
    () =>
      (!document.getElementById('rc-boot') || Boolean(document.documentElement.dataset.render)) &&
      !document.querySelector('main[aria-busy="true"]') &&
      document.fonts.status === 'loaded' &&
      // A lazy picture below the fold loads when scrolled to; its box is set by its size attributes.
      [...document.images].every((image) => image.complete || image.loading === 'lazy'),
    undefined,
    { timeout: SETTLE_TIMEOUT_MS },
  );
  // Woken by the network itself: at each request started or ended, and when the quiet time since
  // the last one is up (a window to watch, not a sleep: any request in it starts it again).
  for (;;) {
    const pending = network.pending();
    const quietFor = Date.now() - network.lastChange();
    if (pending.length === 0 && quietFor >= QUIET_MS) break;
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new Error(`the page never went quiet; in flight: ${pending.join(', ') || '(nothing)'}`);
    }
    let timer: NodeJS.Timeout | undefined;
    const windowEnds = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.min(left, pending.length === 0 ? QUIET_MS - quietFor : left));
    });
    await Promise.race([network.nextChange(), windowEnds]);
    clearTimeout(timer);
  }
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Runs in the page: (1) the document wider than the viewport, or a box past its left or right
 * edge that no ancestor clips or scrolls; (2) a fixed or sticky element at the centre of a
 * visible control, once the control is scrolled into view the least way (as focus does, so the
 * page's scroll-padding counts). Each finding names the element.
 */
function inspectLayout(): { kind: 'overflow' | 'covered'; detail: string }[] {
  const findings: { kind: 'overflow' | 'covered'; detail: string }[] = [];
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;

  const describe = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && node !== document.body && parts.length < 4) {
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
      if (node.id) break;
      node = node.parentElement;
    }
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 60) ??
      '';
    return `${parts.join(' > ')}${name ? ` "${name}"` : ''}`;
  };

  const style = (element: Element) => getComputedStyle(element);
  const clipsHorizontally = (element: Element) => {
    const { overflowX, clipPath, clip } = style(element);
    return (
      overflowX !== 'visible' || (clipPath !== '' && clipPath !== 'none') || (clip !== '' && clip !== 'auto')
    );
  };
  const clipped = (element: Element) => {
    for (
      let node = element.parentElement;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      if (node === document.body) return false;
      if (clipsHorizontally(node)) return true;
    }
    return false;
  };
  const hidden = (element: Element) => {
    const computed = style(element);
    return (
      computed.visibility === 'hidden' || computed.display === 'contents' || Number(computed.opacity) === 0
    );
  };

  // (1) Horizontal overflow.
  const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (scrollWidth > viewportWidth) {
    findings.push({
      kind: 'overflow',
      detail: `the document is ${scrollWidth} px wide in a ${viewportWidth} px viewport`,
    });
  }
  const past: Element[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    if (box.right <= viewportWidth + 0.5 && box.left >= -0.5) continue;
    if (hidden(element) || clipped(element)) continue;
    if (past.some((outer) => outer.contains(element))) continue;
    past.push(element);
    const by =
      box.right > viewportWidth ? `${Math.round(box.right - viewportWidth)} px past the right edge` : '';
    const left = box.left < 0 ? `${Math.round(-box.left)} px past the left edge` : '';
    findings.push({
      kind: 'overflow',
      detail: `${describe(element)} is ${[by, left].filter(Boolean).join(', ')}`,
    });
  }

  // (2) Fixed or sticky elements over controls.
  const layerOf = (element: Element | null): Element | null => {
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      const { position } = style(node);
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  const modal =
    [...document.querySelectorAll('dialog[open], [aria-modal="true"]')].find(
      (dialog) => dialog.getBoundingClientRect().width > 0,
    ) ?? null;
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"], [tabindex]:not([tabindex="-1"])';
  const scrolling = document.scrollingElement ?? document.documentElement;
  const startX = scrolling.scrollLeft;
  const startY = scrolling.scrollTop;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (modal && !modal.contains(control)) continue;
    if (control.closest('[inert], [aria-hidden="true"]')) continue;
    const first = control.getBoundingClientRect();
    if (
      first.width < 2 ||
      first.height < 2 ||
      hidden(control) ||
      !control.checkVisibility?.({ visibilityProperty: true })
    ) {
      continue;
    }
    control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const box = control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= viewportWidth || y >= viewportHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || control.contains(hit) || hit.contains(control)) continue;
    const labels = (control as HTMLInputElement).labels;
    if (labels && [...labels].some((label) => label.contains(hit))) continue;
    const layer = layerOf(hit);
    if (!layer || layer.contains(control)) continue;
    findings.push({
      kind: 'covered',
      detail: `${describe(control)} is covered at its centre by the ${style(layer).position} ${describe(layer)}`,
    });
  }
  scrolling.scrollTo({ left: startX, top: startY, behavior: 'instant' });
  return findings;
}

// The steps the sweep files are written in.

const SHOPPER = 'shopper@example.com';

/** The path of a URL without its origin. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Waits for the page's first heading: the sign that a page of the portal is there. */
async function heading(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
}

/**
 * Signs in with the store's sign-in link (`auto-login`, spec 2) and waits for where it leads:
 * home, or the sign-in page with its message for an order that cannot sign in.
 */
export function signIn(
  order: string | ((screen: string) => string),
  { shop = 'demo', email = SHOPPER, query = '' } = {},
): SweepStep {
  return {
    name: `sign-in link for ${typeof order === 'string' ? order : 'the screen’s order'}`,
    async reach(page, screen) {
      const name = typeof order === 'string' ? order : order(screen);
      await page.goto(
        `/${shop}/auto-login?order_number=${encodeURIComponent(name)}&email=${encodeURIComponent(email)}${query}`,
      );
      await Promise.race([
        page.waitForURL((url) => !url.pathname.endsWith('/auto-login')),
        page.getByRole('alert').or(page.getByRole('status')).first().waitFor(),
      ]);
      await heading(page);
    },
  };
}

/** A page reached by its address (`sign` waits for the page's own sign; the first heading by default). */
export function visit(
  name: string,
  path: string,
  { axe, sign = heading }: { axe?: AccessibilityOptions; sign?: (page: Page) => Promise<void> } = {},
): SweepStep {
  return {
    name,
    axe,
    async reach(page) {
      await page.goto(path);
      await sign(page);
    },
  };
}

/** The link's address on the page now, opened in the same tab (a link that opens a new tab too). */
export function openLink(
  name: string,
  link: (page: Page) => Locator,
  sign: (page: Page) => Promise<void> = heading,
): SweepStep {
  return {
    name,
    async reach(page) {
      const href = await link(page).first().getAttribute('href');
      if (!href) throw new Error(`no link for '${name}'`);
      await page.goto(href);
      await sign(page);
    },
  };
}

/** Presses a button or link and waits for the page titled `title` (its h1). */
export function clickTo(name: string, control: (page: Page) => Locator, title: string | RegExp): SweepStep {
  return {
    name,
    async reach(page) {
      await control(page).first().click();
      await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
    },
  };
}

/** A page reached by a shopper's moves from the page before (`act` clicks and waits). */
export function act(
  name: string,
  moves: (page: Page, screen: string) => Promise<void>,
  axe?: AccessibilityOptions,
): SweepStep {
  return { name, axe, reach: moves };
}

/**
 * Every page the current page links to in its main content, within the store, one page per route
 * (path and the names of its query parameters) and at most `perRoute` times a route in a file:
 * the same component with other data adds little. Links that change something (sign-out) or
 * leave the portal are not followed; neither are the routes in `skip`.
 */
export function followLinks(
  visited: Map<string, number>,
  { skip = [], only, perRoute = 2 }: { skip?: readonly RegExp[]; only?: RegExp; perRoute?: number } = {},
): SweepStep {
  let chosen: string[] | undefined;
  return {
    name: 'links',
    async reach() {},
    async expand(page) {
      if (!chosen) {
        const origin = new URL(page.url()).origin;
        const hrefs = await page
          .locator('main a[href]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
        chosen = [];
        const routes = new Set<string>();
        for (const href of hrefs) {
          const url = new URL(href);
          if (url.origin !== origin || url.hash) continue;
          const path = pathOf(href);
          if (skip.some((pattern) => pattern.test(path)) || (only && !only.test(path))) continue;
          const route = `${url.pathname.split('/').slice(2).join('/')}?${[...url.searchParams.keys()].sort().join('&')}`;
          if (routes.has(route) || (visited.get(route) ?? 0) >= perRoute) continue;
          routes.add(route);
          visited.set(route, (visited.get(route) ?? 0) + 1);
          chosen.push(path);
        }
      }
      return chosen.map((path) => visit(path, path));
    },
  };
}
