import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  languageFromAcceptLanguage,
  matchLanguage,
  type TLanguage,
} from '@picture-bingo/shared/languages';
import { roomCodeKey } from '@picture-bingo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { escapeHtml, jsonInHtml } from './lib/html';
import type { JoinPageSummary } from './routes/join/join-page';

/** Paths the web app never routes: an unknown one there is a JSON 404, never the app's HTML. */
const NOT_PAGES = /^\/(api|media|assets|socket\.io)(\/|$)/;

/** One of the build's own scripts (the CSP allows those only). */
const OWN_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * A page visitors open straight from a link, a QR code or a reload, as the web build lists it in dist/pages.json
 * (apps/web/build/page-manifest.ts, from the page manifest apps/web/src/app/pages.ts): its router path, the JS files
 * its visit needs beyond the entry's (a join link's landing page's included) and those that come next, and the
 * prerendered screen a browser new to the app gets there.
 */
interface DeepLink {
  path: string;
  preload: string[];
  prefetch: string[];
  screen?: string;
}

/** A router path as a pattern over URL paths: each `:param` one segment; `slash`: a trailing slash too. */
function pathPattern(routePath: string, slash = false): RegExp {
  const segments = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}${slash ? '\\/?' : ''}$`);
}

function loadDeepLinks(distDir: string): DeepLink[] {
  const file = path.join(distDir, 'pages.json');
  if (!fs.existsSync(file)) return [];
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { deepLinks?: unknown };
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (!Array.isArray(parsed.deepLinks)) return [];
  return parsed.deepLinks.filter(
    (link: Partial<DeepLink>): link is DeepLink =>
      typeof link.path === 'string' &&
      link.path.startsWith('/') &&
      strings(link.preload) &&
      strings(link.prefetch) &&
      (link.screen === undefined || typeof link.screen === 'string'),
  );
}

/**
 * index.html for each deep link, naming that page's JS as modulepreload: the browser fetches it alongside the
 * entry instead of after the entry has run and the router asked for the page (one round trip less on a phone).
 */
function pageVariants(html: Buffer, links: DeepLink[]): Array<[RegExp, Buffer]> {
  const text = html.toString('utf8');
  if (!text.includes('</head>')) return [];
  const ours = (file: string) => OWN_SCRIPT.test(file);
  return links.flatMap((link): Array<[RegExp, Buffer]> => {
    const now = [...new Set(link.preload)].filter(ours);
    const preloads = now.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`);
    // The next page's code (the lobby after the name step) at low priority, once the page needs nothing else.
    const prefetches = [...new Set(link.prefetch)]
      .filter((file) => ours(file) && !now.includes(file))
      .map((file) => `    <link rel="prefetch" crossorigin href="${file}">\n`);
    if (preloads.length === 0) return [];
    return [
      [
        pathPattern(link.path),
        Buffer.from(text.replace('</head>', () => `${[...preloads, ...prefetches].join('')}  </head>`)),
      ],
    ];
  });
}

/**
 * A page prerendered by the web build (apps/web/src/prerender/pages.tsx): its tab title, root markup, and the
 * rules of the stylesheet that markup uses (apps/web/build/prerender.ts, criticalCss).
 */
interface PrerenderedPage {
  title: string;
  html: string;
  css?: string;
  /** The screen's own script (the name step's: apps/web/src/prerender/name-step-early.ts), a built asset. */
  script?: string;
}
/** A page's screen in each language the build rendered it in (apps/web/src/prerender/pages.tsx: every one). */
type ScreenLanguages = Partial<Record<TLanguage, PrerenderedPage>>;

interface Prerendered {
  tokens: { code: string; title: string; host: string };
  /** By the page's router path ('/join', '/room/:code/player-name'), then by language ('en', 'es', …). */
  pages: Record<string, ScreenLanguages>;
}

