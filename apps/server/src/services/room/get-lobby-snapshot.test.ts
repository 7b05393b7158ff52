import { describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../auth/tokens';
import { findOpenGameByCode } from '../../db/repositories/games.repo';
import { createPaidGame, joinAs } from '../../../test/players';
import { createTestApp } from '../../../test/test-app';
import { getPhoneLobbySnapshot } from './get-lobby-snapshot';

/** Phones of one game that connect together share one read; each still gets its own answer. */
describe('phone lobby snapshots, read together', async () => {
  const t = await createTestApp();
  const db = t.ctx.db;

  it('answers each phone by its own credential: live ones their lobby, an ended or moved one nothing', async () => {
    const { code } = await createPaidGame(t);
    const game = (await findOpenGameByCode(db, code))!;
    const [ana, ben, cem, dee] = await Promise.all(
      ['Ana', 'Ben', 'Cem', 'Dee'].map((name) => joinAs(t, code, name)),
    );
    const phones = [ana, ben, cem, dee].map((joined) => ({
      tokenHash: hashOpaqueToken(joined.token),
      playerId: joined.id,
      deviceId: joined.deviceId,
    }));
    // Ben logged out; Cem's player moved to another device; Dee asks for Ana's player with her own token.
    await db
      .updateTable('player_sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', phones[1]!.tokenHash)
      .execute();
    await db
      .updateTable('players')
      .set({ device_id: 'another-device' })
      .where('id', '=', phones[2]!.playerId)
      .execute();
    const asks = [...phones, { ...phones[3]!, playerId: phones[0]!.playerId }];

    const answers = await Promise.all(asks.map((p) => getPhoneLobbySnapshot(t.ctx, game.id, p)));

    const names = ['Ana', 'Ben', 'Cem', 'Dee'];
    expect(answers[0]).toMatchObject({ game: { gameCode: code }, playerCount: 4 });
    expect(answers[0]!.players.map((p) => p.name).sort()).toEqual(names);
    expect(answers[1]).toBeUndefined();
    expect(answers[2]).toBeUndefined();
    expect(answers[3]!.players.map((p) => p.name).sort()).toEqual(names);
    expect(answers[4]).toBeUndefined();
  });

  it('answers nothing for a game that is gone', async () => {
    const { code } = await createPaidGame(t);
    const joined = await joinAs(t, code, 'Eve');
    const answer = await getPhoneLobbySnapshot(t.ctx, 'no-such-game', {
      tokenHash: hashOpaqueToken(joined.token),
      playerId: joined.membership.player.id,
      deviceId: 'any',
    });
    expect(answer).toBeUndefined();
  });
});
