// Work in separate tasks. A phone's browser can paint and answer a tap only between tasks, and
// Lighthouse's Total Blocking Time counts every task over 50 ms (at its 4x slower processor, 12.5 ms
// here): the app's start runs as a few short tasks rather than one long one.

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task of the browser's event loop (before timers' 4 ms clamp would). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
