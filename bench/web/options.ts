// Flags (and their environment variables) of the page-load benchmark: `npm run bench -- --web`.
import { parseArgs } from 'node:util';

export interface WebBenchOptions {
  /** Lighthouse runs per page; the median is the figure. */
  runs: number;
  quick: boolean;
  json: string | undefined;
  /** Where each run's whole Lighthouse report (JSON) goes. */
  reportsDir: string | undefined;
  /** Only these pages (by name), or all of them. */
  pages: string[] | undefined;
}

export const WEB_USAGE = `Usage: npm run bench -- --web [options]   (or npm run bench:web -- [options])

  --runs <n>          Lighthouse runs per page, interleaved (BENCH_WEB_RUNS, default 3)
  --quick             one run per page (same as --runs 1): a smoke run, figures are rough
  --web-quick         the same as --quick
  --json <file>       also write the results as JSON (always: bench/results/web-latest.json)
  --reports <dir>     where each run's whole Lighthouse report goes (default bench/results/lighthouse)
  --pages <a,b>       only these pages (login, home, orders, claim, return, tracking, chat; default all)
`;

export function parseWebOptions(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): WebBenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      // Accepted so that `npm run bench -- --web-quick` and a direct run read the same.
      'web-quick': { type: 'boolean', default: false },
      json: { type: 'string' },
      reports: { type: 'string' },
      pages: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const quick = values.quick || values['web-quick'] || env.BENCH_QUICK === '1' || env.BENCH_QUICK === 'true';
  const runsText = values.runs ?? env.BENCH_WEB_RUNS;
  let runs = quick ? 1 : 3;
  if (runsText !== undefined && runsText !== '') {
    runs = Number(runsText);
    if (!Number.isInteger(runs) || runs < 1)
      throw new Error(`--runs must be a positive integer, not "${runsText}"`);
  }
  const pages = values.pages
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { runs, quick: runs === 1, json: values.json, reportsDir: values.reports, pages };
}
