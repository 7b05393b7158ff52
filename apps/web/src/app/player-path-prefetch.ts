import { roomCodeKey } from '@picture-bingo/shared';
import type { QueryClient } from '@tanstack/react-query';
import { playerSessionQueryOptions } from '@/features/join/hooks/use-player-session';
import { getDeviceToken, isFreshDevice } from '@/lib/device';
import { gamePaths } from '@/game/paths';
import { gameSummaryQueryOptions, membershipQueryOptions } from '@/game/player-game';
import { getAccessToken } from '@/lib/storage';
import { prerenderedSummary } from '@/lib/prerendered';

/** The pages a guest's phone opens from a join link, and the code in them. */
const PLAYER_ENTRY = /^\/(?:join|room)\/([^/]+)(?:\/player-name)?\/?$/;

/**
 * On a guest's first page of the player path (a join link, a room, the name step), asks for what the screens
 * will need all at once as the app starts, instead of one after another as each screen mounts (session, then
 * membership, then the page's code, then the game's summary: four round trips on a phone's network): the game's
 * public summary, the player session, and (for a device that may be in the game) its membership, in parallel
 * with the stored token. The screens then find the answers in the query cache, or their requests in flight.
 * Signed-in visitors may be the game's host, whose screens ask other questions: nothing is asked for them.
 */
const codeOf = (segment: string) => {
  try {
    return roomCodeKey(decodeURIComponent(segment));
  } catch {
    return '';
  }
};

/**
 * Where a join link lands a guest's phone new to the app: straight on the name step (what
 * apps/web/src/app/routes/join-redirect.tsx would navigate to after a first render), or null to route as usual.
 */
export function joinLinkLanding(pathname: string): string | null {
  const match = /^\/join\/([^/]+)\/?$/.exec(pathname);
  if (!match || getAccessToken() || !isFreshDevice()) return null;
  const code = codeOf(match[1]);
  return code ? gamePaths.playerName(code) : null;
}

/**
 * Asks for what the guest's first page will need (above), and resolves once every answer is in (never rejects);
 * at once on other pages.
 */
export function prefetchPlayerPath(client: QueryClient, pathname: string): Promise<void> {
  const match = PLAYER_ENTRY.exec(pathname);
  if (!match || getAccessToken()) return Promise.resolve();
  const code = codeOf(match[1]);
  if (!code) return Promise.resolve();
  const asked: Promise<unknown>[] = [];
  // A join link's page may come with the summary (lib/prerendered.ts): then it is not asked for again.
  const summary = prerenderedSummary();
  if (summary?.gameCode === code) client.setQueryData(gameSummaryQueryOptions(code).queryKey, summary);
  else asked.push(client.prefetchQuery(gameSummaryQueryOptions(code)));
  const session = client.fetchQuery(playerSessionQueryOptions);
  asked.push(session.catch(() => undefined));
  // A fresh device is in no game (the join link goes straight to the name step); a returning one asks with its
  // stored token alongside the session check (a token the check replaces makes the room ask again).
  if (!isFreshDevice()) {
    asked.push(
      getDeviceToken()
        ? client.prefetchQuery(membershipQueryOptions(code))
        : session.then(() => client.prefetchQuery(membershipQueryOptions(code))).catch(() => undefined),
    );
  }
  return Promise.all(asked).then(() => undefined);
}

/**
 * How long a guest's first page, with nothing on screen yet, waits for the answers prefetchPlayerPath asked for
 * before its first render: it then shows the page itself (the lobby, the name step) instead of a spinner for a
 * round trip first. Past this, it renders and shows its spinner until they come.
 */
export const FIRST_ANSWERS_MS = 1_000;

/** `answers`, or FIRST_ANSWERS_MS, whichever comes first. */
export const firstAnswers = (answers: Promise<void>): Promise<void> =>
  Promise.race([answers, new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_ANSWERS_MS))]);

/**
 * What the first screen of a guest's player path needs before the app renders it over a prerendered one: the
 * player session (every player screen sits behind it), asked for by prefetchPlayerPath. Nothing elsewhere.
 */
export function playerPathReady(client: QueryClient): Promise<unknown> {
  if (!PLAYER_ENTRY.test(window.location.pathname) || getAccessToken()) return Promise.resolve();
  return client.fetchQuery(playerSessionQueryOptions).catch(() => undefined);
}
