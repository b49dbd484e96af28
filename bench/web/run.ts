// `npm run bench -- --web` (or `npm run bench:web`): the page-load budgets of DESIGN.md section 8,
// measured with Lighthouse's mobile defaults on the real product.
//   1. The real server on the embedded PGlite with the demo store, serving the built web app.
//   2. Debian's Chromium (chrome-launcher, puppeteer-core), off the network; the demo shopper signs
//      in through the auto-login route in a tab of its own.
//   3. Each page loaded once, not measured (warms the server, checks the page shows its data).
//   4. Lighthouse, interleaved rounds: login (signed out); home, the orders hub, a claim, a return,
//      a package's tracking and the assistant (each signed in to the demo order that shows it).
//   5. The median and range per page beside the budgets; exit 1 when a budget is broken.
// Everything it starts (the server, Chromium, folders) is stopped and removed on every exit path.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanupAll, killNow, liveOutputs, repoRoot } from '../lib/processes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, killBrowsersNow, launchBrowser } from './browser';
import { firstLoadJs } from './first-load';
import { LighthouseRunError, measurePage, type PageRun } from './lighthouse';
import { startMachineMeter } from './machine';
import { parseWebOptions, WEB_USAGE } from './options';
import { checkPage, demoPages, openTabs, startProduct, WEB_DIST } from './pages';
import { lcpReport, type PageResult, pagesReport, summarise, WEB_BUDGETS } from './report';

