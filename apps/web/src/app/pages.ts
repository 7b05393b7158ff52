/**
 * The page manifest: every page of the app, declared once. The router builds its routes from it
 * (src/app/router.tsx), the build checks it against the module graph and writes it into dist/pages.json with each
 * deep link's files (build/page-manifest.ts), the server reads that JSON (apps/server/src/static.ts), and the web
 * bench measures and budgets the pages that have a budget (bench/web). A page missing from one of them fails the
 * build or the type check. Plain data: read by the Vite config in Node and by the app alike.
 */

/** Which layout wraps the page (src/app/router.tsx): who may open it. */
export type PageLayout =
  /** Signed-out visitors; a signed-in one is sent on to /host. */
  | 'signed-out'
  /** Anyone, signed in or not. */
  | 'open'
  /** A game's screens: its host sees the host's, anyone else plays (a device-bound player session). */
  | 'game'
  /** Signed-in hosts; others are sent to /login. */
  | 'signed-in';

export interface PageEntry {
  /** The router's path (`:code` for a room code). */
  path: string;
  /** The page's module under src/app/routes/, without extension; its default export is the screen. */
  module: string;
  /** The h1 and the tab title. */
  title: string;
  layout: PageLayout;
  /** Who opens it: a guest's phone on the way from a join link or a typed code to the card, or a host. */
  visitor: 'guest' | 'host' | 'anyone';
  /** No Back button (a page that is where Back would lead). */
  noBack?: true;
  /** Full screen for a projector: no navigation bar, no page header. */
  bare?: true;
  /** Shown in one render once its code is in, not rendered in the background in slices (AppRouter). */
  atOnce?: true;
  /** The page that usually comes next: its code loads once this page is idle. */
  next?: string;
  /** Opened straight from a link, a QR code or a reload: the server names the page's JS in its HTML. */
  deepLink?: true;
  /** Where a phone new to the app goes on to at once (a join link: the name step): its JS is preloaded too. */
  landsOn?: string;
  /** A deep link that also prefetches the next page's JS and the live channel's socket client, at low priority. */
  prefetchNext?: true;
  /**
   * Rendered at build time (src/prerender/pages.tsx) and sent inside the HTML to a browser new to the app: at its
   * own path for a page without parameters, where a join link lands for a game's page (filled from the game).
   */
  prerender?: true;
  /** Its modules shared with the other `player` pages are one chunk, which the next page finds cached. */
  chunk?: 'player';
  /**
   * The JS a visit downloads (gzip KB), checked by bench/web.test.ts. A host page's is locked just above its size
   * (`npm run bench:relock` lowers it after a drop); a guest page's is what it may spend: set by hand.
   */
  budgetKb?: number;
}

