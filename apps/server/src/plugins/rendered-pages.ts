// The portal's pages as HTML with their first paint in it (docs/decisions/016): the web app's
// server renderer (apps/web/dist-ssr) renders the page for the store, the channel and the
// language of the request; this plugin puts it into the built index.html with the store's
// branding inline (hashed into the Content-Security-Policy), the first screen's font and images
// preloaded, the route's stylesheets linked, and what the browser needs to hydrate it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type {
  FirstAnswer,
  FirstCall,
  LanguageSource,
  PageRenderer,
  RenderedPage,
  SignedInShopper,
} from '@rc/contract/portal/page-render';
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { firstScreenFont, isBrandImageUrl, isFontUrl, isInlinedImageUrl } from '@rc/domain/branding';
import { FALLBACK_LANGUAGE, LANGUAGE_DETECTION, matchLanguage } from '@rc/domain/languages';
import { parsePortalPath, shopFromHostname } from '@rc/domain/routing';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html';
import type { CommonTexts } from './common-texts';
import { createInlinedImages } from './inlined-images';
import { pageContentSecurityPolicy } from './security-headers';

/** What the pages need to know of the stores. */
export interface StoresForPages {
  loginStyle(shop: string): Promise<LoginStyle | null>;
  translations(shop: string, language: string): Promise<Record<string, string> | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Answers a page's first calls as the gateway would answer the browser: with the request's
 * cookies (the shopper's session) and in the page's language (decision 026).
 */
export type FirstCallAnswerer = (
  request: FastifyRequest,
  calls: FirstCall[],
  language: string,
) => Promise<FirstAnswer[]>;

export interface RenderedPages {
  /** Answers a page request: the rendered page, or the plain app shell when rendering is unavailable. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Module preloads added per task by the start script (one task for all of home's 30 took 31-63 ms). */
const PRELOADS_PER_TASK = 4;

/**
 * Starts the app after the first contentful paint (decision 026): the page is whole without it
 * (server-rendered, the sign-in form works as a plain GET), so no script competes with the first
 * paint; then the entry module and every module the page will need are fetched at once. The
 * browser's own paint timing says when (a frame's callback could run before that frame was
 * presented, and the scripts then counted as holding the paint back); without paint timing, after
 * the first frame; at the latest after 3 s. A hidden page (a background tab) paints nothing: it
 * starts at once. The modules' links go in a few per task: each costs the main thread a
 * millisecond or two, and thirty in one task made one of a phone's longest. Inline, allowed by its
 * hash.
 */
const START_APP =
  '(function(){var d=document.currentScript.dataset,h=document.head,started=0;function add(e){h.appendChild(e)}' +
  "function go(){if(started)return;started=1;var files=(d.preload||'').split(' ').filter(Boolean);" +
  '(function next(){files.splice(0,' +
  PRELOADS_PER_TASK +
  ').forEach(function(f){' +
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;add(l)});" +
  'if(files.length)return setTimeout(next,0);' +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;add(s)})()}" +
  "var P=window.PerformanceObserver,paint=P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0;" +
  "if(document.visibilityState==='hidden')go();" +
  "else if(paint){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});" +
  "o.observe({type:'paint',buffered:true});setTimeout(go,3000)}" +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})()';

/** Vite's index.html without its script tags: the entry module, its preloads, and the rest. */
function splitTemplate(built: string) {
  const entry = built.match(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/);
  const preloads = [...built.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g)];
  let html = built;
  for (const tag of [entry?.[0], ...preloads.map((match) => match[0])]) if (tag) html = html.replace(tag, '');
  // The entry stylesheet first: it holds the first paint; the page's own head follows it.
  const stylesheets = html.match(/(<link rel="stylesheet"[^>]*>\s*)+/)?.[0] ?? '';
  if (stylesheets)
    html = html
      .replace(stylesheets, '')
      .replace('<!--rc:head-->', () => `${stylesheets.trim()}<!--rc:head-->`);
  return { html, entry: entry?.[1] ?? null, entryImports: preloads.map((match) => match[1] as string) };
}

