import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { startS3rver } from '../s3-bucket';
import type { TestApp } from '../test-app';

/** Where each media store keeps a key, so tests look at the real files (local folder or s3rver's directory). */
export interface MediaProbe {
  env: Record<string, string>;
  exists: (t: TestApp, key: string) => boolean;
}

export const localMedia: MediaProbe = {
  env: {},
  exists: (t, key) => fs.existsSync(path.join(t.ctx.config.dataDir, 'media', key)),
};

/** The S3 store against s3rver (stopped after the file). */
export async function s3Media(): Promise<MediaProbe> {
  const { env, stored } = await startS3rver();
  return { env, exists: (_t, key) => fs.existsSync(stored(key)) };
}

export const keyOf = (url: string | null) => (url ?? '').replace('/media/', '');

/** Every media key the database still points at, for a game (players' cells). */
export async function gameKeys(t: TestApp, gameId: string): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('cells')
    .innerJoin('players', 'players.id', 'cells.player_id')
    .select(['cells.image_key', 'cells.thumb_key'])
    .where('players.game_id', '=', gameId)
    .execute();
  return rows.flatMap((r) => [r.image_key, r.thumb_key]).filter((k): k is string => k !== null);
}

/** Counts of a game's rows in every table that holds them. */
export async function gameRowCounts(t: TestApp, gameId: string) {
  const count = async (table: 'players' | 'rejoin_codes' | 'player_moves' | 'games', column: string) =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column as never, '=', gameId as never)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const cells = Number(
    (
      await t.ctx.db
        .selectFrom('cells')
        .innerJoin('players', 'players.id', 'cells.player_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('players.game_id', '=', gameId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    games: await count('games', 'id'),
    players: await count('players', 'game_id'),
    rejoinCodes: await count('rejoin_codes', 'game_id'),
    moves: await count('player_moves', 'game_id'),
    cells,
  };
}

export async function expectQueueEmpty(t: TestApp) {
  expect(await t.ctx.db.selectFrom('media_deletions').select('key').execute()).toEqual([]);
}