function loadPrerendered(distDir: string): Prerendered | null {
  const file = path.join(distDir, 'prerendered.json');
  if (!fs.existsSync(file)) return null;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    tokens: Prerendered['tokens'];
    pages?: unknown;
  };
  const pages: Prerendered['pages'] = {};
  for (const [route, byLanguage] of Object.entries(parsed.pages ?? {})) {
    if (typeof byLanguage !== 'object' || byLanguage === null) continue;
    // Only the app's languages, and only entries with markup; a page without English is not served.
    const entries = Object.entries(byLanguage as Record<string, Partial<PrerenderedPage>>).filter(
      (entry): entry is [TLanguage, PrerenderedPage] =>
        isLanguage(entry[0]) && typeof entry[1]?.html === 'string' && typeof entry[1].title === 'string',
    );
    const screens: ScreenLanguages = Object.fromEntries(entries);
    if (!screens[DEFAULT_LANGUAGE]) continue;
    for (const page of Object.values(screens)) {
      // The rules go into a <style> element as they are: a build whose CSS could end it is served without them.
      if (page.css !== undefined && /<\/style/i.test(page.css)) delete page.css;
      // A screen's script is one of the build's own files (the CSP allows those only), or none.
      if (page.script !== undefined && !OWN_SCRIPT.test(page.script)) delete page.script;
    }
    pages[route] = screens;
  }
  if (Object.keys(pages).length === 0) return null;
  return { tokens: parsed.tokens, pages };
}

/**
 * Set by the app on a browser that has been here before (a device id, or a signed-in host: apps/web/src/lib/
 * returning-browser.ts). Such a browser may be a player of the game already, or signed in, and the app decides
 * where it goes: its join pages come without the prerendered screen, which would only flash.
 */
const RETURNING = /(?:^|;\s*)pb_known=1(?:;|$)/;

