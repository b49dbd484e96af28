// `npm run bench -- --assistant` (or `npm run bench:assistant`): how well the built-in assistant
// understands free text without a language model (issue 14 item 5), on the labelled utterances of
// packages/domain/src/understanding/utterances/. Prints intent and slot accuracy per language and
// split (dev: looked at while the lexicons were written; held-out: not), how often it would ask,
// how often it would act on a wrong intent, and the confusion between intents. Pure computation:
// no server, no database; a few seconds.
//   --misses    also list every utterance it got wrong
//   --json F    write the figures to F (default bench/results/assistant-latest.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@rc/domain/languages';
import { ASSISTANT_INTENTS, type AssistantIntent } from '@rc/domain/understanding';
import {
  evaluateUtterances,
  percent,
  type Tally,
  type UtteranceEvaluation,
} from '@rc/domain/understanding/evaluate-utterances';
import { UTTERANCE_SETS } from '@rc/domain/understanding/utterances/utterance-sets';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(
    'npm run bench -- --assistant [--misses] [--json FILE]\n' +
      "  the built-in assistant's understanding of the labelled utterances, per language\n",
  );
  process.exit(0);
}
const showMisses = args.includes('--misses');
const jsonIndex = args.indexOf('--json');
const jsonFile = path.resolve(
  jsonIndex >= 0 && args[jsonIndex + 1]
    ? (args[jsonIndex + 1] as string)
    : 'bench/results/assistant-latest.json',
);

const started = process.hrtime.bigint();
const evaluations: UtteranceEvaluation[] = LANGUAGE_CODES.map((language) =>
  evaluateUtterances(UTTERANCE_SETS[language]),
);
const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;

function add(a: Tally, b: Tally): Tally {
  return {
    total: a.total + b.total,
    intentCorrect: a.intentCorrect + b.intentCorrect,
    slotsCorrect: a.slotsCorrect + b.slotsCorrect,
    asked: a.asked + b.asked,
    actedWrong: a.actedWrong + b.actedWrong,
  };
}
const zero: Tally = { total: 0, intentCorrect: 0, slotsCorrect: 0, asked: 0, actedWrong: 0 };
const overall = {
  all: evaluations.reduce((sum, e) => add(sum, e.all), zero),
  dev: evaluations.reduce((sum, e) => add(sum, e.bySplit.dev), zero),
  test: evaluations.reduce((sum, e) => add(sum, e.bySplit.test), zero),
};

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => String(cell).padStart(widths[i] as number)).join('  ');
}
const widths = [8, 5, 7, 7, 9, 7, 9, 6, 11];
const header = ['language', 'n', 'intent', 'dev', 'held-out', 'slots', 'held-out', 'asks', 'acts wrong'];
function line(label: string, all: Tally, dev: Tally, test: Tally): string {
  return row(
    [
      label,
      all.total,
      `${percent(all.intentCorrect, all.total)}%`,
      `${percent(dev.intentCorrect, dev.total)}%`,
      `${percent(test.intentCorrect, test.total)}%`,
      `${percent(all.slotsCorrect, all.total)}%`,
      `${percent(test.slotsCorrect, test.total)}%`,
      `${percent(all.asked, all.total)}%`,
      `${percent(all.actedWrong, all.total)}%`,
    ],
    widths,
  );
}

const out: string[] = [];
out.push('Built-in assistant: understanding free text without a language model (issue 14 item 5)');
out.push(
  `${overall.all.total} labelled utterances in ${evaluations.length} languages (${overall.dev.total} dev, ${overall.test.total} held out); ` +
    `${(elapsedMs / overall.all.total).toFixed(2)} ms per utterance on this machine`,
);
out.push('');
out.push(row(header, widths));
for (const e of evaluations) out.push(line(e.language, e.all, e.bySplit.dev, e.bySplit.test));
out.push(line('overall', overall.all, overall.dev, overall.test));
out.push('');
out.push(
  'intent: the intent was right; slots: every slot right and none extra (items, issue type, date, quantity,',
);
out.push(
  'resolution); asks: it would ask which was meant (needsClarification); acts wrong: a wrong intent it',
);
out.push('would act on without asking.');

// Confusion between intents, all languages: rows are the labels, columns what was understood.
const intents: AssistantIntent[] = [...ASSISTANT_INTENTS, 'unknown'];
const short: Record<AssistantIntent, string> = {
  report_issue: 'issue',
  start_return: 'return',
  start_exchange: 'exch',
  track_package: 'track',
  get_paid: 'paid',
  claim_status: 'c.stat',
  return_status: 'r.stat',
  talk_to_person: 'person',
  no: 'no',
  yes: 'yes',
  thanks: 'thanks',
  greeting: 'hello',
  unknown: 'unknown',
};
const confusion = new Map<AssistantIntent, Map<AssistantIntent, number>>();
for (const e of evaluations) {
  for (const [expected, predicted] of Object.entries(e.confusion) as [
    AssistantIntent,
    Record<string, number>,
  ][]) {
    const target = confusion.get(expected) ?? new Map<AssistantIntent, number>();
    for (const [got, count] of Object.entries(predicted) as [AssistantIntent, number][]) {
      target.set(got, (target.get(got) ?? 0) + count);
    }
    confusion.set(expected, target);
  }
}
out.push('');
out.push('Confusion, all languages (row: labelled, column: understood)');
const matrixWidths = [8, ...intents.map(() => 7)];
out.push(row(['', ...intents.map((intent) => short[intent])], matrixWidths));
for (const expected of intents) {
  const predicted = confusion.get(expected);
  out.push(
    row(
      [short[expected], ...intents.map((got) => (predicted?.get(got) ? String(predicted.get(got)) : '.'))],
      matrixWidths,
    ),
  );
}

if (showMisses) {
  out.push('');
  out.push('Misses');
  for (const e of evaluations) {
    for (const miss of e.misses) {
      out.push(
        `${e.language} ${miss.split.padEnd(4)} ${JSON.stringify(miss.text)}\n    expected ${miss.expected.intent} ` +
          `${JSON.stringify(miss.expected.slots)}\n    got      ${miss.got.intent} (${miss.got.confidence}) ${JSON.stringify(miss.got.slots)}`,
      );
    }
  }
}
process.stdout.write(`${out.join('\n')}\n`);

mkdirSync(path.dirname(jsonFile), { recursive: true });
writeFileSync(
  jsonFile,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      overall,
      languages: evaluations.map((e) => ({
        language: e.language,
        all: e.all,
        ...e.bySplit,
        confusion: e.confusion,
      })),
      msPerUtterance: elapsedMs / overall.all.total,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`\nFigures written to ${path.relative(process.cwd(), jsonFile)}\n`);
