import { describe, expect, it } from 'vitest';
import { createGame } from '../../../test/factories';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { createPaidGame, joinAs } from '../../../test/players';
import { createTestApp, registerHost } from '../../../test/test-app';

/**
 * What every host and player action answers in every stage of a game (the stage is told by one rule).
 * Each cell of the table gets its own game, so no answer depends on another action.
 */
describe('each action in each stage of a game', async () => {
  const t = await createTestApp();

  interface Arranged {
    code: string;
    token: string;
    playerId?: string;
    deviceToken?: string;
    /** The photo waiting for review in cell 0. */
    image?: string;
  }

  const post = (url: string, token: string, payload?: object) =>
    t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
  const setEndsAt = (code: string, endsAt: string) =>
    t.ctx.db.updateTable('games').set({ ends_at: endsAt }).where('code', '=', code).execute();
  const past = () => new Date(Date.now() - 1000).toISOString();

  /** A started game whose player uploaded a photo into cell 0 (waiting for review). */
  async function played(): Promise<Arranged> {
    const { code, token, players } = await createStartedGame(t, { timeLimitMinutes: 30, photoReview: true });
    const { image } = await uploadPhoto(t, code, players[0].token, 0);
    return {
      code,
      token,
      playerId: players[0].membership.player.id,
      deviceToken: players[0].token,
      image: image ?? undefined,
    };
  }

  const stages: Record<string, () => Promise<Arranged>> = {
    draft: async () => {
      const host = await registerHost(t);
      const game = await createGame(t, host.accessToken);
      return { code: game.gameCode, token: host.accessToken };
    },
    lobby: async () => {
      const { code, token } = await createPaidGame(t);
      const player = await joinAs(t, code, 'Early');
      return { code, token, playerId: player.membership.player.id, deviceToken: player.token };
    },
    playing: played,
    'time-up (clock)': async () => {
      const game = await played();
      await setEndsAt(game.code, past());
      return game;
    },
    paused: async () => {
      const game = await played();
      await post(`/api/game/${game.code}/pause`, game.token);
      return game;
    },
    'paused past its end': async () => {
      const game = await played();
      await post(`/api/game/${game.code}/pause`, game.token);
      await setEndsAt(game.code, past());
      return game;
    },
    ended: async () => {
      const game = await played();
      await post(`/api/game/${game.code}/end`, game.token);
      return game;
    },
    completed: async () => {
      const game = await played();
      await post(`/api/game/${game.code}/winner`, game.token, { playerId: game.playerId });
      return game;
    },
    cancelled: async () => {
      const game = await played();
      await post(`/api/game/${game.code}/cancel`, game.token);
      return game;
    },
  };

  type Action = (game: Arranged) => ReturnType<typeof post>;
  const actions: Record<string, Action> = {
    start: (g) => post(`/api/game/${g.code}/start`, g.token),
    pause: (g) => post(`/api/game/${g.code}/pause`, g.token),
    resume: (g) => post(`/api/game/${g.code}/resume`, g.token),
    end: (g) => post(`/api/game/${g.code}/end`, g.token),
    cancel: (g) => post(`/api/game/${g.code}/cancel`, g.token),
    'edit the board': (g) =>
      t.request({ method: 'PATCH', url: `/api/game/${g.code}`, token: g.token, payload: { boardSize: 3 } }),
    'edit the title': (g) =>
      t.request({
        method: 'PATCH',
        url: `/api/game/${g.code}`,
        token: g.token,
        payload: { eventTitle: 'New' },
      }),
    review: (g) =>
      post(`/api/game/${g.code}/cells/${g.playerId}/0/review`, g.token, {
        decision: 'approve',
        image: g.image ?? '/media/none',
      }),
    bingo: (g) =>
      t.request({
        method: 'POST',
        url: `/api/game/${g.code}/bingo`,
        headers: { 'x-device-token': g.deviceToken ?? '' },
      }),
    winner: (g) => post(`/api/game/${g.code}/winner`, g.token, { playerId: g.playerId }),
    'remove the player': (g) =>
      t.request({ method: 'DELETE', url: `/api/game/${g.code}/players/${g.playerId}`, token: g.token }),
  };

  const ok = 'ok';
  const ENDED = 'This game has ended';
  const ALREADY_ENDED = 'This game has already ended';
  const NOT_STARTED = "The game hasn't started yet";
  const UNFINISHED = "Your card doesn't meet the win condition yet";
  const PAID_RULES = 'The board and rules can no longer be changed once the game is paid for';
  const NO_CHANGES = 'This game has ended and can no longer be changed';
  const NOT_PAUSED = "The game isn't paused";

  // A paused game answers alike whether or not its deadline passed meanwhile (the clock is stopped).
  const PAUSED: Record<string, string> = {
    start: 'This game has already started',
    pause: 'The game is already paused',
    resume: ok,
    end: ok,
    cancel: ok,
    'edit the board': PAID_RULES,
    'edit the title': ok,
    review: ok,
    bingo: UNFINISHED,
    winner: ok,
    'remove the player': ok,
  };
  // The answer (ok, or the 409's message) of each action in each stage; player actions are left out of a draft.
  const expected: Record<string, Record<string, string>> = {
    draft: {
      start: 'Pay for the game before starting it',
      pause: NOT_STARTED,
      resume: NOT_PAUSED,
      end: NOT_STARTED,
      'edit the board': ok,
      'edit the title': ok,
      cancel: ok,
    },
    lobby: {
      start: ok,
      pause: NOT_STARTED,
      resume: NOT_PAUSED,
      end: NOT_STARTED,
      cancel: ok,
      'edit the board': PAID_RULES,
      'edit the title': ok,
      review: NOT_STARTED,
      bingo: NOT_STARTED,
      winner: NOT_STARTED,
      'remove the player': ok,
    },
    playing: {
      start: 'This game has already started',
      pause: ok,
      resume: NOT_PAUSED,
      end: ok,
      cancel: ok,
      'edit the board': PAID_RULES,
      'edit the title': ok,
      review: ok,
      bingo: UNFINISHED,
      winner: ok,
      'remove the player': ok,
    },
    'time-up (clock)': {
      start: 'This game has already started',
      pause: 'Time is already up',
      resume: NOT_PAUSED,
      end: ok,
      cancel: ok,
      'edit the board': PAID_RULES,
      'edit the title': ok,
      review: ok,
      bingo: UNFINISHED,
      winner: ok,
      'remove the player': ok,
    },
    paused: PAUSED,
    'paused past its end': PAUSED,
    ended: {
      start: ENDED,
      pause: ENDED,
      resume: NOT_PAUSED,
      end: ALREADY_ENDED,
      cancel: ok,
      'edit the board': PAID_RULES,
      'edit the title': ok,
      review: ok,
      bingo: UNFINISHED,
      winner: ok,
      'remove the player': ok,
    },
    completed: {
      start: ENDED,
      pause: ENDED,
      resume: NOT_PAUSED,
      end: ALREADY_ENDED,
      cancel: ALREADY_ENDED,
      'edit the board': NO_CHANGES,
      'edit the title': NO_CHANGES,
      review: ENDED,
      bingo: UNFINISHED,
      winner: 'The winner has already been chosen',
      'remove the player': ALREADY_ENDED,
    },
    cancelled: {
      start: ENDED,
      pause: ENDED,
      resume: NOT_PAUSED,
      end: ALREADY_ENDED,
      cancel: ALREADY_ENDED,
      'edit the board': NO_CHANGES,
      'edit the title': NO_CHANGES,
      review: ENDED,
      bingo: ENDED,
      winner: 'This game was cancelled',
      'remove the player': ALREADY_ENDED,
    },
  };

  for (const [stage, arrange] of Object.entries(stages)) {
    it(`${stage}: ${Object.keys(expected[stage]).join(', ')}`, async () => {
      const answers: Record<string, string> = {};
      for (const name of Object.keys(expected[stage])) {
        const res = await actions[name](await arrange());
        answers[name] = res.statusCode < 300 ? ok : `${res.statusCode} ${res.json().message}`;
      }
      const want = Object.fromEntries(
        Object.entries(expected[stage]).map(([name, answer]) => [name, answer === ok ? ok : `409 ${answer}`]),
      );
      expect(answers).toEqual(want);
    });
  }

  it('ending or completing keeps a deadline that already passed (even while paused), else stops the clock now', async () => {
    const endsAtOf = async (code: string) =>
      (
        await t.ctx.db
          .selectFrom('games')
          .select('ends_at')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).ends_at;
    for (const action of ['end', 'winner'] as const) {
      const pausedPast = await stages['paused past its end']();
      const deadline = await endsAtOf(pausedPast.code);
      const running = await played();
      const before = Date.now();
      for (const game of [pausedPast, running]) {
        const res = await (action === 'end' ? actions.end(game) : actions.winner(game));
        expect(res.statusCode).toBe(200);
      }
      expect(await endsAtOf(pausedPast.code)).toBe(deadline);
      const stopped = Date.parse((await endsAtOf(running.code)) ?? '');
      expect(stopped).toBeGreaterThanOrEqual(before);
      expect(stopped).toBeLessThanOrEqual(Date.now());
    }
  });
});