export const PAGES = [
  // A guest page's budget is what it may spend, about 2 KB above its size: room for the guest path to grow. The
  // join link's is the 120 KB every player route aims at (the QR code's link), which leaves it less. Each guest
  // page's carries the English message catalogue and the language switcher (2.5 KB: docs/decisions/036-languages.md).
  {
    path: 'login',
    module: 'auth/login',
    title: 'Login',
    layout: 'signed-out',
    visitor: 'host',
    deepLink: true,
    budgetKb: 132.8,
  },
  { path: 'register', module: 'auth/register', title: 'Register', layout: 'signed-out', visitor: 'host' },
  {
    path: 'join',
    module: 'join',
    title: 'Join a Game',
    layout: 'signed-out',
    visitor: 'guest',
    deepLink: true,
    prerender: true,
    budgetKb: 131,
  },
  {
    path: 'forgot-password',
    module: 'auth/forgot-password',
    title: 'Forgot Password',
    layout: 'signed-out',
    visitor: 'host',
  },
  // The mailed links work signed in or out.
  {
    path: 'reset-password',
    module: 'auth/reset-password',
    title: 'Reset Password',
    layout: 'open',
    visitor: 'host',
  },
  {
    path: 'verify-email',
    module: 'auth/verify-email',
    title: 'Verify Email',
    layout: 'open',
    visitor: 'host',
  },
  // A laptop server's mails (it sends none); the server decides who may read them.
  {
    path: 'outbox',
    module: 'auth/outbox',
    title: 'Outbox',
    layout: 'open',
    visitor: 'host',
  },
  // The shared join link works for anyone: players need no account.
  {
    path: 'join/:code',
    module: 'join-redirect',
    title: 'Join a Game',
    layout: 'open',
    visitor: 'guest',
    deepLink: true,
    landsOn: 'room/player-name',
    chunk: 'player',
    budgetKb: 125,
  },
  // An invite link to help run a game: it says what it offers signed in or out.
  { path: 'invite/:token', module: 'invite', title: 'Invitation', layout: 'open', visitor: 'host' },
  // What is stored and for how long: open to everyone.
  { path: 'privacy', module: 'privacy', title: 'Privacy', layout: 'open', visitor: 'anyone' },
  // Anyone with the host's results link, while the host shares it.
  {
    path: 'results/shared/:token',
    module: 'results/shared-results',
    title: 'Results',
    layout: 'open',
    visitor: 'anyone',
  },
  {
    path: 'room/:code',
    module: 'room/room',
    title: 'Room',
    layout: 'game',
    visitor: 'guest',
    atOnce: true,
    next: 'game-board',
    deepLink: true,
    chunk: 'player',
    budgetKb: 145.5,
  },
  {
    path: 'room/:code/player-name',
    module: 'room/player-name',
    title: 'Player Name',
    layout: 'game',
    visitor: 'guest',
    next: 'room/room',
    deepLink: true,
    prefetchNext: true,
    prerender: true,
    chunk: 'player',
  },
  {
    path: 'game-board/:code',
    module: 'game-board',
    title: 'Game Board',
    layout: 'game',
    visitor: 'guest',
    atOnce: true,
    deepLink: true,
    chunk: 'player',
    // The live channel as a class (GameChannel: its member names survive minifying) and the cell uploads in named
    // steps take 0.9 KB of it.
    budgetKb: 168.5,
  },
  // The game's host and its players: the host's view carries the controls (downloads, Choose Winner).
  {
    path: 'gallery/:code',
    module: 'results/gallery',
    title: 'Image Gallery',
    layout: 'game',
    visitor: 'anyone',
    deepLink: true,
    // Guests' hearts on every counted photo and the crowd favourite (game/hearts.ts) take 2 KB of it.
    budgetKb: 163,
  },
  {
    path: 'progress/:code',
    module: 'results/progress',
    title: 'Player Progress',
    layout: 'game',
    visitor: 'anyone',
  },
  // The results page a host shares (also /results/shared/{token}, the same screen).
  {
    path: 'results/:code',
    module: 'results/results',
    title: 'Results',
    layout: 'game',
    visitor: 'anyone',
    // The crowd favourite beside the winner (game/hearts.ts) takes 1 KB of it.
    budgetKb: 141.5,
  },
  {
    path: 'host',
    module: 'host',
    title: 'Host Game',
    layout: 'signed-in',
    visitor: 'host',
    noBack: true,
    deepLink: true,
    budgetKb: 127,
  },
  { path: 'profile', module: 'profile', title: 'Profile', layout: 'signed-in', visitor: 'host' },
  {
    path: 'host/:code/event-setup',
    module: 'host-setup/event-setup',
    title: 'Event Setup',
    layout: 'signed-in',
    visitor: 'host',
  },
  {
    path: 'host/:code/board-config',
    module: 'host-setup/board-config',
    title: 'Board Configuration',
    layout: 'signed-in',
    visitor: 'host',
  },
  {
    path: 'host/:code/game-rules',
    module: 'host-setup/game-rules',
    title: 'Game Rules',
    layout: 'signed-in',
    visitor: 'host',
  },
  {
    path: 'host/:code/room-details',
    module: 'room/room-details',
    title: 'Room Details',
    layout: 'signed-in',
    visitor: 'host',
  },
  {
    path: 'host/:code/players-queue',
    module: 'room/players-queue',
    title: 'Players Queue',
    layout: 'signed-in',
    visitor: 'host',
  },
  {
    path: 'room/:code/players',
    module: 'room/room-players',
    title: 'Room Players',
    layout: 'signed-in',
    visitor: 'host',
  },
  // For a projector: no navigation bar, no controls.
  {
    path: 'room/:code/screen',
    module: 'room/big-screen',
    title: 'Big Screen',
    layout: 'signed-in',
    visitor: 'host',
    bare: true,
  },
  {
    path: 'host/:code/review',
    module: 'room/review',
    title: 'Photo Review',
    layout: 'signed-in',
    visitor: 'host',
  },
  // The same review screen, where a helper's invite lands.
  {
    path: 'room/:code/moderate',
    module: 'room/moderate',
    title: 'Photo Review',
    layout: 'signed-in',
    visitor: 'host',
  },
  { path: 'games', module: 'games/games', title: 'Games', layout: 'signed-in', visitor: 'host' },
  {
    path: 'active-games',
    module: 'games/active-games',
    title: 'Active Games',
    layout: 'signed-in',
    visitor: 'host',
  },
  {
    path: 'past-games',
    module: 'games/past-games',
    title: 'Past Games',
    layout: 'signed-in',
    visitor: 'host',
  },
  { path: 'host/:code/pricing', module: 'pricing', title: 'Pricing', layout: 'signed-in', visitor: 'host' },
  {
    path: 'payment-success',
    module: 'payment-success',
    title: 'Payment Successful',
    layout: 'signed-in',
    visitor: 'host',
  },
  { path: '*', module: 'not-found', title: 'Page not found', layout: 'open', visitor: 'anyone' },
] as const satisfies readonly PageEntry[];

/** A page module's name, as the manifest spells it. */
export type PageModule = (typeof PAGES)[number]['module'];

/** The JS of the whole guest path (each file once: every guest page with a budget), gzip KB: what it may spend. */
export const GUEST_PATH_BUDGET_KB = 179.5;

/** The CSS every page loads (one stylesheet), gzip KB. */
export const CSS_BUDGET_KB = 12;
