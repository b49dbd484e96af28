// The first answers of a signed-in page (decision 026): the server already has the shopper's
// session when it sends the page, so it makes the page's first read calls itself and puts their
// answers into the page, instead of the phone asking for them one round trip after another.
import type { FirstAnswer, FirstCall } from '@rc/contract/portal/page-render';
import { CALL_ROUTES, type CallName, type CallRoute, callPath } from '@rc/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';

function isSessionRead(name: string): name is CallName {
  const route = (CALL_ROUTES as Record<string, CallRoute>)[name];
  return Boolean(route && route.access === 'session' && (route.body ?? 'json') === 'json');
}

/**
 * Makes each call through the gateway itself (the same gate, limits and answers as the browser
 * gets), with the request's cookies and the page's language. A call that cannot be answered is
 * left out: the browser makes it as it would have.
 */
export async function answerFirstCalls(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: FirstCall[],
  language: string,
): Promise<FirstAnswer[]> {
  const cookie = request.headers.cookie;
  if (!cookie) return [];
  const answers = await Promise.all(
    calls
      .filter((call) => isSessionRead(call.name))
      .map(async (call): Promise<FirstAnswer | null> => {
        const name = call.name as CallName;
        const method = CALL_ROUTES[name].method;
        try {
          const response = await app.inject({
            method,
            url: callPath(name),
            headers: {
              cookie,
              host: request.headers.host ?? 'localhost',
              accept: 'application/json',
              'accept-language': language,
              ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            ...(method === 'POST' ? { payload: JSON.stringify(call.input) } : { query: call.input }),
          });
          // Only answers the browser could have read: JSON envelopes (a 503 during an outage is one too).
          if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return null;
          return { ...call, answer: response.json() };
        } catch (error) {
          request.log.warn(
            { err: error, call: name },
            'a first call of the page failed; the browser will make it',
          );
          return null;
        }
      }),
  );
  return answers.filter((answer): answer is FirstAnswer => answer !== null);
}
