import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, expect } from 'vitest';
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

/** A real S3 API (s3rver) in this process, with a bucket `media`; stopped after the file. */
export async function s3Media(): Promise<MediaProbe> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-s3rver-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await s3.run();
  afterAll(async () => {
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    exists: (_t, key) => fs.existsSync(path.join(directory, 'media', `${key}._S3rver_object`)),
  };
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
