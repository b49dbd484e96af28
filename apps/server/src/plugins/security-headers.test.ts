import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, registerSecurityHeaders } from './security-headers';

/** An app with one JSON route and one route that sets its own policy. */
async function appWith(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify({ logger: false });
  await register(app);
  app.get('/call', async () => ({ code: 0 }));
  app.get('/own-policy', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('x'),
  );
  return app;
}

describe('security headers computed once', () => {
  it('sends exactly what @fastify/helmet sends, on every route, a 404 included', async () => {
    const ours = await appWith(registerSecurityHeaders);
    const theirs = await appWith(async (app) => {
      await app.register(helmet, HELMET_OPTIONS);
    });
    for (const url of ['/call', '/own-policy', '/nowhere']) {
      const [a, b] = await Promise.all([ours.inject({ url }), theirs.inject({ url })]);
      const { date: _a, ...oursHeaders } = a.headers;
      const { date: _b, ...theirHeaders } = b.headers;
      expect(oursHeaders, url).toEqual(theirHeaders);
      expect(a.statusCode).toBe(b.statusCode);
    }
    const own = await ours.inject({ url: '/own-policy' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(String((await ours.inject({ url: '/call' })).headers['content-security-policy'])).toContain(
      "script-src 'self'",
    );
    await Promise.all([ours.close(), theirs.close()]);
  });
});
