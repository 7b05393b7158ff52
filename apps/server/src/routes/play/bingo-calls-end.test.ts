import { BINGO_CALL_GAME_CANCELLED, type TOpenBingoCalls } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import {
  callBingo,
  chooseWinner,
  fillCells,
  myBingoCall,
  openBingoCalls,
  TOP_ROW,
} from '../../../test/factories';
import { createStartedGame } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { createTestApp } from '../../../test/test-app';

/**
 * A BINGO! call never waits for an answer that cannot come: cancelling the game closes every open call with a
 * reason and tells the calling card's phones; a game that ends with its winner answers every call still open.
 */
describe('BINGO! calls when the game ends or is cancelled', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const openCalls = async (code: string, token: string) =>
    (await openBingoCalls(t, code, token)).json<TOpenBingoCalls>().calls;
  const storedCalls = (code: string) =>
    t.ctx.db
      .selectFrom('bingo_calls')
      .innerJoin('games', 'games.id', 'bingo_calls.game_id')
      .where('games.code', '=', code)
      .select([
        'bingo_calls.status',
        'bingo_calls.reason',
        'bingo_calls.decided_at',
        'bingo_calls.decided_by',
      ])
      .execute();

  it('cancelling the game closes the open calls with a reason, and each caller hears it', async () => {
    const { code, token, players } = await createStartedGame(t, { winCondition: 'line' }, ['Maya', 'Vic']);
    const [maya, vic] = players;
    const mayaId = maya.membership.player.id;
    for (const player of [maya, vic]) {
      await fillCells(t, code, player.token, TOP_ROW);
      expect((await callBingo(t, code, player.token)).statusCode).toBe(200);
    }
    expect(await openCalls(code, token)).toHaveLength(2);
    const phone = await listen({ gameCode: code, deviceToken: maya.token });

    const cancelled = await t.request({ method: 'POST', url: `/api/game/${code}/cancel`, token });
    expect(cancelled.statusCode).toBe(200);

    expect(await phone.waitFor('bingo:answered')).toMatchObject({
      playerId: mayaId,
      status: 'closed',
      reason: BINGO_CALL_GAME_CANCELLED,
    });
    for (const player of [maya, vic]) {
      const call = await myBingoCall(t, code, player.token);
      expect(call).toMatchObject({ status: 'closed', reason: BINGO_CALL_GAME_CANCELLED });
      expect(call?.decidedAt).toEqual(expect.any(String));
    }
    const stored = await storedCalls(code);
    expect(stored.map((c) => [c.status, c.reason, c.decided_by])).toEqual([
      ['closed', BINGO_CALL_GAME_CANCELLED, null],
      ['closed', BINGO_CALL_GAME_CANCELLED, null],
    ]);
    // Cancelling again is refused and changes nothing.
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/cancel`, token })).statusCode).toBe(
      409,
    );
    expect(await storedCalls(code)).toEqual(stored);
  });

  it('the host ending play leaves the calls to answer; the winner chosen then answers every one', async () => {
    const { code, token, players } = await createStartedGame(t, { winCondition: 'line' }, ['Ann', 'Ben']);
    const [ann, ben] = players;
    const annId = ann.membership.player.id;
    for (const player of [ann, ben]) {
      await fillCells(t, code, player.token, TOP_ROW);
      expect((await callBingo(t, code, player.token)).statusCode).toBe(200);
    }
    const benPhone = await listen({ gameCode: code, deviceToken: ben.token });
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/end`, token })).statusCode).toBe(200);
    // Play stopped after both cards met the rule: their calls still wait for the host, who still sees them.
    expect((await openCalls(code, token)).map((c) => c.playerName)).toEqual(['Ann', 'Ben']);
    expect(await myBingoCall(t, code, ben.token)).toMatchObject({ status: 'open' });

    expect((await chooseWinner(t, code, token, annId)).statusCode).toBe(200);
    expect(await benPhone.waitFor('bingo:answered')).toMatchObject({ status: 'overtaken' });
    expect((await storedCalls(code)).map((c) => c.status).sort()).toEqual(['awarded', 'overtaken']);
    expect(await openCalls(code, token)).toEqual([]);
  });
});
