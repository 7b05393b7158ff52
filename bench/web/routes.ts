/** Targets of issue 8 for the web bench. */
export const TARGET = { playerPathJsKb: 120, performance: 90, accessibility: 95 };

/**
 * Routes measured: the player path first (issue 8), then the other screens for reference. `budgetKb` is each
 * route's JS total (gzip) locked just above its size at the time (docs/PERFORMANCE.md, third pass) so that a
 * regression fails bench/web.test.ts; lower it when a change makes the route smaller.
 */
export const ROUTES: { route: string; module: string; playerPath: boolean; budgetKb: number }[] = [
  { route: '/join', module: 'src/app/routes/join.tsx', playerPath: true, budgetKb: 125 },
  { route: '/join/{code}', module: 'src/app/routes/join-redirect.tsx', playerPath: true, budgetKb: 117 },
  { route: '/room/{code} (lobby)', module: 'src/app/routes/room/room.tsx', playerPath: true, budgetKb: 139 },
  { route: '/game-board/{code}', module: 'src/app/routes/game-board.tsx', playerPath: true, budgetKb: 153 },
  { route: '/login', module: 'src/app/routes/auth/login.tsx', playerPath: false, budgetKb: 126 },
  { route: '/host', module: 'src/app/routes/host.tsx', playerPath: false, budgetKb: 118 },
  {
    route: '/gallery/{code}',
    module: 'src/app/routes/results/gallery.tsx',
    playerPath: false,
    budgetKb: 147,
  },
];

/** The whole player path's JS (each file once), locked the same way. */
export const PLAYER_PATH_BUDGET_KB = 162;

/** The CSS every route loads (one stylesheet), locked the same way. */
export const CSS_BUDGET_KB = 10;
