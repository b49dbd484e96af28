// Live tracking updates: the server's event stream of the signed-in order (server-sent events on
// the session cookie). Each change refreshes the package's tracking; the browser reconnects by
// itself with Last-Event-ID. Where EventSource is missing or keeps failing, the caller polls.
import { SERVICE_ROOTS } from '@rc/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const TRACKING_STREAM_PATH = `${SERVICE_ROOTS.rc}/tracking-stream`;

/** Failures in a row after which the page falls back to polling. */
const FAILURES_BEFORE_POLLING = 3;

/** Opens the stream while mounted; answers true while live updates are up. */
export function useTrackingStream(fulfillmentId: string): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(true);
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setLive(false);
      return;
    }
    let failures = 0;
    const source = new EventSource(TRACKING_STREAM_PATH);
    source.addEventListener('open', () => {
      failures = 0;
      setLive(true);
    });
    source.addEventListener('tracking', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as { fulfillmentId: string };
      if (change.fulfillmentId === fulfillmentId) {
        void client.invalidateQueries({ queryKey: ['tracking-detail', fulfillmentId] });
      }
    });
    source.addEventListener('error', () => {
      failures += 1;
      if (failures >= FAILURES_BEFORE_POLLING || source.readyState === EventSource.CLOSED) setLive(false);
    });
    return () => source.close();
  }, [client, fulfillmentId]);
  return live;
}
