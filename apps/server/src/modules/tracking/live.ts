// Live updates (issue 12) as server-sent events on the shopper's session: a package's or a return
// parcel's tracking, a claim's status and a return's events. A stream reads only its session's
// order's changes (`order_changes.seq` after the client's Last-Event-ID), so nothing of another
// order can reach it. A change in this instance wakes the order's streams at
// once; a change made by another instance (several servers on one PostgreSQL) is found by each
// stream's own check every few seconds.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopperSession } from '../../gateway/register-call';
import type { TrackingRepository } from './repository';

export interface LiveOptions {
  /** How often a stream looks for changes made elsewhere. */
  checkMs?: number;
  /** How often a stream sends a comment (keeps proxies from closing it) and re-checks the session. */
  heartbeatMs?: number;
}

/** A change as the page gets it: `tracking` (a package or a return's parcel), `claim` or `return`. */
export function liveEventOf(change: { kind: string; subjectId: string; status: string }): {
  event: 'tracking' | 'claim' | 'return';
  data: Record<string, string | null>;
} {
  switch (change.kind) {
    case 'claim':
      return { event: 'claim', data: { claimId: change.subjectId, status: change.status } };
    case 'return':
      return { event: 'return', data: { returnId: change.subjectId, status: change.status } };
    case 'return_parcel':
      return {
        event: 'tracking',
        data: { fulfillmentId: null, returnId: change.subjectId, status: change.status },
      };
    default:
      return {
        event: 'tracking',
        data: { fulfillmentId: change.subjectId, returnId: null, status: change.status },
      };
  }
}

export function createTrackingLive(options: LiveOptions = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const checkMs = options.checkMs ?? 5000;
  const heartbeatMs = options.heartbeatMs ?? 25_000;

  function subscribe(orderId: string, wake: () => void): () => void {
    let set = listeners.get(orderId);
    if (!set) {
      set = new Set();
      listeners.set(orderId, set);
    }
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) listeners.delete(orderId);
    };
  }

  return {
    /** Tells this instance's streams of an order that it changed (after the commit). */
    publish(orderId: string): void {
      for (const wake of listeners.get(orderId) ?? []) wake();
    },

    /**
     * The same from inside a transaction that is about to commit (a claim's or a return's
     * listener): a moment later, so the stream reads the committed change; each stream's own
     * check finds it anyway if the commit takes longer.
     */
    publishSoon(orderId: string): void {
      if (!listeners.has(orderId)) return;
      setTimeout(() => {
        for (const wake of listeners.get(orderId) ?? []) wake();
      }, 30).unref();
    },

    /** The number of open streams (the tests and operations read it). */
    openStreams(): number {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },

    /** Serves one stream until the client leaves or its session ends. */
    async serve(input: {
      session: ShopperSession;
      since: number | undefined;
      request: FastifyRequest;
      reply: FastifyReply;
      repository: TrackingRepository;
      stillSignedIn: () => Promise<boolean>;
    }): Promise<void> {
      const { session, request, reply, repository } = input;
      const header = request.headers['last-event-id'];
      const fromHeader = Number(Array.isArray(header) ? header[0] : header);
      let cursor = Number.isInteger(fromHeader) && fromHeader >= 0 ? fromHeader : input.since;
      cursor ??= await repository.latestSeq(session.orderId);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 3000\n: cursor ${cursor}\n\n`);

      let closed = false;
      let running: Promise<void> = Promise.resolve();
      const flush = async () => {
        const changes = await repository.changesSince(session.orderId, cursor ?? 0);
        for (const change of changes) {
          if (closed) return;
          cursor = change.seq;
          const { event, data } = liveEventOf(change);
          raw.write(`id: ${change.seq}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        }
      };
      const wake = () => {
        running = running
          .then(flush)
          .catch((error: unknown) => request.log.warn({ err: error }, 'tracking stream'));
      };
      const unsubscribe = subscribe(session.orderId, wake);
      const check = setInterval(wake, checkMs);
      const heartbeat = setInterval(() => {
        void input.stillSignedIn().then((signedIn) => {
          if (!signedIn) raw.end();
          else if (!closed) raw.write(': keep-alive\n\n');
        });
      }, heartbeatMs);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(check);
        clearInterval(heartbeat);
        unsubscribe();
      };
      raw.on('close', close);
      raw.on('error', close);
      wake();
    },
  };
}

export type TrackingLive = ReturnType<typeof createTrackingLive>;