/** JSON that is safe inside a <script type="application/json"> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The language of the page, looked up as the browser's detector does: query, cookie, then the browser's list. */
export function pageLanguage(request: FastifyRequest): { language: string; source: LanguageSource } {
  const query = request.query as Record<string, unknown>;
  const fromQuery =
    typeof query[LANGUAGE_DETECTION.lookupQuerystring] === 'string'
      ? matchLanguage(query[LANGUAGE_DETECTION.lookupQuerystring] as string)
      : null;
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const fromCookie = request.cookies?.[LANGUAGE_DETECTION.lookupCookie];
  const cookieLanguage = fromCookie ? matchLanguage(fromCookie) : null;
  if (cookieLanguage) return { language: cookieLanguage, source: 'cookie' };
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of accepted) {
    const language = matchLanguage(tag);
    if (language) return { language, source: 'accept-language' };
  }
  return { language: FALLBACK_LANGUAGE, source: 'default' };
}

export async function createRenderedPages(options: {
  webDist: string;
  rendererFile: string;
  baseDomains: readonly string[];
  stores: StoresForPages;
  answerFirstCalls: FirstCallAnswerer;
  /** The shopper of the request's session, for the pages rendered whole behind sign-in (decision 037). */
  signedInShopper: (request: FastifyRequest) => Promise<SignedInShopper | null>;
  commonTexts: CommonTexts;
  log: FastifyBaseLogger;
}): Promise<RenderedPages> {
  const { webDist, stores, log, commonTexts } = options;
  const built = splitTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const template = built.html;
  const startAppHash = sha256Base64(START_APP);
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  let renderer: PageRenderer | null = null;
  if (existsSync(options.rendererFile)) {
    try {
      const module = (await import(pathToFileURL(options.rendererFile).href)) as { renderer: PageRenderer };
      renderer = module.renderer;
    } catch (error) {
      log.error({ err: error }, 'the server renderer failed to load; pages are rendered in the browser');
    }
  } else {
    log.warn({ file: options.rendererFile }, 'no server renderer built; pages are rendered in the browser');
  }

  // The shipped fonts' Latin files, for preloading the first screen's font.
  const assets = existsSync(path.join(webDist, 'assets')) ? readdirSync(path.join(webDist, 'assets')) : [];
  const fontFile = (file: string) =>
    assets.find((name) => name.startsWith(`${file}-latin-wght-normal-`) && name.endsWith('.woff2'));

  /**
   * The route modules' stylesheets and scripts, each once, following their static imports. With
   * `lazyParts`, also the stylesheets of the parts the modules load lazily (React.lazy): a page
   * rendered whole has them in its HTML (decision 037), and without their styles they would be
   * laid out unstyled until their chunk arrives, and then move the page.
   */
  function routeFiles(modules: string[], lazyParts = false) {
    const css = new Set<string>();
    const js = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string, withScript: boolean) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (withScript) js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported, withScript);
    };
    for (const module of modules) visit(module, true);
    if (lazyParts) {
      for (const module of modules) {
        for (const lazy of manifest[module]?.dynamicImports ?? []) visit(lazy, false);
      }
    }
    // The entry's own files are in index.html already.
    const entry = manifest['index.html'];
    if (entry) {
      js.delete(entry.file);
      for (const file of entry.css ?? []) css.delete(file);
    }
    return { css: [...css], js: [...js] };
  }

  /**
   * The store's logo and favicon as data: addresses when they are small files of the web app
   * (decision 045): on a slow network each would be one more connection before the page's largest
   * text is painted. Read once per path; larger images and other sites' stay links.
   */
  const inlinedImage = createInlinedImages(webDist);

  /** The store's branding as this page carries it: its small images in the page itself. */
  function pageStyle(style: LoginStyle): LoginStyle {
    const logo = inlinedImage(style.logo);
    const favicon = inlinedImage(style.favicon);
    return { ...style, ...(logo ? { logo } : {}), ...(favicon ? { favicon } : {}) };
  }

  /**
   * The route modules' own stylesheets as one text, inlined into the page: each would be one more
   * request holding the first paint (eight on the claim page), and they are small. The entry's
   * stylesheet, shared by every page, stays a cached link.
   */
  const stylesheetTexts = new Map<string, string>();
  function routeStyleText(css: readonly string[]): string {
    return css
      .map((file) => {
        let text = stylesheetTexts.get(file);
        if (text === undefined) {
          text = readFileSync(path.join(webDist, file), 'utf8').trim();
          stylesheetTexts.set(file, text);
        }
        return text;
      })
      .join('\n');
  }

  function compose(
    page: Extract<RenderedPage, { kind: 'page' }>,
    style: LoginStyle | null,
    styleText: string,
    routeStyle: string,
    files: ReturnType<typeof routeFiles>,
  ) {
    // React puts the preloads of the images it rendered before the markup: they belong in <head>.
    const preloads = page.html.match(/^(<link [^>]*\/>)+/)?.[0] ?? '';
    const body = page.html.slice(preloads.length);
    const font = firstScreenFont(style?.fontFamily ?? null);
    const fontHref = font ? fontFile(font.file) : undefined;
    const head = [
      styleText ? `<style>${styleText}</style>` : '',
      fontHref
        ? `<link rel="preload" as="font" type="font/woff2" href="/assets/${fontHref}" crossorigin>`
        : '',
      preloads.replace(
        /<link rel="preload" as="image"/g,
        '<link rel="preload" as="image" fetchpriority="high"',
      ),
      routeStyle ? `<style>${routeStyle}</style>` : '',
      ...(routeStyle ? [] : files.css.map((file) => `<link rel="stylesheet" href="/${file}">`)),
      `<script type="application/json" id="rc-boot">${scriptJson(page.boot)}</script>`,
    ].join('');
    const modules = [...new Set([...built.entryImports, ...files.js.map((file) => `/${file}`)])];
    const start = built.entry
      ? `<script data-entry="${escapeHtml(built.entry)}" data-preload="${escapeHtml(modules.join(' '))}">${START_APP}</script>`
      : '';
    // Replacer functions: the markup is inserted as it is ('$' in a text is no pattern).
    let html = template
      .replace('<!--rc:head-->', () => head)
      .replace('<!--rc:root-->', () => body)
      .replace('</body>', () => `${start}</body>`)
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.boot.language)}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
    const favicon = style?.favicon;
    if (favicon && (isBrandImageUrl(favicon) || isInlinedImageUrl(favicon))) {
      html = html.replace(
        /<link rel="icon" href="[^"]*" type="[^"]*"/,
        () => `<link rel="icon" href="${escapeHtml(favicon)}"`,
      );
    }
    return html;
  }

  function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (/\bbr\b/.test(accepted)) {
      const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  }

  /** Sends the rendered page; false when there is no renderer (the caller sends the app shell). */
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!renderer) return false;
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const shop =
      parsePortalPath(url.pathname).shop ?? shopFromHostname(request.hostname, options.baseDomains);
    const storeStyle = shop ? await stores.loginStyle(shop.toLowerCase()) : null;
    const style = storeStyle ? pageStyle(storeStyle) : null;
    const { language, source } = pageLanguage(request);
    const merchantTexts = style?.translationsVersion
      ? ((await stores.translations(style.shop, language)) ?? {})
      : {};
    const page = await renderer.renderPage({
      url: url.toString(),
      configuration: style,
      language,
      languageSource: source,
      translations: commonTexts.texts(language),
      merchantTexts,
      // Without a cookie there is no session to ask with.
      signedIn: async () => (request.headers.cookie ? options.signedInShopper(request) : null),
      answerFirstCalls: (calls) => options.answerFirstCalls(request, calls, language),
    });
    if (page.kind === 'redirect') {
      reply.redirect(page.location, page.status);
      return true;
    }
    const { personal } = page;
    const styleText = page.brandStyle;
    // Inlined where the page itself is in the HTML (login, error, not found, and the pages rendered
    // whole for the signed-in shopper): there the route's stylesheet held the first paint, which is
    // the LCP. A signed-in frame waits for its scripts anyway, and measured no better with them
    // inlined (docs/performance.md).
    const files = routeFiles(page.modules, page.boot.signedIn !== null);
    const routeStyle = page.boot.hydrate ? routeStyleText(files.css) : '';
    const policy = pageContentSecurityPolicy({
      scriptHashes: [startAppHash],
      styleHashes: [styleText, routeStyle].filter(Boolean).map(sha256Base64),
      fontOrigins: style?.fontUrl && isFontUrl(style.fontUrl) ? [new URL(style.fontUrl).origin] : [],
    });
    reply
      .code(page.status)
      .header('content-security-policy', policy)
      // A page with the shopper's answers in it is kept nowhere (DESIGN.md section 6).
      .header('cache-control', personal ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8');
    // Not `return reply`: a reply is a thenable, so awaiting it would answer undefined once sent.
    sendCompressed(request, reply, compose(page, style, styleText, routeStyle, files));
    return true;
  }

  return {
    async send(request, reply) {
      try {
        if (await render(request, reply)) return reply;
      } catch (error) {
        // The page still works without its first paint: the browser renders it.
        log.error({ err: error, url: request.url }, 'server rendering failed; sending the app shell');
        if (reply.sent) return reply;
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    },
  };
}