/** The commit measured, and whether the web app, the server or the shared packages had uncommitted changes. */
function sourceVersion(): string {
  const git = (...args: string[]) => spawnSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return 'not a git checkout';
  const dirty =
    git('status', '--porcelain', '--', 'apps/web', 'apps/server', 'packages').stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? ' with uncommitted changes' : ''}`;
}

async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`\u25b6 ${name}\n`);
  const result = await action();
  process.stdout.write(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

/** Runs that Lighthouse itself could not measure are tried again, this many times in all. */
const ATTEMPTS = 3;

function runLine(run: PageRun, other: number | undefined): string {
  const m = run.metrics;
  const index = run.benchmarkIndex === undefined ? '?' : Math.round(run.benchmarkIndex);
  return (
    `score ${m.score} (benchmark index ${index}), FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, ` +
    `TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, ${(m.totalBytes / 1024).toFixed(1)} KB ` +
    `(scripts ${(m.scriptBytes / 1024).toFixed(1)} KB)` +
    (other !== undefined ? `; other processes ${other}% of a core` : '')
  );
}

async function main(): Promise<number> {
  const options = parseWebOptions(process.argv.slice(2));
  if (options === 'help') {
    process.stdout.write(WEB_USAGE);
    return 0;
  }
  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.type()} ${os.release()}`;
  const started = new Date();
  const version = sourceVersion();
  const reportsDir = path.resolve(options.reportsDir ?? path.join(repoRoot, 'bench/results/lighthouse'));

  const server = await step(
    'Start the server on the embedded PGlite with the demo (NODE_ENV=production)',
    () => startProduct(),
  );
  const allPages = await step(
    'Find the demo claim, return and package through the gateway (rc-login, then their lists)',
    () => demoPages(server.baseUrl),
  );
  const pages = options.pages ? allPages.filter((page) => options.pages?.includes(page.name)) : allPages;
  if (pages.length === 0) throw new Error(`no page is called ${options.pages?.join(', ')}`);
  const chromium = await step(`Start ${CHROMIUM_PATH} and sign each page's shopper in`, async () => {
    const launched = await launchBrowser();
    return { ...launched, tabOf: await openTabs(server.baseUrl, launched.browser, pages) };
  });
  const tabOf = chromium.tabOf;
  await step('Load each page once, not measured (warms the server; checks each shows its data)', async () => {
    for (const page of pages) await checkPage(server.baseUrl, tabOf(page), page);
  });

  const results: PageResult[] = pages.map((page) => ({
    name: page.name,
    description: page.description,
    runs: [],
    otherCpu: [],
  }));
  mkdirSync(reportsDir, { recursive: true });
  let retries = 0;
  for (let round = 1; round <= options.runs; round++) {
    for (const [index, page] of pages.entries()) {
      const result = results[index] as PageResult;
      const url = `${server.baseUrl}${page.path}`;
      const label = `${page.name}, run ${round} of ${options.runs}`;
      const run = await step(`Lighthouse mobile: ${label}`, async () => {
        let meter = startMachineMeter();
        let measured: PageRun | undefined;
        for (let attempt = 1; !measured; attempt++) {
          try {
            measured = await measurePage(tabOf(page), url);
          } catch (error) {
            if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
            process.stdout.write(`  ${error.message}; again (attempt ${attempt + 1} of ${ATTEMPTS})\n`);
            retries += 1;
            meter = startMachineMeter();
          }
        }
        const other = meter.stop();
        const landed = new URL(measured.finalUrl);
        const expected = new URL(url);
        if (landed.pathname !== expected.pathname || landed.search !== expected.search) {
          throw new Error(`${page.name}: Lighthouse measured ${measured.finalUrl}, not ${url}`);
        }
        writeFileSync(path.join(reportsDir, `${page.name}-${round}.json`), JSON.stringify(measured.report));
        process.stdout.write(`  ${runLine(measured, other)}\n`);
        return { measured, other };
      });
      result.runs.push(run.measured);
      result.otherCpu.push(run.other);
    }
  }
  await chromium.close();
  await server.stop();

  const firstRun = results[0]?.runs[0];
  const firstLoad = firstLoadJs(WEB_DIST);
  const report = pagesReport(
    results,
    typeof firstLoad === 'string' ? undefined : firstLoad,
    chromium.version,
  );
  const settings = firstRun?.settings;
  const lines = [
    '',
    `Resolution Center page load, Lighthouse mobile, ${started.toISOString()}${options.quick ? ' (one run per page: figures are rough)' : ''}`,
    `Machine: ${machine}`,
    `Product: commit ${version}; the server on PGlite with the demo, NODE_ENV=production, on 127.0.0.1 (HTTP/1.1)`,
    `Browser: ${chromium.version} (${CHROMIUM_PATH}), headless; Lighthouse ${firstRun?.lighthouseVersion ?? '?'}, ` +
      `benchmark index ${results
        .flatMap((page) => page.runs.map((run) => run.benchmarkIndex))
        .filter((value) => value !== undefined)
        .map((value) => Math.round(value as number))
        .join(', ')}`,
    settings
      ? `Settings: Lighthouse defaults, ${settings.formFactor}, ${settings.throttlingMethod} throttling ` +
        `(RTT ${settings.throttling.rttMs} ms, ${Math.round(((settings.throttling.throughputKbps ?? 0) / 1024) * 10) / 10} Mbit/s, ` +
        `processor ${settings.throttling.cpuSlowdownMultiplier}x slower), ${options.runs} run${options.runs === 1 ? '' : 's'} per page, interleaved`
      : '',
    'Pages:',
    ...results.map((page) => `  ${page.name}: ${page.description}`),
    '',
    report.text,
  ];
  if (typeof firstLoad === 'string') lines.push(`(first-load JavaScript not counted: ${firstLoad})`);
  lines.push(
    '',
    'Largest contentful paint (the run with the median LCP)',
    lcpReport(results, server.baseUrl),
  );
  const warnings = [...new Set(results.flatMap((page) => page.runs.flatMap((run) => run.warnings)))];
  if (warnings.length > 0) lines.push('', 'Lighthouse warned:', ...warnings.map((warning) => `  ${warning}`));
  if (retries > 0) {
    lines.push(
      '',
      `Lighthouse could not measure ${retries} load${retries === 1 ? '' : 's'} and was run again.`,
    );
  }
  const busy = results.flatMap((page) => page.otherCpu).filter((value) => value !== undefined && value > 25);
  if (busy.length > 0) {
    lines.push(
      '',
      `Warning: other processes took more than a quarter of a core during ${busy.length} of the runs. Lighthouse ` +
        'simulates the phone from the tasks it saw here, so TBT, FCP and LCP are then higher than on a quiet machine.',
    );
  }
  lines.push(
    '',
    `Each run's whole Lighthouse report: ${path.relative(repoRoot, reportsDir) || reportsDir}/<page>-<run>.json`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);

  const json = {
    date: started.toISOString(),
    machine,
    version,
    browser: { path: CHROMIUM_PATH, version: chromium.version, flags: CHROMIUM_FLAGS },
    options,
    budgets: WEB_BUDGETS,
    firstLoadJs: firstLoad,
    pages: results.map((page) => ({
      name: page.name,
      description: page.description,
      median: Object.fromEntries(Object.entries(summarise(page)).map(([key, value]) => [key, value.median])),
      summary: summarise(page),
      runs: page.runs.map((run, index) => ({
        metrics: run.metrics,
        lcp: run.lcp,
        renderBlocking: run.renderBlocking,
        benchmarkIndex: run.benchmarkIndex,
        otherCpu: page.otherCpu[index],
        warnings: run.warnings,
      })),
    })),
    verdicts: report.verdicts,
  };
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'web-latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  if (options.json) writeFileSync(path.resolve(options.json), `${JSON.stringify(json, null, 2)}\n`);

  const broken = report.verdicts.filter((verdict) => !verdict.pass);
  process.stdout.write(
    broken.length === 0
      ? '\nEvery page-load budget met.\n'
      : `\nPage-load budgets broken: ${broken.map((verdict) => `${verdict.name} (${verdict.budget})`).join(', ')}.\n`,
  );
  return broken.length === 0 ? 0 : 1;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) {
      killBrowsersNow();
      killNow();
      process.exit(130);
    }
    interrupted = true;
    console.error(
      `\n${signal}: stopping the server and Chromium, removing the temporary folders (again to force)…`,
    );
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  if (interrupted) {
    await cleanupAll();
    process.exit(130);
  }
  console.error(`\nbench --web: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const outputs = liveOutputs();
  if (outputs) console.error(outputs);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(interrupted ? 130 : process.exitCode);
