// The two bodies besides the API's JSON, each parsed in one place and only in the scope of the
// routes that take them (the API keeps answering JSON alone): a provider's signed JSON, kept as
// sent because the signature covers those bytes, and a plain HTML form.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * JSON bodies in this scope are kept as sent, for the handler to verify a signature over them;
 * the parsed value (undefined when the text is not JSON) is the request's body, as elsewhere.
 */
export function keepRawJsonBody(scope: FastifyInstance, options: { bodyLimit?: number } = {}): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) },
    (request, body, done) => {
      const text = String(body);
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        // Not JSON: the call's schema refuses it, or the handler after checking the signature.
        done(null, undefined);
      }
    },
  );
}

/** The body as sent, in a scope that keeps it (keepRawJsonBody); '' without one. */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}

/** Form bodies (`application/x-www-form-urlencoded`) in this scope become an object of their fields. */
export function acceptFormBody(scope: FastifyInstance, options: { bodyLimit: number }): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
