// Reads a V8 CPU profile (`node --cpu-prof`) for the part of it a load covered: its samples carry
// CLOCK_MONOTONIC timestamps in µs, the clock of `process.hrtime` in every process of the machine,
// so the bench's own clock marks the window. Sums self time per function and per package, and
// inclusive time per function of ours, so the table says where a request's time goes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  /** Share of the window's samples, 0..1. */
  share: number;
  /** µs of processor per request (samples' time / requests). */
  microsPerRequest: number;
}

export interface ProfileSummary {
  samples: number;
  /** Share of the window the process was running (not idle). */
  busyShare: number;
  selfByFunction: ProfileEntry[];
  selfByPackage: ProfileEntry[];
  /** Inclusive time of the server's own functions (apps/, packages/): the hooks and steps a request passes. */
  inclusiveOurs: ProfileEntry[];
}

/** The hrtime clock of this process in µs, comparable with a profile's sample times. */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** Where a frame's code lives: a package, Node itself, the server's own folders, or V8. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  const ours = url.match(/\/(apps\/[^/]+|packages\/[^/]+)\//);
  return ours ? (ours[1] as string) : url;
}

function frameName(node: ProfileNode, root: string): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  let file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  file = modules >= 0 ? file.slice(modules + '/node_modules/'.length) : path.relative(root, file);
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

export function summariseProfile(
  file: string,
  window: { fromMicros: number; toMicros: number },
  requests: number,
  options: { root: string; top?: number },
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<number, number>();
  let time = profile.startTime;
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    // A sample stands for the interval up to the next one.
    const interval = profile.timeDeltas[i + 1] ?? 0;
    if (time < window.fromMicros || time > window.toMicros) continue;
    const id = profile.samples[i] as number;
    total += interval;
    if (byId.get(id)?.callFrame.functionName === '(idle)') idle += interval;
    self.set(id, (self.get(id) ?? 0) + interval);
  }
  const busy = total - idle;
  const top = options.top ?? 25;
  const entries = (sums: Map<string, number>) =>
    [...sums.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        share: busy > 0 ? micros / busy : 0,
        microsPerRequest: requests > 0 ? micros / requests : 0,
      }));

  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = byId.get(id) as ProfileNode;
    if (node.callFrame.functionName === '(idle)') continue;
    const name = frameName(node, options.root);
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
    const owner = packageOf(node.callFrame.url, node.callFrame.functionName);
    selfByPackage.set(owner, (selfByPackage.get(owner) ?? 0) + micros);
    // Each of our frames on the stack once (recursion counted once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at) as ProfileNode;
      const url = frame.callFrame.url;
      if (!url || url.includes('/node_modules/') || !/\/(apps|packages)\//.test(url)) continue;
      const ours = frameName(frame, options.root);
      if (seen.has(ours)) continue;
      seen.add(ours);
      inclusive.set(ours, (inclusive.get(ours) ?? 0) + micros);
    }
  }
  return {
    samples: profile.samples.length,
    busyShare: total > 0 ? busy / total : 0,
    selfByFunction: entries(selfByFunction),
    selfByPackage: entries(selfByPackage),
    inclusiveOurs: entries(inclusive),
  };
}

export function profileReport(title: string, summary: ProfileSummary): string {
  const line = (entry: ProfileEntry) =>
    `  ${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.microsPerRequest.toFixed(0).padStart(5)} µs/req  ${entry.name}`;
  return [
    `${title}: busy ${(summary.busyShare * 100).toFixed(0)}% of the window`,
    'Self time by package (share of busy time, µs per request):',
    ...summary.selfByPackage.map(line),
    'Self time by function:',
    ...summary.selfByFunction.map(line),
    'Inclusive time of the server’s own functions (hooks, steps):',
    ...summary.inclusiveOurs.map(line),
  ].join('\n');
}
