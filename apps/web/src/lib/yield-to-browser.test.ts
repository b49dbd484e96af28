// The app's start runs as several tasks: a yield resolves only after the current task, its
// microtasks included, has ended.
import { afterEach, expect, test, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('resolves in a later task, after every microtask of the current one', async () => {
  const order: string[] = [];
  const yielded = yieldToBrowser().then(() => order.push('after the yield'));
  queueMicrotask(() => order.push('microtask'));
  void Promise.resolve()
    .then(() => Promise.resolve())
    .then(() => order.push('chained microtask'));
  await yielded;
  expect(order).toEqual(['microtask', 'chained microtask', 'after the yield']);
});

test('uses the browser’s own scheduler.yield where there is one', async () => {
  const schedulerYield = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: schedulerYield });
  await yieldToBrowser();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});
