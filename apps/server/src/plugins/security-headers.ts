import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Security headers and the Content-Security-Policy on every answer. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CSP_DIRECTIVES).map(([name, values]) => [name, [...values]]),
      ),
    },
    crossOriginEmbedderPolicy: false,
    // The portal links out to carriers, help centres and legacy sites; keep only the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: { maxAge: 15_552_000, includeSubDomains: false },
  });
}
