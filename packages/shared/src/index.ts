export * from './constants';
export * from './schemas/common';
export * from './schemas/text';
export * from './schemas/auth';
export * from './schemas/game';
export * from './schemas/payment';
export * from './game/setup';
export * from './game/card';
