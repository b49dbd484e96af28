// Live tracking updates (issue 12) as server-sent events on the shopper's session: a stream reads
// only its session's order's changes (tracking_events.seq after the client's Last-Event-ID), so
// nothing of another order can reach it. A change in this instance wakes the order's streams at
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
          raw.write(
            `id: ${change.seq}\nevent: tracking\ndata: ${JSON.stringify({ fulfillmentId: change.fulfillmentId, status: change.status })}\n\n`,
          );
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
