/** Targets of issue 8 for the web bench. */
export const TARGET = { playerPathJsKb: 120, performance: 90, accessibility: 95 };

/**
 * Routes measured: the player path first (issue 8), then the other screens for reference. `budgetKb` is each
 * route's JS total (gzip) locked just above its size at the time (docs/PERFORMANCE.md, re-locked by issue 21's
 * chunk groups, "Phone journeys (issue 21)", and after issues 19 and 23 merged, "Budgets after issues 19-23", and after the prerendered join pages, decision 014) so that a regression fails bench/web.test.ts; lower it when a change
 * makes the route smaller.
 */
export const ROUTES: { route: string; module: string; playerPath: boolean; budgetKb: number }[] = [
  // Decision 014 added 0.8 KB to every route's entry (taking over a prerendered screen, the returning-browser cookie,
  // the route's `next`); Google's sign-in code (on action now) and the name suggestions (a subpath export of
  // the shared package, read by the name step alone) left the entry, 0.6 KB. A new phone's /join and name step show
  // from the HTML, before any of this JS.
  // Issue 21, fifth pass: -1.5 KB in every route's entry (the host's BINGO! watch loads for a signed-in visitor only;
  // the shared package's game rules and play and results schemas left the entry's group); /join/{code} is 118.6 KB.
  // Decision 016: +0.1 KB in every route's entry (a name sent before the app took over); /join/{code} is 118.7 KB.
  { route: '/join', module: 'src/app/routes/join.tsx', playerPath: true, budgetKb: 124 },
  { route: '/join/{code}', module: 'src/app/routes/join-redirect.tsx', playerPath: true, budgetKb: 120 },
  // Issue 21: a joined player's lobby fetches the card screen (its chunks) ahead once idle, so Start shows the
  // card at once; those chunks are the player path's anyway (its total below grew 2.8 KB, not 19). Since the
  // router loads them (the lobby route's `next`, so it knows they are in), they are no longer the lobby module's
  // own dynamic import, and this count no longer includes them (153.3 KB before).
  { route: '/room/{code} (lobby)', module: 'src/app/routes/room/room.tsx', playerPath: true, budgetKb: 136 },
  // Issue 21: +2.2 KB (the WebP encoder's starter and worker hand-off, the local preview, the batched label fitter);
  // the photo code is its own chunk, fetched once the card is idle, so the first download is 0.4 KB smaller.
  // Issue 21, fourth pass: +0.4 KB (the lobby and the card shown in one render once their code is in, the socket
  // client loaded while the name is typed).
  { route: '/game-board/{code}', module: 'src/app/routes/game-board.tsx', playerPath: true, budgetKb: 152 },
  // Issue 21, fourth pass: +0.1 KB in every route's entry (the lobby and the card shown at once).
  { route: '/login', module: 'src/app/routes/auth/login.tsx', playerPath: false, budgetKb: 125 },
  { route: '/host', module: 'src/app/routes/host.tsx', playerPath: false, budgetKb: 121 },
  {
    route: '/gallery/{code}',
    module: 'src/app/routes/results/gallery.tsx',
    playerPath: false,
    // Issue 22's paging (useInfiniteQuery, Show more players): +1.6 KB; a linked card past the loaded pages.
    budgetKb: 147,
  },
  // Issue 19: the results page a host shares (also /results/shared/{token}, the same screen).
  {
    route: '/results/{code}',
    module: 'src/app/routes/results/results.tsx',
    playerPath: false,
    budgetKb: 129,
  },
];

/** The whole player path's JS (each file once), locked the same way. */
export const PLAYER_PATH_BUDGET_KB = 159;

/** The CSS every route loads (one stylesheet), locked the same way. */
export const CSS_BUDGET_KB = 10;
