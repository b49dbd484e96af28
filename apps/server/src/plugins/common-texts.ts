// The common translation file of each language as the browser and the page renderer get it: the
// web app's file (apps/web/public/locales) with the error catalogue of packages/domain merged in
// under `error` (decision 030). The catalogue then travels with the page's texts in the language
// the page shows, instead of all nine languages riding in the signed-in pages' first-load script.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { commonTextsFile } from '@rc/contract/portal/pages';
import { MESSAGES } from '@rc/domain/error-messages';
import { LANGUAGE_CODES, type LanguageCode } from '@rc/domain/languages';
import type { FastifyInstance } from 'fastify';
import { registerPage } from '../gateway/register-page';

interface CommonFile {
  texts: Record<string, unknown>;
  json: string;
  etag: string;
  brotli: Buffer;
  gzip: Buffer;
}

export interface CommonTexts {
  /** The language's texts with the error catalogue (unknown languages: the error catalogue alone). */
  texts(language: string): Record<string, unknown>;
  /** Serves `/locales/{lng}/common.json` for the nine languages; other paths stay with the static files. */
  register(app: FastifyInstance): void;
}

const isLanguageCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

export function createCommonTexts(webDist: string): CommonTexts {
  const files = new Map<string, CommonFile>();

  function read(language: string): Record<string, unknown> {
    const file = path.join(webDist, 'locales', language, 'common.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  }

  function fileOf(language: string): CommonFile {
    const known = files.get(language);
    if (known) return known;
    const own = read(language);
    // A translation file's own `error` texts (none today) win over the catalogue, as a merchant's do.
    const catalogue = isLanguageCode(language) ? MESSAGES[language] : {};
    const texts = { ...own, error: { ...catalogue, ...((own.error as object | undefined) ?? {}) } };
    const json = JSON.stringify(texts);
    const made: CommonFile = {
      texts,
      json,
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
      brotli: brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(json, { level: 9 }),
    };
    files.set(language, made);
    return made;
  }

  return {
    texts: (language) => fileOf(language).texts,
    register(app) {
      registerPage(app, commonTextsFile, ({ params, request, reply }) => {
        const { language } = params;
        if (!isLanguageCode(language)) return reply.callNotFound();
        const file = fileOf(language);
        // As the static locale files: revalidated on each use, answered 304 when unchanged.
        reply
          .header('cache-control', 'no-cache')
          .header('etag', file.etag)
          .header('vary', 'Accept-Encoding')
          .type('application/json; charset=utf-8');
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        const accepted = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.brotli);
        if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
        return reply.send(file.json);
      });
    },
  };
}
