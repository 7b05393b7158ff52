import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStartedGame, getBoard, PHOTO_CELLS_3X3, uploadPhoto } from '../play';
import { runRetention } from '../../src/services/retention/run-retention';
import { createSecondNode, createTestApp } from '../test-app';

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

  it('a removed player’s photo addresses answer 404 at once, on every node; Undo serves them again', async () => {
    const other = await createSecondNode(t);
    const servedBy = async (node: typeof t, url: string | null) =>
      (await node.request({ method: 'GET', url: url ?? '' })).statusCode;
    /** The status every node answers within two seconds (nodes share no memory, only the database). */
    const settlesTo = async (node: typeof t, url: string | null, status: number) => {
      const deadline = Date.now() + 2_000;
      let answer = await servedBy(node, url);
      while (answer !== status && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await servedBy(node, url);
      }
      return answer;
    };
    const game = await createStartedGame(t, {}, ['Pia', 'Ole']);
    const [pia, ole] = game.players;
    const piaCell = await uploadPhoto(t, game.code, pia.token, 0);
    const oleCell = await uploadPhoto(t, game.code, ole.token, 0);
    for (const node of [t, other]) {
      expect(await servedBy(node, piaCell.image)).toBe(200);
      expect(await servedBy(node, piaCell.thumb)).toBe(200);
    }

    const playerUrl = `/api/game/${game.code}/players/${pia.membership.player.id}`;
    expect((await t.request({ method: 'DELETE', url: playerUrl, token: game.token })).statusCode).toBe(204);
    // The node that removed them: at once.
    expect(await servedBy(t, piaCell.image)).toBe(404);
    expect(await servedBy(t, piaCell.thumb)).toBe(404);
    expect(await settlesTo(other, piaCell.image, 404)).toBe(404);
    expect(await settlesTo(other, piaCell.thumb, 404)).toBe(404);
    // Kept (for Undo), and the other player's photo is served as ever.
    expect(onDisk(piaCell.image)).toBe(true);
    expect(await servedBy(other, oleCell.image)).toBe(200);

    const undo = await t.request({ method: 'POST', url: `${playerUrl}/restore`, token: game.token });
    expect(undo.statusCode).toBe(200);
    expect(await servedBy(t, piaCell.image)).toBe(200);
    expect(await settlesTo(other, piaCell.thumb, 200)).toBe(200);
    expect((await getBoard(t, game.code, pia.token)).cells[0]?.image).toBe(piaCell.image);
  });

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

    // The game ends with a winner: the removed player's photos are deleted (database and files).
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
    // Deleted with the game's completion, through the deletion queue: nothing is left for the sweep.
    for (const cell of piaCells) {
      for (const url of [cell.image, cell.thumb]) {
        expect(await served(url)).toBe(404);
        expect(onDisk(url)).toBe(false);
      }
    }
    expect(await t.ctx.db.selectFrom('media_deletions').selectAll().execute()).toEqual([]);
    expect(await runRetention(t.ctx)).toEqual({ games: 0, removedPlayers: 0, files: 0, orphans: 0 });
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

  it('a BINGO! that completes the game (auto-confirm) deletes the removed players’ photos too', async () => {
    const game = await createStartedGame(t, { autoConfirmWinner: true }, ['Pia', 'Ole']);
    const [pia, ole] = game.players;
    const piaCell = await uploadPhoto(t, game.code, pia.token, 0);
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/game/${game.code}/players/${pia.membership.player.id}`,
      token: game.token,
    });
    expect(removal.statusCode).toBe(204);
    for (const idx of PHOTO_CELLS_3X3) await uploadPhoto(t, game.code, ole.token, idx);
    const bingo = await t.request({
      method: 'POST',
      url: `/api/game/${game.code}/bingo`,
      headers: { 'x-device-token': ole.token },
    });
    expect(bingo.statusCode).toBe(200);
    for (const url of [piaCell.image, piaCell.thumb]) {
      expect(await served(url)).toBe(404);
      expect(onDisk(url)).toBe(false);
    }
    expect(await t.ctx.db.selectFrom('media_deletions').selectAll().execute()).toEqual([]);
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
