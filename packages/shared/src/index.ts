export { z } from './zod-config';
export * from './constants';
export * from './error-codes';
export * from './schemas/common';
export * from './schemas/text';
export * from './normalise-text';
export * from './schemas/auth';
export * from './schemas/links';
export * from './schemas/game';
export * from './schemas/player';
export * from './schemas/room-guard';
export * from './schemas/play';
export * from './schemas/results';
export * from './schemas/rejoin';
export * from './events';
export * from './schemas/payment';
export * from './game/setup';
export * from './game/card';
export * from './game/win';
export * from './game/prizes';
export * from './game/ranking';
export * from './game/stage';
export * from './game/room-code';
export * from './game/joining';
export * from './game/review';
export * from './game/roles';
export * from './texts';
// Not in the barrel (every page's entry chunk loads the barrel's schemas): import these from their subpaths,
// '@picture-bingo/shared/label-pack', '/parse-labels', '/account', where a screen or route needs them.
