/**
 * The web's test files that run each in a module graph and document of their own (vitest project `web-isolated`):
 * every file that replaces a module or a global (`NEEDS_ISOLATION`, held by scripts/web-test-isolation.test.ts),
 * and those that mount a page-wide singleton (the toaster), fake the clock or spy on the window. The other files
 * share one graph and document per worker (project `web`, isolate: false); each still cleans the document and
 * storage after every test (src/test-setup.ts). Paths are relative to apps/web.
 */
export const WEB_ISOLATED = [
  'src/app/app-router.test.tsx',
  'src/app/player-path-prefetch.test.ts',
  'src/app/routes/room/big-screen.test.tsx',
  'src/app/routes/room/room-players.test.tsx',
  'src/components/ui/toaster.test.tsx',
  'src/features/big-screen/components/big-screen-view.test.tsx',
  'src/features/board/components/board-screen.test.tsx',
  'src/features/board/hooks/use-cell-uploads.test.tsx',
  'src/features/board/hooks/use-wake-lock.test.ts',
  'src/features/board/utils/upload-retry.test.ts',
  'src/features/gallery/components/gallery-view.test.tsx',
  'src/features/host-setup/hooks/use-game-autosave.test.tsx',
  'src/features/lobby/components/lobby-view.test.tsx',
  'src/features/progress/components/progress-view.test.tsx',
  'src/features/results/components/photo-viewer.test.tsx',
  'src/features/review/components/queue-review-view.test.tsx',
  'src/features/review/components/review-view.test.tsx',
  'src/game/game-channel.test.ts',
  'src/game/game-results.test.ts',
  'src/lib/api-client.test.ts',
  'src/lib/vibrate.test.ts',
];

/** What makes a test file need a module graph of its own: it replaces a module or a global. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal)\(/;
