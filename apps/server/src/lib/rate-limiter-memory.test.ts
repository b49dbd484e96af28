import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter-memory';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the in-memory rate limiter (the embedded database’s single instance)', () => {
  it('allows `limit` attempts in a window, then answers the seconds left, and opens again after it', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ now: time.now });
    const limits = [{ key: 'k', limit: 2 }];
    expect(await limiter.take(limits, 60)).toBe(0);
    expect(await limiter.take(limits, 60)).toBe(0);
    time.advance(15_000);
    expect(await limiter.take(limits, 60)).toBe(45);
    time.advance(45_000);
    expect(await limiter.take(limits, 60)).toBe(0);
  });

  it('gives a refused attempt back, so knocking does not prolong anything', async () => {
    const limiter = createMemoryRateLimiter({ now: clock().now });
    const limits = [{ key: 'a', limit: 1 }];
    await limiter.take(limits, 60);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await limiter.take(limits, 60)).toBeGreaterThan(0);
    await limiter.giveBack(['a']);
    expect(await limiter.take(limits, 60)).toBe(0);
  });

  it('counts every key and names those over their limit without refusing (count)', async () => {
    const limiter = createMemoryRateLimiter({ now: clock().now });
    const limits = [
      { key: 'address', limit: 5 },
      { key: 'order', limit: 1 },
    ];
    expect((await limiter.count(limits, 30)).size).toBe(0);
    const over = await limiter.count(limits, 30);
    expect([...over.keys()]).toEqual(['order']);
    expect(over.get('order')).toBe(30);
  });

  it('stays bounded: past its size it drops closed windows, then the oldest', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ now: time.now, maxWindows: 3 });
    for (const key of ['1', '2', '3']) await limiter.take([{ key, limit: 1 }], 10);
    await limiter.take([{ key: '4', limit: 1 }], 10);
    // '1' was forgotten to make room: a new window.
    expect(await limiter.take([{ key: '1', limit: 1 }], 10)).toBe(0);
    // '4' is still counted.
    expect(await limiter.take([{ key: '4', limit: 1 }], 10)).toBeGreaterThan(0);
    time.advance(11_000);
    await limiter.prune();
    expect(await limiter.take([{ key: '4', limit: 1 }], 10)).toBe(0);
  });
});
