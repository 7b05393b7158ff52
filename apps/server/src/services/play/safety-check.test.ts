import { describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { apiOf, createTestApp } from '../../../test/test-app';
import { recordSafetyOutcome } from './safety-check';

/** A check's outcome that finds its photo, player or game gone has nothing to record: no error, nothing logged. */
describe('a safety check that outlives its game', async () => {
  const t = await createTestApp();
  const api = apiOf(t);

  it('records nothing, and throws nothing, once the game was cancelled and deleted during the check', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Pia']);
    const [pia] = players;
    const photo = await uploadPhoto(t, code, pia.token, 0);
    const playerId = pia.membership.player.id;
    // The photo is being checked (as an upload in a game with the check on leaves it).
    await t.ctx.db
      .updateTable('cells')
      .set({ hold: 'checking', is_marked: 0 })
      .where('player_id', '=', playerId)
      .where('idx', '=', 0)
      .execute();
    const gameId = (
      await t.ctx.db.selectFrom('games').select('id').where('code', '=', code).executeTakeFirstOrThrow()
    ).id;
    const imageKey = (photo.image ?? '').replace('/media/', '');

    expect((await api.raw('POST', `/api/game/${code}/cancel`, { token })).status).toBe(200);
    expect((await api.raw('DELETE', `/api/game/${code}`, { token })).status).toBe(204);
    await expect(
      recordSafetyOutcome(t.ctx, { gameId, playerId, idx: 0, imageKey }, { scores: { Neutral: 0.99 } }),
    ).resolves.toBeUndefined();
  });
});
