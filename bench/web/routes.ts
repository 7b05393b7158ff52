/** Targets of the web bench (docs/PERFORMANCE.md). */
export const TARGET = { playerPathJsKb: 120, performance: 90, accessibility: 95 };

/**
 * Routes measured: the player path first, then the other screens for reference. `budgetKb` is each route's JS
 * total (gzip) locked just above its measured size (docs/PERFORMANCE.md) so that a regression fails
 * bench/web.test.ts; lower it when a change makes the route smaller.
 */
export const ROUTES: { route: string; module: string; playerPath: boolean; budgetKb: number }[] = [
  // Every route's entry holds taking over a prerendered screen (decision 014); Google's sign-in code loads on
  // action, the name suggestions with the name step alone, the host's BINGO! watch for a signed-in visitor only;
  // the name step's own script (decision 016) takes a name sent before the app.
  // A new phone's /join and name step show from the HTML, before any of this JS.
  { route: '/join', module: 'src/app/routes/join.tsx', playerPath: true, budgetKb: 124 },
  { route: '/join/{code}', module: 'src/app/routes/join-redirect.tsx', playerPath: true, budgetKb: 120 },
  // A joined player's lobby fetches the card screen (its chunks) ahead once idle, so Start shows the card at once.
  // The router loads them (the lobby route's `next`), so they are not the lobby module's own dynamic import and
  // this count leaves them out.
  { route: '/room/{code} (lobby)', module: 'src/app/routes/room/room.tsx', playerPath: true, budgetKb: 136 },
  // Holds the WebP encoder's starter and worker hand-off, the local preview and the batched label fitter; the photo
  // code is its own chunk, fetched once the card is idle.
  { route: '/game-board/{code}', module: 'src/app/routes/game-board.tsx', playerPath: true, budgetKb: 152 },
  { route: '/login', module: 'src/app/routes/auth/login.tsx', playerPath: false, budgetKb: 125 },
  { route: '/host', module: 'src/app/routes/host.tsx', playerPath: false, budgetKb: 121 },
  {
    route: '/gallery/{code}',
    module: 'src/app/routes/results/gallery.tsx',
    playerPath: false,
    // Holds the paging (useInfiniteQuery, Show more players) and a linked card past the loaded pages.
    budgetKb: 147,
  },
  // The results page a host shares (also /results/shared/{token}, the same screen).
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