/** A join link's code, read as the API reads codes (roomCodeKey); '' if its path segment cannot be decoded. */
function codeOf(segment: string): string {
  try {
    return roomCodeKey(decodeURIComponent(segment));
  } catch {
    return '';
  }
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/;

/** A join page: /join (the code form) and a join link, /join/{code}. */
const JOIN_PAGE = /^\/join(?:\/[^/]+)?\/?$/;

/**
 * The language a join page is served in: the link's `?lang=` (the host's pick when sharing), then the browser's
 * (Accept-Language, when the app has it), then the game's language, then English: the order the app itself
 * follows, less the guest's own earlier choice, which only their device knows.
 */
export function joinPageLanguage(
  query: URLSearchParams,
  acceptLanguage: string | undefined,
  gameLanguage: TLanguage | undefined,
): TLanguage {
  const asked = query.get('lang');
  return (
    (asked ? matchLanguage(asked) : null) ??
    languageFromAcceptLanguage(acceptLanguage) ??
    gameLanguage ??
    DEFAULT_LANGUAGE
  );
}

/** The page with its document's language and writing direction. */
function inLanguage(page: Buffer, language: TLanguage): Buffer {
  const text = page.toString('utf8');
  const root = `<html lang="${language}" dir="${directionOf(language)}">`;
  return Buffer.from(text.replace(/<html\b[^>]*>/i, () => root));
}

/**
 * The page with `screen` in its root element (and its tab title), and the app's seed data if any. With the
 * screen's own rules inlined, the stylesheet's link moves after the screen: a stylesheet in the body holds the
 * parser, not the drawing of what came before it, so the screen shows without waiting for the whole stylesheet,
 * and the app's scripts (which run after parsing) still find it loaded.
 */
function withScreen(page: string, screen: PrerenderedPage, seed?: unknown): string {
  const data =
    seed === undefined ? '' : `<script type="application/json" id="pb-seed">${jsonInHtml(seed)}</script>`;
  const link = screen.css ? STYLESHEET.exec(page)?.[0].trim() : undefined;
  const titled = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>`);
  const styled = link
    ? titled.replace(STYLESHEET, '').replace('</head>', () => `  <style>${screen.css}</style>\n  </head>`)
    : titled;
  // The screen's script right after it, loaded alongside everything else and run as soon as it is in.
  const script = screen.script ? `<script type="module" async src="${screen.script}"></script>` : '';
  return styled.replace(
    '<div id="root"></div>',
    () => `<div id="root">${screen.html}</div>${script}${data}${link ?? ''}`,
  );
}

export interface WebAppOptions {
  /** The summary of the game a join link names, for its prerendered name step; none: no name step in the HTML. */
  joinSummary?: JoinPageSummary;
}

const etagOf = (page: Buffer) => `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;

/** Serves the built web app; unknown non-API paths get index.html so client routes work on reload. */
export async function serveWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}; run "npm run build" to serve the app.`);
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text assets (apps/web/build/precompress.ts): sent as such to
      // browsers that accept them, the plain file otherwise.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const html = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  const links = html ? loadDeepLinks(distDir) : [];
  const variants = html ? pageVariants(html, links) : [];
  const prerendered = html ? loadPrerendered(distDir) : null;
  // The deep links with a prerendered screen (/join, a join link's name step), a trailing slash allowed.
  const screens = links.flatMap((link) => {
    const byLanguage = link.screen === undefined ? undefined : prerendered?.pages[link.screen];
    return byLanguage
      ? [{ pattern: pathPattern(link.path, true), screens: byLanguage, game: link.screen?.includes(':code') }]
      : [];
  });
  // The HTML is revalidated on every visit (no-cache): a returning phone gets a 304 without the page when the
  // build has not changed, and starts from its cached, immutable assets.
  const etags = new Map<Buffer, string>(
    [html, ...variants.map(([, page]) => page)]
      .filter((page): page is Buffer => page !== null)
      .map((page) => [page, etagOf(page)]),
  );

  /**
   * A new browser's /join, and its join link's name step for a game it can join, with the screen in the HTML:
   * shown, and typed into, before the app's JS has arrived, in the language `languageOf` picks (given the game's
   * language once the game is known). page null: the page as built; language: the screen's (or the game's pick).
   */
  async function prerenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    page: Buffer,
    languageOf: (gameLanguage?: TLanguage) => TLanguage,
  ): Promise<{ page: Buffer | null; language?: TLanguage }> {
    const none = { page: null };
    if (!prerendered) return none;
    const found = screens.map((s) => ({ ...s, match: s.pattern.exec(url) })).find((s) => s.match);
    if (!found?.match) return none;
    reply.header('Vary', 'Cookie');
    if (RETURNING.test(request.headers.cookie ?? '')) return none;
    if (!found.game) {
      const language = languageOf();
      const screen = found.screens[language];
      return screen ? { page: Buffer.from(withScreen(page.toString('utf8'), screen)), language } : none;
    }
    // A game's page: filled from the game the link's code names, when a new phone can join it.
    const code = codeOf(found.match[1] ?? '');
    const summary = code && options.joinSummary ? await options.joinSummary(request, reply, code) : null;
    if (!summary) return none;
    const language = languageOf(summary.language);
    // A build without the screen in that language (an older one): the page as built, in that language.
    const built = found.screens[language];
    if (!built) return { page: null, language };
    const { tokens } = prerendered;
    const screen = {
      ...built,
      html: built.html
        .replaceAll(tokens.title, () => escapeHtml(summary.eventTitle))
        .replaceAll(tokens.host, () => escapeHtml(summary.hostName))
        .replaceAll(tokens.code, () => escapeHtml(summary.gameCode)),
    };
    return { page: Buffer.from(withScreen(page.toString('utf8'), screen, { summary })), language };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [url, query = ''] = request.url.split('?');
    const wantsPage = request.method === 'GET' && !NOT_PAGES.test(url) && !path.extname(url);
    if (wantsPage && html) {
      // The join form sent before the app's JS took it over (a plain GET form): on to the join link.
      const typed = url === '/join' ? new URLSearchParams(query).get('roomCode') : null;
      if (typed !== null) {
        const code = roomCodeKey(typed);
        return reply.redirect(code ? `/join/${encodeURIComponent(code)}` : '/join', 303);
      }
      const built = variants.find(([pattern]) => pattern.test(url))?.[1] ?? html;
      const params = new URLSearchParams(query);
      const languageOf = (gameLanguage?: TLanguage) =>
        joinPageLanguage(params, request.headers['accept-language'], gameLanguage);
      const screen = await prerenderedPage(request, reply, url, built, languageOf);
      let page = screen.page ?? built;
      if (JOIN_PAGE.test(url)) {
        // The document in the screen's language, or (no screen) in the one the app will pick the same way.
        reply.header('Vary', 'Cookie, Accept-Language');
        page = inLanguage(page, screen.language ?? languageOf());
      }
      const etag = etags.get(page) ?? etagOf(page);
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      const seen = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (seen?.includes(etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page);
    }
    throw notFound(`No such ${url.startsWith('/api/') ? 'endpoint' : 'file'}: ${request.method} ${url}`);
  });
}
