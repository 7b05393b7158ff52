import { Writable } from 'node:stream';
import type { TGameSummary, TPlayerSession } from '@picture-bingo/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { playerSessionKey } from '@/features/join/hooks/use-player-session';
import { APP_NAME } from '@/hooks/use-document-title';
import { playerGameKeys } from '@/game/player-game';
import { showLocale } from '@/lib/i18n/messages';
import { LANGUAGES, type Language } from '@/lib/i18n/locales';
import { pageTitle } from '@/lib/i18n/page-title';
import { createQueryClient } from '@/lib/query-client';
import { PAGES, type PageEntry } from '../app/pages';
import { deepestHandle } from '../app/route-handle';
import { AppRouter, AppRoutes, routes } from '../app/router';

/**
 * The first pages of a guest's phone, rendered at build time (apps/web/build/prerender.ts) as a
 * device new to the app sees them: nobody signed in, nothing stored; once in each of the app's languages (not the
 * pseudo-locale). The server sends this markup, in the language it picks, inside the page's HTML
 * (apps/server/src/static.ts). Run by Vite in Node, never in the browser bundle.
 */

/** What the server replaces in the name step, each with its value HTML-escaped (none of these is escaped itself). */
export const TOKENS = { code: 'PBCODETOKEN', title: 'PBTITLETOKEN', host: 'PBHOSTTOKEN' } as const;

export interface PrerenderedPage {
  /** The tab title ("<page> · Picture Bingo"). */
  title: string;
  /** The markup of the app's root element. */
  html: string;
}

async function render(
  url: string,
  seed: (client: QueryClient) => void = () => undefined,
): Promise<PrerenderedPage> {
  const client = createQueryClient();
  seed(client);
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  // prerender waits for the lazy pages' code, so the markup is the page, not its Suspense fallback.
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </QueryClientProvider>,
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString('utf8');
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  // The tab title as the app sets it (hooks/use-document-title.ts), in the shown language.
  const page = deepestHandle(matchRoutes(routes, url))?.title;
  return { title: page ? `${pageTitle(page)} · ${APP_NAME}` : APP_NAME, html };
}

/**
 * Rendered pages by their manifest path ('/join', '/room/:code/player-name'), then by language ('en', 'es', …,
 * every one of lib/i18n/locales.ts's LANGUAGES).
 */
export type PrerenderedPages = Record<string, Partial<Record<Language, PrerenderedPage>>>;

/**
 * The manifest's pages marked `prerender` (src/app/pages.ts), by path: a page without parameters as it is, a game's
 * page (`:code`) for a joinable game whose fields are TOKENS, with nobody in it yet.
 */
export async function renderPages(): Promise<{ tokens: typeof TOKENS; pages: PrerenderedPages }> {
  // Only the title, the host's name and the code show on the name step; the rest only has to be a joinable game.
  const summary: TGameSummary = {
    gameCode: TOKENS.code,
    eventTitle: TOKENS.title,
    eventDate: '2026-01-01',
    welcomeMessage: '',
    hostName: TOKENS.host,
    boardSize: 5,
    timeLimitMinutes: null,
    winCondition: 'line',
    photoReview: false,
    safetyCheck: 'explicit',
    autoConfirmWinner: false,
    nameFilter: false,
    status: 'ACTIVE',
    phase: 'lobby',
    maxPlayer: 2,
    joinAfterStart: false,
    playerCount: 0,
    startedAt: null,
    endsAt: null,
  };
  const session: TPlayerSession = { token: '', player: { deviceId: '', userId: null } };
  const pages: PrerenderedPages = {};
  try {
    // Each language shown as the app shows it (lib/i18n/messages.ts: its catalogue behind every `m.key`).
    for (const language of LANGUAGES) {
      await showLocale(language);
      for (const page of PAGES.filter((entry: PageEntry) => entry.prerender)) {
        const game = page.path.includes(':code');
        const byLanguage = (pages[`/${page.path}`] ??= {});
        byLanguage[language] = game
          ? await render(`/${page.path.replace(':code', TOKENS.code)}`, (client) => {
              client.setQueryData(playerSessionKey, session);
              client.setQueryData(playerGameKeys.summary(TOKENS.code), { ...summary, language });
            })
          : await render(`/${page.path}`);
      }
    }
  } finally {
    await showLocale('en', 'default');
  }
  return { tokens: TOKENS, pages };
}
