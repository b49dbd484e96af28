import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: scripts, styles and calls only from our origin; images may
 * come from merchants' CDNs over https (logos, product photos).
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The policy of a server-rendered page: the same, plus the hash of each inline script and style it
 * carries (the app's starter; the store's branding) and the origin of the store's own web font.
 * Never 'unsafe-inline'.
 */
export function pageContentSecurityPolicy(extra: {
  scriptHashes: string[];
  styleHashes: string[];
  fontOrigins: string[];
}): string {
  const directives: Record<string, readonly string[]> = {
    ...CSP_DIRECTIVES,
    'script-src': [...CSP_DIRECTIVES['script-src'], ...extra.scriptHashes.map((hash) => `'sha256-${hash}'`)],
    'style-src': [...CSP_DIRECTIVES['style-src'], ...extra.styleHashes.map((hash) => `'sha256-${hash}'`)],
    'font-src': [...CSP_DIRECTIVES['font-src'], ...extra.fontOrigins],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** What @fastify/helmet is asked for: the policy above and a few choices of ours. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(
      Object.entries(CSP_DIRECTIVES).map(([name, values]) => [name, [...values]]),
    ),
  },
  crossOriginEmbedderPolicy: false,
  // The portal links out to carriers, help centres and legacy sites; keep only the origin.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  hsts: { maxAge: 15_552_000, includeSubDomains: false },
};

/**
 * The headers helmet sends with HELMET_OPTIONS, and those it removes, found once by answering one
 * request of a private Fastify instance with @fastify/helmet registered.
 */
async function helmetHeaders(): Promise<{ set: [string, string][]; removed: string[] }> {
  const probe = Fastify({ logger: false });
  const set: [string, string][] = [];
  const removed: string[] = [];
  // Before helmet's hooks: sees what they remove.
  probe.addHook('onRequest', (_request, reply, done) => {
    const remove = reply.raw.removeHeader.bind(reply.raw);
    reply.raw.removeHeader = (name: string) => {
      removed.push(name.toLowerCase());
      remove(name);
    };
    done();
  });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', (_request, reply) => {
    reply.hijack();
    for (const name of reply.raw.getHeaderNames()) set.push([name, String(reply.raw.getHeader(name))]);
    reply.raw.end();
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return { set, removed };
}

/**
 * Security headers and the Content-Security-Policy on every answer: helmet's, computed once.
 * @fastify/helmet builds helmet's middleware and parses the directives again for every answer
 * (3.4% of the server's profile under sign-in load); the headers never change, so they are set as
 * helmet sets them, on the raw answer before the route runs (a route's own header still wins).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { set, removed } = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
}
