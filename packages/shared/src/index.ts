// First: zod's settings must be in place before any schema below is built.
import './zod-config';
export * from './constants';
export * from './error-codes';
export * from './schemas/common';
export * from './schemas/text';
export * from './schemas/auth';
export * from './schemas/game';
export * from './schemas/player';
export * from './schemas/play';
export * from './schemas/results';
export * from './events';
export * from './schemas/payment';
export * from './game/setup';
export * from './game/card';
export * from './game/win';
export * from './game/ranking';
