import { LIMITS } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { completeSetup, createGame } from '../factories';
import { createPaidGame, joinAs } from '../players';
import { createTestApp, registerHost } from '../test-app';

/**
 * A lone UTF-16 surrogate is not text: SQLite stored one as three U+FFFD (a 30-character name came back as 90
 * characters) while PostgreSQL stored one. The shared text schemas make text well-formed before any length check,
 * so both databases store and return the same, checked length.
 */
describe('text with lone surrogates', async () => {
  const t = await createTestApp();
  const lone = '\uD800';

  it('stores a player name of lone surrogates at its checked length', async () => {
    const { code, token } = await createPaidGame(t);
    const name = lone.repeat(LIMITS.playerName);
    const player = await joinAs(t, code, name);
    expect(player.membership.player.name).toBe('\uFFFD'.repeat(LIMITS.playerName));

    const res = await t.request({ method: 'GET', url: `/api/game/${code}/players`, token });
    const stored = res.json<{ name: string }[]>().map((p) => p.name);
    expect(stored).toEqual(['\uFFFD'.repeat(LIMITS.playerName)]);
  });

  it('stores a title and labels with lone surrogates as well-formed text', async () => {
    const host = await registerHost(t);
    const title = `Party ${lone}!`.padEnd(LIMITS.eventTitle, '\uDFFF');
    const game = await createGame(t, host.accessToken, {
      ...completeSetup,
      eventTitle: title,
      words: [`a hat ${lone}`, ...completeSetup.words.slice(1)],
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/game/${game.gameCode}/host`,
      token: host.accessToken,
    });
    const stored = res.json<{ eventTitle: string; words: string[] }>();
    expect(stored.eventTitle).toHaveLength(LIMITS.eventTitle);
    expect(stored.eventTitle).toBe(title.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
    expect(stored.words[0]).toBe('a hat \uFFFD');
  });

  it('keeps surrogate pairs (emoji) as they are', async () => {
    const { code } = await createPaidGame(t);
    const player = await joinAs(t, code, 'Zoë 🎉');
    expect(player.membership.player.name).toBe('Zoë 🎉');
  });
});
