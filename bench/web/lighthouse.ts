// One Lighthouse run of one page, with Lighthouse's default (mobile) settings: a Moto G Power's
// screen, simulated slow 4G and a 4x slower processor (simulated throttling). Only the performance
// category is gathered; the figures come out of the report as numbers.
import lighthouse, { type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';

export interface PageMetrics {
  /** The performance score, 0 to 100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Everything the page transferred (compressed, headers included), and its scripts. */
  totalBytes: number;
  scriptBytes: number;
  requests: number;
}

export interface LcpDetail {
  /** The largest contentful paint's element, as Lighthouse labels it, and its HTML. */
  element: string;
  snippet: string;
  /** Time to first byte, resource load delay, resource load time, element render delay (ms). */
  phases: { phase: string; ms: number }[];
  /** The image the element paints, when it is one, and what preloading it would save (Lighthouse's estimate). */
  image?: { url: string; preloadSavingMs: number; discoverableInDocument: boolean | undefined };
}

export interface Blocking {
  url: string;
  /** Lighthouse's estimate of the time it held the first paint back. */
  ms: number;
}

export interface PageRun {
  metrics: PageMetrics;
  lcp: LcpDetail | undefined;
  renderBlocking: Blocking[];
  finalUrl: string;
  warnings: string[];
  benchmarkIndex: number | undefined;
  lighthouseVersion: string;
  userAgent: string;
  settings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: Result['configSettings']['throttling'];
  };
  report: Result;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse's report has no figure for ${audit}`);
  return value;
}

interface TableDetails {
  type: 'table';
  headings: { key: string | null }[];
  items: Record<string, unknown>[];
}

function tables(details: unknown): TableDetails[] {
  if (!details || typeof details !== 'object') return [];
  const typed = details as { type?: string; items?: unknown[] };
  if (typed.type === 'table') return [details as TableDetails];
  if (typed.type === 'list' && Array.isArray(typed.items)) return typed.items.flatMap(tables);
  return [];
}

/** The LCP element and its phases, from the largest-contentful-paint-element audit. */
function lcpDetail(lhr: Result): LcpDetail | undefined {
  const found = tables(lhr.audits['largest-contentful-paint-element']?.details);
  let element = '';
  let snippet = '';
  const phases: { phase: string; ms: number }[] = [];
  for (const table of found) {
    for (const item of table.items) {
      const node = item.node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
      if (node) {
        element = node.nodeLabel ?? node.selector ?? '';
        snippet = node.snippet ?? '';
      }
      if (typeof item.phase === 'string' && typeof item.timing === 'number') {
        phases.push({ phase: item.phase, ms: item.timing });
      }
    }
  }
  if (!element && phases.length === 0) return undefined;
  const preload = (
    lhr.audits['prioritize-lcp-image']?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items?.[0];
  const checklist = (
    lhr.audits['lcp-discovery-insight']?.details as
      | { items?: { type?: string; items?: { requestDiscoverable?: { value?: boolean } } }[] }
      | undefined
  )?.items?.find((item) => item.type === 'checklist')?.items;
  const detail: LcpDetail = { element, snippet, phases };
  if (preload && typeof preload.url === 'string') {
    detail.image = {
      url: preload.url,
      preloadSavingMs: typeof preload.wastedMs === 'number' ? preload.wastedMs : 0,
      discoverableInDocument: checklist?.requestDiscoverable?.value,
    };
  }
  return detail;
}

/** The stylesheets and scripts that held the first paint back (render-blocking-insight). */
function blockingOf(lhr: Result): Blocking[] {
  return tables(lhr.audits['render-blocking-insight']?.details).flatMap((table) =>
    table.items
      .filter((item) => typeof item.url === 'string')
      .map((item) => ({
        url: item.url as string,
        ms: typeof item.wastedMs === 'number' ? item.wastedMs : 0,
      })),
  );
}

function transferOf(lhr: Result, resourceType: string): { bytes: number; requests: number } {
  const items = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const row = items?.find((item) => item.resourceType === resourceType);
  return {
    bytes: typeof row?.transferSize === 'number' ? row.transferSize : 0,
    requests: typeof row?.requestCount === 'number' ? row.requestCount : 0,
  };
}

/** Lighthouse could not measure the load (a trace without a navigation start, say): worth another go. */
export class LighthouseRunError extends Error {}

export async function measurePage(page: Page, url: string): Promise<PageRun> {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The pictures of the page are not needed for the figures; they only make the report larger.
      disableFullPageScreenshot: true,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) {
    throw new LighthouseRunError(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') {
    throw new Error(
      `Lighthouse gave ${url} no performance score (${lhr.runWarnings.join('; ') || 'no warning'})`,
    );
  }
  const total = transferOf(lhr, 'total');
  return {
    metrics: {
      score: Math.round(score * 100),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      totalBytes: total.bytes,
      scriptBytes: transferOf(lhr, 'script').bytes,
      requests: total.requests,
    },
    lcp: lcpDetail(lhr),
    renderBlocking: blockingOf(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.networkUserAgent,
    settings: {
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      throttling: lhr.configSettings.throttling,
    },
    report: lhr,
  };
}
