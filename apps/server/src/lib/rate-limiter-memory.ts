// The rate limiter of the embedded database: the same fixed windows as rate-limiter.ts, kept in
// this process's memory. PGlite serves one process only (the server is the only instance by
// construction), so nothing is lost by not sharing them, and a sign-in saves two statements on a
// database that runs them one at a time.
import type { Limit, RateLimiter } from './rate-limiter';

interface Window {
  hits: number;
  endsAt: number;
}

/** Windows kept at most: past it, closed ones are dropped, then the oldest (memory stays bounded). */
const MAX_WINDOWS = 200_000;

export function createMemoryRateLimiter(
  options: { now?: () => number; maxWindows?: number } = {},
): RateLimiter {
  const now = options.now ?? Date.now;
  const maxWindows = options.maxWindows ?? MAX_WINDOWS;
  const windows = new Map<string, Window>();

  function prune(): void {
    const at = now();
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  }

  function makeRoom(): void {
    if (windows.size < maxWindows) return;
    prune();
    // Still full: forget the windows opened first (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxWindows) break;
      windows.delete(key);
    }
  }

  function giveBack(keys: readonly string[]): void {
    for (const key of new Set(keys)) {
      const window = windows.get(key);
      if (window) window.hits = Math.max(window.hits - 1, 0);
    }
  }

  function count(limits: readonly Limit[], windowSeconds: number): Map<string, number> {
    const at = now();
    const over = new Map<string, number>();
    const seen = new Set<string>();
    for (const { key, limit } of limits) {
      if (seen.has(key)) continue;
      seen.add(key);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (!window) makeRoom();
        window = { hits: 0, endsAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.hits += 1;
      if (window.hits > limit) over.set(key, Math.max(1, Math.ceil((window.endsAt - at) / 1000)));
    }
    return over;
  }

  return {
    async count(limits, windowSeconds) {
      return count(limits, windowSeconds);
    },
    async take(limits, windowSeconds) {
      const over = count(limits, windowSeconds);
      if (over.size === 0) return 0;
      giveBack(limits.map((limit) => limit.key));
      return Math.max(...over.values());
    },
    async giveBack(keys) {
      giveBack(keys);
    },
    async prune() {
      prune();
    },
  };
}
