import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStartedGame, getBoard, uploadPhoto } from '../play';
import { runRetention } from '../../src/services/retention/run-retention';
import { createTestApp } from '../test-app';

/**
 * Photos belong to the game they were taken for: a removed player's photos (once the game is settled) and a
 * cancelled game's photos are deleted (database and files), and no photo is ever cached by a shared cache (CDN, proxy) that would keep
 * serving it after that.
 */
describe('photos of removed players and cancelled games', async () => {
  const t = await createTestApp({ RETENTION_SWEEP_MINUTES: '0' });
  const mediaDir = path.join(t.ctx.config.dataDir, 'media');
  const keyOf = (url: string | null) => (url ?? '').replace('/media/', '');
  const served = async (url: string | null) =>
    (await t.request({ method: 'GET', url: url ?? '' })).statusCode;
  const onDisk = (url: string | null) => fs.existsSync(path.join(mediaDir, keyOf(url)));

  it('hides a removed player’s photos at once and deletes them when the game is settled; others keep theirs', async () => {
    const game = await createStartedGame(t, {}, ['Pia', 'Ole']);
    const [pia, ole] = game.players;
    const piaCells = [
      await uploadPhoto(t, game.code, pia.token, 0),
      await uploadPhoto(t, game.code, pia.token, 1),
    ];
    const oleCell = await uploadPhoto(t, game.code, ole.token, 0);
    for (const cell of piaCells) {
      expect(await served(cell.image)).toBe(200);
      expect(onDisk(cell.thumb)).toBe(true);
    }

    const res = await t.request({
      method: 'DELETE',
      url: `/api/game/${game.code}/players/${pia.membership.player.id}`,
      token: game.token,
    });
    expect(res.statusCode).toBe(204);

    // Shown nowhere while the game runs (kept only so the host can undo the removal).
    const gallery = await t.request({
      method: 'GET',
      url: `/api/game/${game.code}/gallery`,
      token: game.token,
    });
    for (const cell of piaCells) expect(gallery.body).not.toContain(keyOf(cell.image));
    expect(gallery.body).toContain(keyOf(oleCell.image));

    // The game ends with a winner; the sweep deletes the removed player's photos (database and files).
    expect(
      (await t.request({ method: 'POST', url: `/api/game/${game.code}/end`, token: game.token })).statusCode,
    ).toBe(200);
    const winner = await t.request({
      method: 'POST',
      url: `/api/game/${game.code}/winner`,
      token: game.token,
      payload: { playerId: ole.membership.player.id },
    });
    expect(winner.statusCode).toBe(200);
    expect(await runRetention(t.ctx)).toEqual({ games: 0, removedPlayers: 1, files: 4 });

    for (const cell of piaCells) {
      for (const url of [cell.image, cell.thumb]) {
        expect(await served(url)).toBe(404);
        expect(onDisk(url)).toBe(false);
      }
    }
    const cells = await t.ctx.db
      .selectFrom('cells')
      .select(['idx', 'image_key', 'thumb_key', 'is_marked'])
      .where('player_id', '=', pia.membership.player.id)
      .where('idx', 'in', [0, 1])
      .orderBy('idx')
      .execute();
    expect(cells).toEqual([0, 1].map((idx) => ({ idx, image_key: null, thumb_key: null, is_marked: 0 })));
    // The other player keeps theirs.
    expect(await served(oleCell.image)).toBe(200);
    expect((await getBoard(t, game.code, ole.token)).cells[0]?.image).toBe(oleCell.image);
  });

  it('deletes every photo of a cancelled game', async () => {
    const game = await createStartedGame(t, {}, ['Pia', 'Ole']);
    const cells = [
      await uploadPhoto(t, game.code, game.players[0].token, 2),
      await uploadPhoto(t, game.code, game.players[1].token, 3),
    ];
    const other = await createStartedGame(t);
    const otherCell = await uploadPhoto(t, other.code, other.players[0].token, 0);

    const res = await t.request({ method: 'POST', url: `/api/game/${game.code}/cancel`, token: game.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string }>().status).toBe('CANCELLED');

    for (const cell of cells) {
      for (const url of [cell.image, cell.thumb]) {
        expect(await served(url)).toBe(404);
        expect(onDisk(url)).toBe(false);
      }
    }
    const left = await t.ctx.db
      .selectFrom('cells')
      .innerJoin('players', 'players.id', 'cells.player_id')
      .select('cells.image_key')
      .where('players.game_id', '=', game.game.uid)
      .where('cells.image_key', 'is not', null)
      .execute();
    expect(left).toEqual([]);
    expect(await served(otherCell.image)).toBe(200);
  });

  it('serves photos with private caching only', async () => {
    const game = await createStartedGame(t);
    const cell = await uploadPhoto(t, game.code, game.players[0].token, 0);
    const res = await t.request({ method: 'GET', url: cell.image ?? '' });
    expect(res.headers['cache-control']).toBe('private, max-age=604800, immutable');
  });
});
