import { afterEach, describe, expect, it } from 'vitest';
import { callBingo, chooseWinner, fillCells, TOP_ROW } from '../../../../test/factories';
import { createStartedGame } from '../../../../test/play';
import { connected, openSocket, recordEvents, type ClientSocket } from '../../../../test/players';
import { apiOf, createTestApp } from '../../../../test/test-app';
import { findGameById } from '../../../db/repositories/games.repo';
import { GAME_TRANSITIONS, type TGameTransition, type TLifecycleEvent } from '../transitions';

const LIFECYCLE_EVENTS = new Set<string>(['game:updated', 'bingo:answered', 'prize:awarded', 'game:winner']);
const ONE_PRIZE = {
  winMode: 'prizes',
  winCondition: 'line',
  prizes: [{ name: 'Bubbly', condition: 'line' }],
};

/** Every move, made through the API (or the game's timer), tells the host's screen what its table entry lists. */
describe('the events each move publishes, as the host screen receives them', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const api = apiOf(t);
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });

  /** The host's screen on the game, and the lifecycle events it receives from now on. */
  const watch = async (code: string, token: string) => {
    const socket = openSocket(address, { gameCode: code, hostToken: token });
    sockets.push(socket);
    const rec = recordEvents(socket);
    await connected(socket);
    await rec.waitFor('lobby:snapshot');
    const from = rec.events.length;
    /**
     * Waits for the move's last event (its first since watching began, whether it came before this call or
     * after), then answers the lifecycle events received since watching began.
     */
    return async (last: TLifecycleEvent) => {
      await rec.waitFor(last, rec.events.slice(0, from).filter((e) => e.event === last).length + 1);
      return rec
        .names()
        .slice(from)
        .filter((name) => LIFECYCLE_EVENTS.has(name));
    };
  };
  const expectPublished = (move: TGameTransition, received: string[]) =>
    expect(received, move).toEqual(GAME_TRANSITIONS[move].publishes);

  it('start, pause, resume and end', async () => {
    const { code, token } = await api.paidGame();
    await api.joinAs(code, 'Pia');
    for (const move of ['start', 'pause', 'resume', 'end'] as const) {
      const received = await watch(code, token);
      await t.request({ method: 'POST', url: `/api/game/${code}/${move}`, token });
      expectPublished(move, await received('game:updated'));
    }
  });

  it('time-up', async () => {
    const { code, token, game: started } = await createStartedGame(t);
    const received = await watch(code, token);
    await t.ctx.db
      .updateTable('games')
      .set({ ends_at: new Date(Date.now() + 100).toISOString() })
      .where('code', '=', code)
      .execute();
    const game = await findGameById(t.ctx.db, started.uid);
    if (!game) throw new Error('game missing');
    t.ctx.timers.schedule(game);
    expectPublished('time-up', await received('game:updated'));
  });

  it('complete: the host awards the last prize while a BINGO! call is open', async () => {
    const { code, token, players } = await createStartedGame(t, ONE_PRIZE);
    const [pia] = players;
    await fillCells(t, code, pia.token, TOP_ROW);
    expect((await callBingo(t, code, pia.token)).statusCode).toBe(200);
    const received = await watch(code, token);
    expect((await chooseWinner(t, code, token, pia.membership.player.id)).statusCode).toBe(200);
    expectPublished('complete', await received('game:winner'));
  });

  it('auto-confirm: the first valid BINGO! wins the last prize', async () => {
    const { code, token, players } = await createStartedGame(t, { ...ONE_PRIZE, autoConfirmWinner: true });
    const [pia] = players;
    await fillCells(t, code, pia.token, TOP_ROW);
    const received = await watch(code, token);
    expect((await callBingo(t, code, pia.token)).statusCode).toBe(200);
    expectPublished('auto-confirm', await received('game:winner'));
  });

  it('cancel: an open BINGO! call is answered closed', async () => {
    const { code, token, players } = await createStartedGame(t, { winCondition: 'line' });
    const [pia] = players;
    await fillCells(t, code, pia.token, TOP_ROW);
    expect((await callBingo(t, code, pia.token)).statusCode).toBe(200);
    const received = await watch(code, token);
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/cancel`, token })).statusCode).toBe(
      200,
    );
    expectPublished('cancel', await received('bingo:answered'));
  });
});
