import { describe, expect, it } from 'vitest';
import { findOpenGameByCode, updateGame, type GameRow } from '../../db/repositories/games.repo';
import { nameKey, newPlayerRow, type PlayerRow } from '../../db/repositories/players.repo';
import { completeSetup } from '../../../test/factories';
import { createDevice, createPaidGame, joinAs, joinRequest } from '../../../test/players';
import { apiOf, createTestApp } from '../../../test/test-app';
import { writeBatch } from './join-batch';

/** A batch of joins written in one transaction judges each join as if it had come alone, in arrival order. */
describe('a batch of joins', async () => {
  const t = await createTestApp();
  const db = t.ctx.db;

  const gameOf = async (code: string) => (await findOpenGameByCode(db, code))!;
  const rowFor = (game: GameRow, deviceId: string, name: string): PlayerRow =>
    newPlayerRow(
      {
        game_id: game.id,
        device_id: deviceId,
        user_id: null,
        name,
        name_key: nameKey(name),
        status: 'waiting',
        kind: 'player',
        team_id: null,
      },
      new Date().toISOString(),
    );
  const stored = async (gameId: string) => {
    const players = await db
      .selectFrom('players')
      .select(['id', 'name'])
      .where('game_id', '=', gameId)
      .orderBy('joined_at')
      .execute();
    const cells = await db
      .selectFrom('cells')
      .innerJoin('players', 'players.id', 'cells.player_id')
      .select(['cells.player_id', 'cells.value', 'cells.is_marked'])
      .where('players.game_id', '=', gameId)
      .execute();
    return { players, cells };
  };

  it('keeps the places in arrival order, skips a taken device or name, and deletes the refused rows', async () => {
    const { code } = await createPaidGame(t, { ...completeSetup, maxPlayer: 3 });
    const ann = await joinAs(t, code, 'Ann');
    const game = await gameOf(code);
    const rows = [
      rowFor(game, 'device-bea', 'Bea'),
      rowFor(game, 'device-x', 'ANN'), // Ann's name, another device: taken
      rowFor(game, 'device-bea', 'Bea again'), // Bea's device, earlier in this batch: taken
      rowFor(game, 'device-cy', 'Cy'),
      rowFor(game, 'device-dee', 'Dee'), // no place left
      rowFor(game, 'device-eve', 'bea'), // Bea's name, earlier in this batch: taken
    ];

    const outcomes = await writeBatch(t.ctx, game, rows);

    expect(outcomes.map((o) => o.kind)).toEqual(['joined', 'raced', 'raced', 'joined', 'refused', 'raced']);
    expect(outcomes[4]).toEqual({ kind: 'refused', code: 'GAME_FULL' });
    for (const outcome of outcomes) if (outcome.kind === 'joined') expect(outcome.playerCount).toBe(3);
    const after = await stored(game.id);
    expect(after.players.map((p) => p.name).sort()).toEqual(['Ann', 'Bea', 'Cy']);
    // Every kept player holds one whole card with its free centre marked; the refused row's cells are gone.
    const kept = new Set(after.players.map((p) => p.id));
    expect(after.cells.every((cell) => kept.has(cell.player_id))).toBe(true);
    for (const id of kept) {
      const card = after.cells.filter((cell) => cell.player_id === id);
      expect(card).toHaveLength(9);
      expect(card.filter((cell) => cell.is_marked === 1)).toHaveLength(1);
    }
    expect(after.players.some((p) => p.id === ann.membership.player.id)).toBe(true);
  });

  it('plays at once when the game started since the rows were made; refuses all when it ended', async () => {
    const { code } = await createPaidGame(t);
    const game = await gameOf(code);
    const at = new Date();
    await updateGame(db, game.id, {
      phase: 'playing',
      started_at: at.toISOString(),
      ends_at: new Date(at.getTime() + 30 * 60_000).toISOString(),
    });
    const late = await writeBatch(t.ctx, game, [
      rowFor(game, 'device-1', 'One'),
      rowFor(game, 'device-2', 'Two'),
    ]);
    expect(late.map((o) => (o.kind === 'joined' ? o.player.status : o.kind))).toEqual(['playing', 'playing']);
    const statuses = await db.selectFrom('players').select('status').where('game_id', '=', game.id).execute();
    expect(statuses.map((s) => s.status)).toEqual(['playing', 'playing']);

    await updateGame(db, game.id, { phase: 'finished', ends_at: at.toISOString() });
    const ended = await writeBatch(t.ctx, game, [rowFor(game, 'device-3', 'Three')]);
    expect(ended).toEqual([{ kind: 'refused', code: 'GAME_ENDED' }]);
    expect((await stored(game.id)).players).toHaveLength(2);
  });

  it('a flood of joins over HTTP: every place taken once, names unique, the rest told the game is full', async () => {
    const places = 40;
    const { code } = await createPaidGame(t, { ...completeSetup, maxPlayer: places });
    const devices = await Promise.all(Array.from({ length: places + 20 }, () => createDevice(t)));
    // Two devices ask for each of a few names; one device asks twice.
    const names = devices.map((_, i) => (i % 10 === 0 ? `Twin ${i % 20}` : `Player ${i}`));
    const answers = await Promise.all([
      ...devices.map((d, i) => joinRequest(t, code, d.token, names[i]!)),
      joinRequest(t, code, devices[1]!.token, names[1]!),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200);
    const full = answers.filter((a) => a.statusCode === 409 && a.json().code === 'GAME_FULL');
    const taken = answers.filter((a) => a.statusCode === 409 && a.json().code === 'NAME_TAKEN');
    expect(ok.length + full.length + taken.length).toBe(answers.length);
    const game = await gameOf(code);
    const after = await stored(game.id);
    expect(after.players).toHaveLength(places);
    expect(new Set(after.players.map((p) => p.name.toLowerCase())).size).toBe(places);
    // The device that asked twice is one player, answered the same both times.
    const twice = answers.filter((_, i) => i === 1 || i === devices.length).map((a) => a.json().player?.id);
    if (twice[0] && twice[1]) expect(twice[0]).toBe(twice[1]);
    expect(new Set(ok.map((a) => a.json().player.id)).size).toBe(after.players.length);
    expect(after.cells).toHaveLength(places * 9);
  });

  it("the game's player count follows every change of its players", async () => {
    const api = apiOf(t);
    /** The stored count, the rows' count and the join screen's count agree. */
    const agrees = async (code: string, expected: number) => {
      const game = await gameOf(code);
      expect(game.player_count).toBe(expected);
      const rows = await db
        .selectFrom('players')
        .select('status')
        .where('game_id', '=', game.id)
        .where('kind', '<>', 'team')
        .execute();
      expect(rows.filter((row) => row.status !== 'removed')).toHaveLength(expected);
      const summary = await t.request({ method: 'GET', url: `/api/game/${code}` });
      expect(summary.json().playerCount).toBe(expected);
    };
    const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: 5 });
    const joined = await Promise.all(['Ann', 'Bo', 'Cy', 'Dee'].map((name) => joinAs(t, code, name)));
    await agrees(code, 4);
    const ann = joined[0]!.membership.player.id;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${ann}`, token })).statusCode,
    ).toBe(204);
    await agrees(code, 3);
    const again = await t.request({ method: 'DELETE', url: `/api/game/${code}/players/${ann}`, token });
    expect(again.statusCode).toBeLessThan(300);
    await agrees(code, 3);
    const back = await t.request({ method: 'POST', url: `/api/game/${code}/players/${ann}/restore`, token });
    expect(back.statusCode).toBe(200);
    await agrees(code, 4);
    // A rejoin and a rename change no count; a refused join none either.
    const rejoin = await joinRequest(t, code, joined[1]!.token, 'Bo Renamed');
    expect(rejoin.statusCode).toBe(200);
    await joinAs(t, code, 'Eve');
    const full = await joinRequest(t, code, (await createDevice(t)).token, 'Fay');
    expect(full.json().code).toBe('GAME_FULL');
    await agrees(code, 5);
    const cleared = await t.request({
      method: 'POST',
      url: `/api/game/${code}/players/clear-recent`,
      token,
      payload: { withinMinutes: 60 },
    });
    expect(cleared.statusCode).toBe(200);
    await agrees(code, 0);

    // A team game: members are players, the teams' cards are not.
    const teams = await api.paidTeamGame(['Red', 'Blue']);
    await api.joinTeam(teams.code, 'Red One', teams.teams[0]!.id);
    await api.joinTeam(teams.code, 'Blue One', teams.teams[1]!.id);
    await api.joinTeam(teams.code, 'Red Two', teams.teams[0]!.id);
    await agrees(teams.code, 3);
  });

  it('starting a game moves its content version, on PostgreSQL once for all its players', async () => {
    const api = apiOf(t);
    const { code, token } = await createPaidGame(t);
    await api.joinPlayers(code, 30, 8);
    const before = (await gameOf(code)).content_version;
    await api.start(token, code);
    const after = (await gameOf(code)).content_version;
    expect(after).toBeGreaterThan(before);
    // A statement trigger (migration 048) bumps per statement; SQLite's row triggers once per player.
    if (t.ctx.dbKind === 'postgres') expect(after - before).toBeLessThan(5);
  });
});
