import type {
  TBingoCall,
  TCell,
  TGame,
  TGameSummary,
  TMyBingoCall,
  TPrizeAwarded,
  TPrizeLineDecision,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { apiOf, createTestApp } from '../../../test/test-app';

/** A line, then two lines, then a full card: the first two are awarded while the game runs. */
const THREE_PRIZES = {
  winMode: 'prizes',
  prizes: [
    { name: 'First line', condition: 'line' },
    { name: 'Two lines', condition: 'two-lines' },
    { name: 'Full card', condition: 'full' },
  ],
};
const TOP_ROW = [0, 1, 2];
const BOTTOM_ROW = [6, 7, 8];

/**
 * A prize awarded while the game runs whose winner's card later stops meeting its condition (a photo of the line
 * rejected, hidden, removed or replaced): the award is flagged for the staff, clears by itself when the card meets
 * the condition again, and the owner or a co-host keeps it or withdraws it (the prize is then the next to award).
 */
describe('a prize whose winning line was broken', async () => {
  const t = await createTestApp();
  const api = apiOf(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);

  const bodyOf = <T = unknown>(answer: { text: string }) => JSON.parse(answer.text) as T;
  const hostGame = (code: string, token: string) => api.getHostGame(token, code);
  const decide = (code: string, token: string, place: number, verb: 'keep' | 'withdraw', playerId: string) =>
    api.raw('POST', `/api/game/${code}/prizes/${place}/${verb}`, { token, json: { playerId } });
  const bingo = (code: string, deviceToken: string) =>
    api.raw('POST', `/api/game/${code}/bingo`, { deviceToken });
  const award = (code: string, token: string, playerId: string) =>
    api.call<TPrizeAwarded>('POST', `/api/game/${code}/prize`, { token, json: { playerId }, status: 200 });
  const approved = async (code: string, token: string, deviceToken: string, cells: number[]) => {
    const photos: TCell[] = [];
    for (const idx of cells) photos.push(await uploadPhoto(t, code, deviceToken, idx));
    const pending = await api.pendingPhotos(token, code);
    await api.approvePhotos(token, code, pending);
    return photos;
  };

  /** Ann's line is approved, she calls BINGO! and the host awards her the first prize. */
  async function firstPrizeWon() {
    const game = await createStartedGame(t, { ...THREE_PRIZES, photoReview: true }, ['Ann', 'Ben']);
    const [ann, ben] = game.players;
    const annId = ann.membership.player.id;
    const photos = await approved(game.code, game.token, ann.token, TOP_ROW);
    expect((await bingo(game.code, ann.token)).status).toBe(200);
    await award(game.code, game.token, annId);
    return { ...game, ann, ben, annId, benId: ben.membership.player.id, photos };
  }

  it('a rejected photo flags the award for the staff only; undoing the rejection clears it', async () => {
    const { code, token, ann, annId, photos } = await firstPrizeWon();
    const host = await listen({ gameCode: code, hostToken: token });
    const phone = await listen({ gameCode: code, deviceToken: ann.token });
    const label = (await api.getBoard(code, ann.token)).cells[1]?.value;

    const photo = { playerId: annId, idx: 1, image: photos[1]?.image ?? '' };
    expect((await api.review(token, code, photo, 'reject', 'Blurry')).status).toBe(200);
    const flagged = (await hostGame(code, token)).prizeAwards?.[0];
    expect(flagged).toMatchObject({
      winner: { id: annId, name: 'Ann' },
      lineLost: { idx: 1, label, cause: 'rejected' },
    });
    const event = await host.waitFor('prize:line');
    expect(event.prize).toEqual(flagged);
    // Players and the public summary never see the flag.
    const summary = bodyOf<TGameSummary>(await api.raw('GET', `/api/game/${code}`));
    expect(summary.prizeAwards?.[0]).not.toHaveProperty('lineLost');
    expect(summary.prizeAwards?.[0]?.winner?.id).toBe(annId);

    const undo = await api.raw('POST', `/api/game/${code}/cells/${annId}/1/review/undo`, {
      token,
      json: { image: photo.image },
    });
    expect(undo.status).toBe(200);
    expect((await hostGame(code, token)).prizeAwards?.[0]).not.toHaveProperty('lineLost');
    const cleared = await host.waitFor('prize:line', 2);
    expect(cleared.prize).not.toHaveProperty('lineLost');
    expect(phone.names()).not.toContain('prize:line');
  });

  it('"Keep the prize": the flag goes and the same cell never asks again; another cell does', async () => {
    const { code, token, ann, annId, photos } = await firstPrizeWon();
    await api.review(token, code, { playerId: annId, idx: 1, image: photos[1]?.image ?? '' }, 'reject');
    // Only a flagged award can be kept, by its winner's id, at a place the game has.
    expect(bodyOf(await decide(code, token, 4, 'keep', annId))).toMatchObject({ code: 'PRIZE_NOT_FOUND' });
    expect(bodyOf(await decide(code, token, 1, 'keep', 'someone-else'))).toMatchObject({
      code: 'PRIZE_NOT_AWARDED',
    });
    const kept = await decide(code, token, 1, 'keep', annId);
    expect(kept.status).toBe(200);
    const body = bodyOf<TPrizeLineDecision>(kept);
    expect(body.prize).toMatchObject({ place: 1, winner: { id: annId } });
    expect(body.prize).not.toHaveProperty('lineLost');
    expect(bodyOf(await decide(code, token, 1, 'keep', annId))).toMatchObject({ code: 'PRIZE_LINE_INTACT' });
    const stored = await t.ctx.db
      .selectFrom('games')
      .select('prize_awards')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.prize_awards)).toMatchObject([{ keptCells: [1], keptBy: expect.any(String) }]);

    // A new photo in the kept cell brings the line back; rejecting that one again asks nothing.
    const [again] = await approved(code, token, ann.token, [1]);
    await api.review(token, code, { playerId: annId, idx: 1, image: again?.image ?? '' }, 'reject');
    expect((await hostGame(code, token)).prizeAwards?.[0]).not.toHaveProperty('lineLost');
    // Back again, then a different cell of the line: asked again.
    await approved(code, token, ann.token, [1]);
    await api.review(token, code, { playerId: annId, idx: 2, image: photos[2]?.image ?? '' }, 'reject');
    expect((await hostGame(code, token)).prizeAwards?.[0]?.lineLost).toMatchObject({ idx: 2 });
  });

  it('"Withdraw the prize": it is open again and the next to award, before a later prize already won', async () => {
    const { code, token, ann, ben, annId, benId, photos } = await firstPrizeWon();
    // Ben wins the second prize (two lines) meanwhile.
    await approved(code, token, ben.token, [...TOP_ROW, ...BOTTOM_ROW]);
    expect((await bingo(code, ben.token)).status).toBe(200);
    expect((await award(code, token, benId)).prize.name).toBe('Two lines');

    const phone = await listen({ gameCode: code, deviceToken: ann.token });
    const other = await listen({ gameCode: code, deviceToken: ben.token });
    await api.review(token, code, { playerId: annId, idx: 0, image: photos[0]?.image ?? '' }, 'reject');
    const withdrawn = await decide(code, token, 1, 'withdraw', annId);
    expect(withdrawn.status).toBe(200);
    expect(bodyOf<TPrizeLineDecision>(withdrawn).prize).toMatchObject({ place: 1, winner: null });
    const game: TGame = await hostGame(code, token);
    expect(game.status).toBe('ACTIVE');
    expect(game.prizeAwards?.map((p) => p.winner?.name ?? null)).toEqual([null, 'Ben', null]);
    // The winner's phone hears it (and their awarded call reads withdrawn); every phone gets the new list.
    const told = await phone.waitFor('prize:withdrawn');
    expect(told).toMatchObject({ playerId: annId, playerName: 'Ann', prize: { place: 1, winner: null } });
    expect((await other.waitFor('prize:withdrawn')).prizes.map((p) => p.winner?.name ?? null)).toEqual([
      null,
      'Ben',
      null,
    ]);
    const call = await phone.waitFor('bingo:answered', 1, 5000, (c: TBingoCall) => c.status === 'withdrawn');
    expect(call).toMatchObject({ playerId: annId, prizeName: 'First line' });
    const mine = await api.call<TMyBingoCall>('GET', `/api/game/${code}/bingo`, { deviceToken: ann.token });
    expect(mine.call?.status).toBe('withdrawn');
    expect(bodyOf(await decide(code, token, 1, 'withdraw', annId))).toMatchObject({
      code: 'PRIZE_NOT_AWARDED',
    });

    // Ann may call again once her line is back: the first prize is the one awarded, not the full card.
    await approved(code, token, ann.token, [0]);
    expect((await bingo(code, ann.token)).status).toBe(200);
    const again = await award(code, token, annId);
    expect(again.prize).toMatchObject({ place: 1, name: 'First line', winner: { id: annId } });
    expect(again.leaderboard).toBeNull();
    const announced = await phone.waitFor('prize:awarded', 1, 5000, (p) => p.prize.winner?.id === annId);
    expect(announced.prize.name).toBe('First line');
  });

  it('the player taking a photo out of their own winning line flags it too', async () => {
    const game = await createStartedGame(t, THREE_PRIZES, ['Cy']);
    const [cy] = game.players;
    const cyId = cy.membership.player.id;
    for (const idx of TOP_ROW) await uploadPhoto(t, game.code, cy.token, idx);
    expect((await bingo(game.code, cy.token)).status).toBe(200);
    await award(game.code, game.token, cyId);
    const removed = await api.raw('DELETE', `/api/game/${game.code}/board/cells/2/image`, {
      deviceToken: cy.token,
    });
    expect(removed.status).toBe(200);
    expect((await hostGame(game.code, game.token)).prizeAwards?.[0]?.lineLost).toMatchObject({
      idx: 2,
      cause: 'changed',
    });
    // A new photo there: the card meets the condition again and the flag clears by itself.
    await uploadPhoto(t, game.code, cy.token, 2);
    expect((await hostGame(game.code, game.token)).prizeAwards?.[0]).not.toHaveProperty('lineLost');
  });
});
