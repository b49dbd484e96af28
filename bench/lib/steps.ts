// The run's steps as printed, and the measured loads: one load with its figures, or several loads
// in interleaved rounds keeping each one's best.
import { type LoadResult, type LoadSettings, type LoadSpec, measureLoad } from './load';

export async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`\u25b6 ${name}\n`);
  const result = await action();
  process.stdout.write(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

async function measured(spec: LoadSpec, settings: LoadSettings, round: string): Promise<LoadResult> {
  return step(
    `Load ${spec.name}${round}: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured`,
    async () => {
      const result = await measureLoad(spec, settings);
      process.stdout.write(
        `  ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ` +
          `${result.responses} answers, ${result.nonZeroCode + result.connectionErrors} failed\n`,
      );
      if (result.cpu) {
        const { server, serverKernel, database, loadGenerator, other } = result.cpu;
        process.stdout.write(
          `  processor use, % of one core: server ${server} (kernel ${serverKernel}), PostgreSQL ${database}, autocannon ${loadGenerator}, other ${other}\n`,
        );
        if (other > 25) {
          process.stdout.write(
            '  warning: other processes were busy during this load; its figures are low\n',
          );
        }
      }
      return result;
    },
  );
}

/**
 * Each load `rounds` times, interleaved (a, b, c, a, b, c...), keeping each one's best round: other
 * work on the machine only ever makes a round slower. Every round is kept for the error check.
 */
export async function measureRounds(
  specs: readonly LoadSpec[],
  settings: LoadSettings,
  rounds: number,
): Promise<{ best: LoadResult[]; all: LoadResult[] }> {
  const all: LoadResult[] = [];
  const best = new Map<string, LoadResult>();
  for (let round = 1; round <= rounds; round++) {
    for (const spec of specs) {
      const result = await measured(spec, settings, rounds > 1 ? ` (round ${round} of ${rounds})` : '');
      all.push(result);
      const previous = best.get(spec.name);
      if (!previous || result.requestsPerSecond > previous.requestsPerSecond) best.set(spec.name, result);
    }
  }
  const bestOf = (spec: LoadSpec) => {
    const result = best.get(spec.name) as LoadResult;
    const ofSpec = all.filter((entry) => entry.name === spec.name);
    return rounds > 1 ? { ...result, rounds: ofSpec.map((entry) => entry.requestsPerSecond) } : result;
  };
  return { best: specs.map(bestOf), all };
}
