import { ErrorCode, type TBingoCall, type TOpenBingoCalls, type TPendingPhoto } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import {
  callBingo,
  chooseWinner,
  fillCells,
  myBingoCall,
  openBingoCalls,
  refuseBingoCall,
  staffOf,
  TOP_ROW,
} from '../../../test/factories';
import { createStartedGame } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { apiOf, createTestApp } from '../../../test/test-app';

const LINE_THEN_LINES = {
  winMode: 'prizes',
  prizes: [
    { name: 'Bottle of bubbly', condition: 'line' },
    { name: 'Golden selfie stick', condition: 'two-lines' },
  ],
};

/**
 * A BINGO! call is a record: it stays open for the owner and co-hosts (across reloads) with its line's photos,
 * is flagged when its line changes, and the caller always reads the answer (award, refusal with a reason, or
 * another card's award first).
 */
describe('BINGO! calls: kept open, flagged, always answered', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const api = apiOf(t);
  /** Uploads these cells and approves them as the review queue shows them. */
  const fill = async (code: string, token: string, deviceToken: string, playerId: string, idxs: number[]) => {
    await fillCells(t, code, deviceToken, idxs);
    const waiting = (await api.pendingPhotos(token, code)).filter((p) => p.playerId === playerId);
    for (const photo of waiting) expect((await api.review(token, code, photo, 'approve')).status).toBe(200);
  };

  it('stays open for the owner and co-hosts with its line, is flagged when the line loses a photo, and the refusal reaches the caller', async () => {
    const { code, token, players } = await createStartedGame(t, { winCondition: 'line', photoReview: true }, [
      'Maya',
      'Vic',
    ]);
    const [maya] = players;
    const mayaId = maya.membership.player.id;
    const coHost = await staffOf(t, code, token, 'cohost');
    const moderator = await staffOf(t, code, token, 'moderator');
    await fill(code, token, maya.token, mayaId, TOP_ROW);
    const phone = await listen({ gameCode: code, deviceToken: maya.token });
    const staff = await listen({ gameCode: code, hostToken: coHost });

    expect(await myBingoCall(t, code, maya.token)).toBeNull();
    expect((await callBingo(t, code, maya.token)).statusCode).toBe(200);
    expect(await staff.waitFor('bingo:called')).toMatchObject({
      playerId: mayaId,
      callerId: mayaId,
      callerName: 'Maya',
    });

    // Read again (a reload, another screen): the call is still open, with its line's three photos.
    for (const reader of [token, coHost]) {
      const res = await openBingoCalls(t, code, reader);
      expect(res.statusCode).toBe(200);
      const [call, ...more] = res.json<TOpenBingoCalls>().calls;
      expect(more).toEqual([]);
      expect(call).toMatchObject({
        playerId: mayaId,
        playerName: 'Maya',
        callerName: 'Maya',
        condition: 'line',
        prizeName: null,
        status: 'open',
        first: true,
        lineIntact: true,
        pendingPhotos: 0,
      });
      expect(call?.line.map((cell) => [cell.idx, cell.isMarked, cell.image !== null])).toEqual([
        [0, true, true],
        [1, true, true],
        [2, true, true],
      ]);
    }
    expect((await openBingoCalls(t, code, moderator)).json()).toMatchObject({
      code: ErrorCode.ROLE_NOT_ALLOWED,
    });
    const call = (await myBingoCall(t, code, maya.token)) as TBingoCall;
    expect(call).toMatchObject({ status: 'open', reason: null, callerName: 'Maya' });

    // A photo of the line is rejected after the call: the call says so at once.
    const [first] = (await openBingoCalls(t, code, token)).json<TOpenBingoCalls>().calls;
    const photo = first?.line[0];
    if (!photo?.image) throw new Error('the line has no photo');
    const seen: Pick<TPendingPhoto, 'playerId' | 'idx' | 'image'> = {
      playerId: mayaId,
      idx: photo.idx,
      image: photo.image,
    };
    expect((await api.review(token, code, seen, 'reject', 'Blurry')).status).toBe(200);
    const flagged = (await openBingoCalls(t, code, coHost)).json<TOpenBingoCalls>().calls[0];
    expect(flagged).toMatchObject({ id: call.id, lineIntact: false });
    expect(flagged?.line[0]).toMatchObject({ idx: 0, isMarked: false, image: null });

    // Refusals need a reason, a call of this game, and a role that runs the game.
    expect((await refuseBingoCall(t, code, token, call.id, { reason: ' ' })).statusCode).toBe(400);
    expect((await refuseBingoCall(t, code, token, 'no-such-call', { reason: 'x' })).json()).toMatchObject({
      code: ErrorCode.BINGO_CALL_NOT_FOUND,
    });
    expect((await refuseBingoCall(t, code, moderator, call.id, { reason: 'x' })).statusCode).toBe(403);

    const refused = await refuseBingoCall(t, code, coHost, call.id, {
      reason: 'The cake photo was rejected',
    });
    expect(refused.statusCode).toBe(200);
    const verdict = {
      id: call.id,
      status: 'refused',
      reason: 'The cake photo was rejected',
      decidedAt: expect.any(String),
    };
    expect(refused.json()).toMatchObject(verdict);
    expect(await phone.waitFor('bingo:answered')).toMatchObject(verdict);
    expect(await staff.waitFor('bingo:answered')).toMatchObject(verdict);
    // The caller reads the verdict after a reload; the control room has nothing open; a second answer is refused.
    expect(await myBingoCall(t, code, maya.token)).toMatchObject(verdict);
    expect((await openBingoCalls(t, code, token)).json<TOpenBingoCalls>().calls).toEqual([]);
    expect((await refuseBingoCall(t, code, token, call.id, { reason: 'again' })).json()).toMatchObject({
      code: ErrorCode.BINGO_CALL_ANSWERED,
    });
  });

  it('a card calling again while open keeps one call; the award answers the winner and overtakes the others', async () => {
    const { code, token, players } = await createStartedGame(t, { winCondition: 'line' }, ['Ann', 'Ben']);
    const [ann, ben] = players;
    const [annId, benId] = players.map((p) => p.membership.player.id);
    await fillCells(t, code, ann.token, TOP_ROW);
    await fillCells(t, code, ben.token, TOP_ROW);
    const benPhone = await listen({ gameCode: code, deviceToken: ben.token });
    expect((await callBingo(t, code, ann.token)).statusCode).toBe(200);
    expect((await callBingo(t, code, ann.token)).statusCode).toBe(200);
    expect((await callBingo(t, code, ben.token)).statusCode).toBe(200);
    const calls = (await openBingoCalls(t, code, token)).json<TOpenBingoCalls>().calls;
    expect(calls.map((c) => [c.playerName, c.first])).toEqual([
      ['Ann', true],
      ['Ben', false],
    ]);

    expect((await chooseWinner(t, code, token, annId)).statusCode).toBe(200);
    expect(await myBingoCall(t, code, ann.token)).toMatchObject({ playerId: annId, status: 'awarded' });
    expect(await myBingoCall(t, code, ben.token)).toMatchObject({ playerId: benId, status: 'overtaken' });
    expect(await benPhone.waitFor('bingo:answered')).toMatchObject({ playerId: benId, status: 'overtaken' });
    expect((await openBingoCalls(t, code, token)).json<TOpenBingoCalls>().calls).toEqual([]);
  });

  it('prizes: a call names its prize; awarding it answers the calls for that prize, the next prize is called anew', async () => {
    const { code, token, players } = await createStartedGame(t, LINE_THEN_LINES, ['Alex', 'Bo']);
    const [alex, bo] = players;
    const [alexId, boId] = players.map((p) => p.membership.player.id);
    await fillCells(t, code, alex.token, TOP_ROW);
    await fillCells(t, code, bo.token, TOP_ROW);
    expect((await callBingo(t, code, alex.token)).statusCode).toBe(200);
    expect((await callBingo(t, code, bo.token)).statusCode).toBe(200);
    expect(
      (await openBingoCalls(t, code, token)).json<TOpenBingoCalls>().calls.map((c) => c.prizeName),
    ).toEqual(['Bottle of bubbly', 'Bottle of bubbly']);
    const award = (playerId: string) =>
      t.request({ method: 'POST', url: `/api/game/${code}/prize`, token, payload: { playerId } });
    expect((await award(alexId)).statusCode).toBe(200);
    expect(await myBingoCall(t, code, alex.token)).toMatchObject({
      status: 'awarded',
      prizeName: 'Bottle of bubbly',
    });
    expect(await myBingoCall(t, code, bo.token)).toMatchObject({
      status: 'overtaken',
      prizeName: 'Bottle of bubbly',
    });

    // Bo's bottom row makes two lines: a new call, for the next prize.
    await fillCells(t, code, bo.token, [6, 7, 8]);
    expect((await callBingo(t, code, bo.token)).statusCode).toBe(200);
    const [next] = (await openBingoCalls(t, code, token)).json<TOpenBingoCalls>().calls;
    expect(next).toMatchObject({ playerId: boId, prizeName: 'Golden selfie stick', condition: 'two-lines' });
    expect(next?.line.length).toBeGreaterThanOrEqual(5);
  });

  it("a team member's call is their team's: every member's phone hears who called and the verdict", async () => {
    const { code, token, teams } = await api.paidTeamGame(['Owls', 'Foxes'], { winCondition: 'line' });
    const owls = teams[0]?.id;
    const vic = await api.joinTeam(code, 'Vic', owls);
    const mo = await api.joinTeam(code, 'Mo', owls);
    await api.joinTeam(code, 'Fay', teams[1]?.id);
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/start`, token })).statusCode).toBe(200);
    await fillCells(t, code, vic.token, TOP_ROW);
    const teammate = await listen({ gameCode: code, deviceToken: mo.token });
    expect((await callBingo(t, code, vic.token)).statusCode).toBe(200);
    const called = await teammate.waitFor('bingo:called');
    expect(called).toMatchObject({ callerId: vic.id, callerName: 'Vic', playerName: 'Owls' });
    const call = (await myBingoCall(t, code, mo.token)) as TBingoCall;
    expect(call).toMatchObject({ callerName: 'Vic', playerName: 'Owls', status: 'open' });
    expect((await refuseBingoCall(t, code, token, call.id, { reason: 'Not a real owl' })).statusCode).toBe(
      200,
    );
    expect(await teammate.waitFor('bingo:answered')).toMatchObject({ reason: 'Not a real owl' });
  });
});
