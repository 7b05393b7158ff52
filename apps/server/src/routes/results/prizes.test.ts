import {
  type TBingoResponse,
  type TGame,
  type TProgress,
  type TPrizeAwarded,
  type TLeaderboard,
  type TResults,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { createTestApp } from '../../../test/test-app';

const LINE_THEN_FULL = {
  winMode: 'prizes',
  prizes: [
    { name: 'First line', condition: 'line' },
    { name: 'Full card', condition: 'full' },
  ],
};
const TOP_ROW = [0, 1, 2];
/** The top and bottom rows of a 3x3 card (the diagonals through the free centre come with them). */
const TWO_ROWS = [0, 1, 2, 6, 7, 8];

describe('win rules: two lines, prizes in order, auto and host-confirmed, ties by server time, frozen rules', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const bingo = (code: string, token: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/bingo`, headers: { 'x-device-token': token } });
  const award = (code: string, token: string, playerId: string, what: 'prize' | 'winner' = 'prize') =>
    t.request({ method: 'POST', url: `/api/game/${code}/${what}`, token, payload: { playerId } });
  const hostGame = async (code: string, token: string) =>
    (await t.request({ method: 'GET', url: `/api/game/${code}/host`, token })).json() as TGame;
  const progress = async (code: string, token: string) =>
    (await t.request({ method: 'GET', url: `/api/game/${code}/progress`, token })).json() as TProgress;
  const upload = async (code: string, token: string, cells: number[]) => {
    for (const idx of cells) await uploadPhoto(t, code, token, idx);
  };
  const results = async (code: string, token: string) =>
    (await t.request({ method: 'GET', url: `/api/game/${code}/results`, token })).json() as TResults;

  it('two lines: one line is not enough; two distinct lines win (first BINGO! wins, auto-confirm)', async () => {
    const { code, token, players } = await createStartedGame(
      t,
      { winCondition: 'two-lines', autoConfirmWinner: true },
      ['Ann'],
    );
    const [ann] = players;
    await upload(code, ann.token, TOP_ROW);
    const early = await bingo(code, ann.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Your card doesn't meet the win condition yet");
    expect((await hostGame(code, token)).status).toBe('ACTIVE');
    await upload(code, ann.token, [6, 7, 8]);
    expect((await bingo(code, ann.token)).statusCode).toBe(200);
    const game = await hostGame(code, token);
    expect(game.status).toBe('COMPLETED');
    expect(game.prizeAwards).toEqual([
      {
        place: 1,
        name: 'BINGO!',
        condition: 'two-lines',
        winner: { id: ann.membership.player.id, name: 'Ann' },
        awardedAt: game.completedAt,
      },
    ]);
  });

  it('host-confirmed prizes in order: first line, then full card; one prize per player; events and leaderboard', async () => {
    const { code, token, players } = await createStartedGame(t, LINE_THEN_FULL, ['Ann', 'Ben', 'Cy']);
    const [ann, ben, cy] = players;
    const [annId, benId, cyId] = players.map((p) => p.membership.player.id);
    const host = await listen({ gameCode: code, hostToken: token });
    const phone = await listen({ gameCode: code, deviceToken: cy.token });

    const setUp = await hostGame(code, token);
    expect(setUp.winMode).toBe('prizes');
    expect(setUp.winCondition).toBe('full');
    expect(setUp.prizeAwards?.map((p) => [p.place, p.name, p.condition, p.winner])).toEqual([
      [1, 'First line', 'line', null],
      [2, 'Full card', 'full', null],
    ]);

    // Nobody has a line: the host cannot award it; the winner route refuses while earlier prizes are open.
    expect((await award(code, token, annId)).json().message).toBe(
      "This player's card doesn't meet the win condition of First line yet",
    );
    expect((await award(code, token, annId, 'winner')).statusCode).toBe(409);

    await upload(code, ann.token, TOP_ROW);
    await upload(code, ben.token, TOP_ROW);
    // A line is a valid BINGO! for the first prize (no auto-confirm: the host decides).
    const claim = (await bingo(code, ben.token)).json() as TBingoResponse;
    expect(claim).toMatchObject({ accepted: true, first: false });
    expect((await hostGame(code, token)).prizeAwards?.[0]?.winner).toBeNull();

    const first = await award(code, token, annId);
    expect(first.statusCode).toBe(200);
    const firstBody = first.json() as TPrizeAwarded;
    expect(firstBody.prize).toMatchObject({
      place: 1,
      name: 'First line',
      winner: { id: annId, name: 'Ann' },
    });
    expect(firstBody.leaderboard).toBeNull();
    const event = await phone.waitFor('prize:awarded');
    expect(event.prize).toEqual(firstBody.prize);
    expect(event.prizes).toHaveLength(2);
    expect((await hostGame(code, token)).status).toBe('ACTIVE');

    // Ann fills her card, but she already won: the full card is for the others.
    await upload(code, ann.token, [3, 5, 6, 7, 8]);
    expect((await award(code, token, annId)).json().message).toBe('This player has already won a prize');
    const again = await bingo(code, ann.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already won a prize: First line');
    // Ben has only a line.
    expect((await award(code, token, benId)).json().message).toBe(
      "This player's card doesn't meet the win condition of Full card yet",
    );
    const unchanged = await hostGame(code, token);
    expect(unchanged.status).toBe('ACTIVE');
    expect(unchanged.prizeAwards?.[1]?.winner).toBeNull();

    await upload(code, ben.token, [3, 5, 6, 7, 8]);
    // The last prize may also go through the old winner route: the game completes.
    const last = await award(code, token, benId, 'winner');
    expect(last.statusCode).toBe(200);
    const leaderboard = last.json() as TLeaderboard;
    expect(leaderboard.winner).toEqual({ id: benId, name: 'Ben' });
    expect(leaderboard.entries.map((e) => [e.name, e.rank, e.prize ?? null, e.isWinner])).toEqual([
      ['Ben', 1, 'Full card', true],
      ['Ann', 2, 'First line', false],
      ['Cy', 3, null, false],
    ]);
    expect(leaderboard.prizes?.map((p) => p.winner?.name)).toEqual(['Ann', 'Ben']);
    const final = await host.waitFor('game:winner');
    expect(final).toEqual(leaderboard);
    expect((await host.waitFor('prize:awarded', 2)).prize.name).toBe('Full card');
    const after = await progress(code, token);
    expect(after.game.status).toBe('COMPLETED');
    expect(after.prizes?.map((p) => p.winner?.id)).toEqual([annId, benId]);
    expect(after.ranking.map((e) => e.id)).toEqual([benId, annId, cyId]);
    // Nothing more to award.
    expect((await award(code, token, cyId)).json().message).toBe('The winner has already been chosen');
    // The results page names both winners in the prizes' order (the first prize first), with their prizes.
    expect((await results(code, token)).winners).toEqual([
      { id: annId, name: 'Ann', place: 1, prize: 'First line' },
      { id: benId, name: 'Ben', place: 2, prize: 'Full card' },
    ]);
  });

  it('a prizes game the host ends before its last prize: the prizes won so far lead the results', async () => {
    const { code, token, players } = await createStartedGame(t, LINE_THEN_FULL, ['Ann', 'Ben']);
    const [ann, ben] = players;
    const [annId, benId] = players.map((p) => p.membership.player.id);
    await upload(code, ann.token, TOP_ROW);
    await upload(code, ben.token, [0, 3]);
    expect((await award(code, token, annId)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/end`, token })).statusCode).toBe(200);

    const ended = await results(code, token);
    expect(ended.game.phase).toBe('finished');
    expect(ended.winners).toEqual([{ id: annId, name: 'Ann', place: 1, prize: 'First line' }]);
    expect(ended.ranking.map((e) => [e.id, e.rank, e.prize ?? null])).toEqual([
      [annId, 1, 'First line'],
      [benId, 2, null],
    ]);
    // A player of the game reads the same.
    const asPlayer = await t.request({
      method: 'GET',
      url: `/api/game/${code}/results`,
      headers: { 'x-device-token': ben.token },
    });
    expect((asPlayer.json() as TResults).winners.map((w) => w.name)).toEqual(['Ann']);

    // Nobody reached the full card before the end: the last prize is the host's call (the closest card), and
    // it completes the game with the final leaderboard.
    expect((await award(code, token, annId)).json().message).toBe('This player has already won a prize');
    const last = await award(code, token, benId, 'winner');
    expect(last.statusCode).toBe(200);
    expect((last.json() as TLeaderboard).entries.map((e) => [e.name, e.prize ?? null])).toEqual([
      ['Ben', 'Full card'],
      ['Ann', 'First line'],
    ]);
    const completed = await results(code, token);
    expect(completed.game.status).toBe('COMPLETED');
    expect(completed.winners.map((w) => [w.name, w.place, w.prize])).toEqual([
      ['Ann', 1, 'First line'],
      ['Ben', 2, 'Full card'],
    ]);
  });

  it('after the end, a prize someone did reach still goes only to a card that reached it', async () => {
    const { code, token, players } = await createStartedGame(t, LINE_THEN_FULL, ['Ann', 'Ben']);
    const [ann] = players;
    const [annId, benId] = players.map((p) => p.membership.player.id);
    await upload(code, ann.token, TOP_ROW);
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/end`, token })).statusCode).toBe(200);
    expect((await award(code, token, benId)).json().message).toBe(
      "This player's card doesn't meet the win condition of First line yet",
    );
    expect((await award(code, token, annId)).statusCode).toBe(200);
  });

  it('auto-confirmed prizes: ties go to the earlier completion (server time), the last prize ends the game', async () => {
    const { code, players, token } = await createStartedGame(
      t,
      {
        ...LINE_THEN_FULL,
        prizes: [
          { name: 'First line', condition: 'line' },
          { name: 'Two lines', condition: 'two-lines' },
          { name: 'Full card', condition: 'full' },
        ],
        autoConfirmWinner: true,
      },
      ['Ann', 'Ben', 'Cy'],
    );
    const [ann, ben, cy] = players;
    const [annId, benId, cyId] = players.map((p) => p.membership.player.id);
    await upload(code, ann.token, TOP_ROW);
    await upload(code, ben.token, TOP_ROW);
    const annAt = await t.ctx.db
      .selectFrom('players')
      .select('line_at')
      .where('id', '=', annId)
      .executeTakeFirstOrThrow();
    const benAt = await t.ctx.db
      .selectFrom('players')
      .select('line_at')
      .where('id', '=', benId)
      .executeTakeFirstOrThrow();
    expect(annAt.line_at! < benAt.line_at!).toBe(true);

    // Ben calls first, but Ann's line was complete earlier: the first prize is hers.
    const benClaim = await bingo(code, ben.token);
    expect(benClaim.statusCode).toBe(200);
    expect((benClaim.json() as TBingoResponse).first).toBe(false);
    let game = await hostGame(code, token);
    expect(game.prizeAwards?.[0]?.winner?.id).toBe(annId);
    expect(game.status).toBe('ACTIVE');

    // Two lines: Cy and Ben both get there; Cy first.
    await upload(code, cy.token, TWO_ROWS);
    await upload(code, ben.token, [6, 7, 8]);
    expect((await bingo(code, ben.token)).statusCode).toBe(200);
    game = await hostGame(code, token);
    expect(game.prizeAwards?.[1]?.winner?.id).toBe(cyId);

    // The full card: Ben is the only one left who can win it.
    await upload(code, ben.token, [3, 5]);
    const full = await bingo(code, ben.token);
    expect(full.json()).toMatchObject({ accepted: true, first: true });
    game = await hostGame(code, token);
    expect(game.status).toBe('COMPLETED');
    expect(game.prizeAwards?.map((p) => p.winner?.id)).toEqual([annId, cyId, benId]);
    const { leaderboard } = await progress(code, token);
    expect(leaderboard?.winner.id).toBe(benId);
    expect(leaderboard?.entries.map((e) => [e.id, e.rank, e.prize])).toEqual([
      [benId, 1, 'Full card'],
      [cyId, 2, 'Two lines'],
      [annId, 3, 'First line'],
    ]);
  });

  it('a rejected photo takes the line away: its earlier completion no longer counts', async () => {
    const { code, token, players } = await createStartedGame(t, { ...LINE_THEN_FULL, photoReview: true }, [
      'Ann',
    ]);
    const [ann] = players;
    const annId = ann.membership.player.id;
    await upload(code, ann.token, TOP_ROW);
    const review = async (idx: number, decision: string) => {
      const queue = (await t.request({ method: 'GET', url: `/api/game/${code}/review`, token })).json() as {
        playerId: string;
        idx: number;
        image: string;
      }[];
      const seen = queue.find((p) => p.playerId === annId && p.idx === idx);
      return t.request({
        method: 'POST',
        url: `/api/game/${code}/cells/${annId}/${idx}/review`,
        token,
        payload: { decision, image: seen?.image },
      });
    };
    for (const idx of TOP_ROW) expect((await review(idx, 'approve')).statusCode).toBe(200);
    const line = await t.ctx.db
      .selectFrom('players')
      .select('line_at')
      .where('id', '=', annId)
      .executeTakeFirstOrThrow();
    expect(line.line_at).not.toBeNull();
    await upload(code, ann.token, [0]);
    expect((await review(0, 'reject')).statusCode).toBe(200);
    const cleared = await t.ctx.db
      .selectFrom('players')
      .select('line_at')
      .where('id', '=', annId)
      .executeTakeFirstOrThrow();
    expect(cleared.line_at).toBeNull();
    expect((await award(code, token, annId)).statusCode).toBe(409);
  });

  it('rules: bad prizes get a clear 400 and change nothing; once paid and started the rules are frozen (409)', async () => {
    const { code, token } = await createStartedGame(t, {}, ['Ann']);
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/game/${code}`, token, payload });

    // A draft game to edit.
    const draft = await t.request({ method: 'POST', url: '/api/game', token, payload: { boardSize: 4 } });
    const draftCode = (draft.json() as TGame).gameCode;
    const edit = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/game/${draftCode}`, token, payload });
    const switched = (await edit({ winMode: 'prizes' })).json() as TGame;
    // Switching to prizes gives the default two.
    expect(switched.prizes).toEqual([
      { name: 'First line', condition: 'line' },
      { name: 'Full card', condition: 'full' },
    ]);
    const saved = await edit({
      prizes: [
        { name: '  Quick   line ', condition: 'line' },
        { name: 'Two lines', condition: 'two-lines' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as TGame).prizes?.[0]?.name).toBe('Quick line');
    expect((saved.json() as TGame).winCondition).toBe('two-lines');

    const bad: [object, string][] = [
      [{ prizes: [] }, 'Add at least one prize'],
      [
        {
          prizes: [
            { name: 'Full', condition: 'full' },
            { name: 'Line', condition: 'line' },
          ],
        },
        'Prizes go from the easiest win to the hardest: a line, then two lines, then a full card',
      ],
      [
        { prizes: Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, condition: 'full' })) },
        'A game can have at most 5 prizes',
      ],
      [{ prizes: [{ name: 'x'.repeat(41), condition: 'line' }] }, 'Prize name must be at most 40 characters'],
      [
        { prizes: [{ name: 'Corners', condition: 'corners' }] },
        'Win condition must be full, line or two-lines',
      ],
      [{ winCondition: 'diagonal' }, ''],
      [{ winMode: 'everyone' }, "Winning must be 'first' or 'prizes'"],
    ];
    for (const [payload, message] of bad) {
      const res = await edit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toContain(message);
    }
    const after = await hostGame(draftCode, token);
    expect(after.prizes).toEqual((saved.json() as TGame).prizes);
    expect(after.winMode).toBe('prizes');

    // The started game: every rule is frozen.
    for (const payload of [
      { winMode: 'prizes' },
      { prizes: LINE_THEN_FULL.prizes },
      { winCondition: 'line' },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'The board and rules can no longer be changed once the game is paid for',
      );
    }
    const started = await hostGame(code, token);
    expect(started.winMode).toBe('first');
    expect(started.winCondition).toBe('full');
  });
});
