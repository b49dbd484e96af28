// Live updates of the signed-in order (issue 12): the server's event stream (server-sent events on
// the session cookie) tells an open page that a package's or a return parcel's tracking, a claim's
// status or a return changed; the page asks again for what it shows. The browser reconnects by
// itself with Last-Event-ID. Where EventSource is missing or keeps failing, the page polls.
import { SERVICE_ROOTS } from '@rc/contract/routes';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

export const LIVE_STREAM_PATH = `${SERVICE_ROOTS.rc}/tracking-stream`;

/** Failures in a row after which the page falls back to polling. */
const FAILURES_BEFORE_POLLING = 3;

/** How often a page asks again while live updates cannot reach it. */
export const LIVE_POLL_MS = 30_000;

export type LiveChange =
  | { type: 'tracking'; fulfillmentId: string | null; returnId: string | null; status: string }
  | { type: 'claim'; claimId: string; status: string }
  | { type: 'return'; returnId: string; status: string };

const EVENT_TYPES = ['tracking', 'claim', 'return'] as const;

/** Opens the order's stream while mounted and hands each change over; answers true while it is up. */
export function useLiveUpdates(onChange: (change: LiveChange) => void): boolean {
  const [live, setLive] = useState(true);
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setLive(false);
      return;
    }
    let failures = 0;
    const source = new EventSource(LIVE_STREAM_PATH);
    source.addEventListener('open', () => {
      failures = 0;
      setLive(true);
    });
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as Record<string, string | null>;
        handler.current({ type, ...data } as LiveChange);
      });
    }
    source.addEventListener('error', () => {
      failures += 1;
      if (failures >= FAILURES_BEFORE_POLLING || source.readyState === EventSource.CLOSED) setLive(false);
    });
    return () => source.close();
  }, []);
  return live;
}

/**
 * Refreshes the queries a change concerns (`keysOf`), and while the stream is down asks `fallback`
 * again every 30 seconds. Answers true while live updates are up.
 */
export function useLiveRefresh(
  keysOf: (change: LiveChange) => readonly QueryKey[],
  fallback: readonly QueryKey[],
): boolean {
  const client = useQueryClient();
  const live = useLiveUpdates((change) => {
    for (const queryKey of keysOf(change)) void client.invalidateQueries({ queryKey });
  });
  const polled = useRef(fallback);
  polled.current = fallback;
  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => {
      for (const queryKey of polled.current) void client.invalidateQueries({ queryKey });
    }, LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [client, live]);
  return live;
}
