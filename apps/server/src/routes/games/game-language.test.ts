import { ErrorCode, LANGUAGE_TAGS, UNSUPPORTED_LANGUAGE } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { completeSetup } from '../../../test/factories';
import { joinAs } from '../../../test/players';
import { apiOf, createTestApp, registerHost, type TestApp } from '../../../test/test-app';

const patch = (t: TestApp, code: string, token: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/game/${code}`, token, payload });
const storedLanguage = async (t: TestApp, code: string) =>
  (await t.ctx.db.selectFrom('games').select('language').where('code', '=', code).executeTakeFirstOrThrow())
    .language;

describe("a game's language", async () => {
  const t = await createTestApp();
  const api = apiOf(t);

  it('is English for a new game; the host sets any of the languages in setup; phones read it', async () => {
    const host = await registerHost(t);
    const game = await api.createGame(host.accessToken);
    expect(game.language).toBe('en');
    for (const language of LANGUAGE_TAGS) {
      const res = await patch(t, game.gameCode, host.accessToken, { language });
      expect(res.statusCode, language).toBe(200);
      expect(res.json().language).toBe(language);
    }
    expect(await storedLanguage(t, game.gameCode)).toBe('ja');

    await patch(t, game.gameCode, host.accessToken, { language: 'ar' });
    await api.payLocally(host.accessToken, game.gameCode);
    // The public summary a phone reads, and the membership a joined phone gets.
    const summary = await t.request({ method: 'GET', url: `/api/game/${game.gameCode}` });
    expect(summary.json().language).toBe('ar');
    const player = await joinAs(t, game.gameCode, 'Noor');
    expect(player.membership.game.language).toBe('ar');
  });

  it('a language the app does not speak: 400 UNSUPPORTED_LANGUAGE, and nothing of the update is saved', async () => {
    const host = await registerHost(t);
    const game = await api.createGame(host.accessToken, { ...completeSetup, language: 'fr' });
    for (const language of ['xx', 'EN', 'pt', 'fr-CA', '', 7, null, '<script>']) {
      const res = await patch(t, game.gameCode, host.accessToken, { eventTitle: 'Changed', language });
      expect({ status: res.statusCode, body: res.json() }, String(language)).toEqual({
        status: 400,
        body: { code: ErrorCode.UNSUPPORTED_LANGUAGE, message: UNSUPPORTED_LANGUAGE },
      });
    }
    const stored = await api.getHostGame(host.accessToken, game.gameCode);
    expect(stored).toMatchObject({ language: 'fr', eventTitle: completeSetup.eventTitle });
    // Creating a game with one: refused the same way, no game made.
    const before = await t.ctx.db.selectFrom('games').select('id').execute();
    const created = await t.request({
      method: 'POST',
      url: '/api/game',
      token: host.accessToken,
      payload: { language: 'klingon' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe(ErrorCode.UNSUPPORTED_LANGUAGE);
    expect(await t.ctx.db.selectFrom('games').select('id').execute()).toHaveLength(before.length);
  });

  it('may still change once the game is paid for (it changes no card), and a copy keeps it', async () => {
    const { code, token } = await api.paidGame({ ...completeSetup, language: 'de' });
    const res = await patch(t, code, token, { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('es');
    const copy = await t.request({ method: 'POST', url: `/api/game/${code}/duplicate`, token });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().language).toBe('es');
  });
});
