import type { TQueuePlayer } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { connected, createPaidGame, joinAs, socketPool, recordEvents } from '../../test/players';
import { createTestApp } from '../../test/test-app';

describe('presence: which players have the game open', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { open } = socketPool(address);
  const queue = async (code: string, token: string) =>
    (await t.request({ method: 'GET', url: `/api/game/${code}/players`, token })).json() as TQueuePlayer[];
  const presence = (players: TQueuePlayer[]) => Object.fromEntries(players.map((p) => [p.name, p.online]));

  it('the host hears each player come online and go offline; a second tab keeps them online', async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const max = await joinAs(t, code, 'Max');
    const host = recordEvents(open({ gameCode: code, hostToken: token }));
    expect(presence((await host.waitFor('lobby:snapshot')).players)).toEqual({ Pia: false, Max: false });

    const tab1 = open({ gameCode: code, deviceToken: pia.token });
    const maxEvents = recordEvents(open({ gameCode: code, deviceToken: max.token }));
    await connected(tab1);
    const first = [await host.waitFor('player:presence', 1), await host.waitFor('player:presence', 2)];
    expect(first).toEqual(
      expect.arrayContaining([
        { playerId: pia.id, online: true },
        { playerId: max.id, online: true },
      ]),
    );
    expect(presence(await queue(code, token))).toEqual({ Pia: true, Max: true });
    // A host reconnecting gets it in its snapshot; players' snapshots leave it out.
    const host2 = recordEvents(open({ gameCode: code, hostToken: token }));
    expect(presence((await host2.waitFor('lobby:snapshot')).players)).toEqual({ Pia: true, Max: true });
    const maxSnapshot = await maxEvents.waitFor('lobby:snapshot');
    expect(maxSnapshot.players.every((p) => p.online === undefined)).toBe(true);

    // A second tab opens, the first closes: still online.
    const tab2 = open({ gameCode: code, deviceToken: pia.token });
    await connected(tab2);
    expect(await host.waitFor('player:presence', 3)).toEqual({ playerId: pia.id, online: true });
    tab1.disconnect();
    expect(await host.waitFor('player:presence', 4)).toEqual({ playerId: pia.id, online: true });
    expect(presence(await queue(code, token))).toEqual({ Pia: true, Max: true });
    // The last one closes (the phone dies): offline.
    tab2.disconnect();
    expect(await host.waitFor('player:presence', 5)).toEqual({ playerId: pia.id, online: false });
    expect(presence(await queue(code, token))).toEqual({ Pia: false, Max: true });
    // Players never hear of each other's presence.
    expect(maxEvents.names()).not.toContain('player:presence');
  });

  it('presence is per game: a player of another game does not count', async () => {
    const one = await createPaidGame(t);
    const two = await createPaidGame(t);
    const here = await joinAs(t, one.code, 'Here');
    const there = await joinAs(t, two.code, 'There');
    const hostTwo = recordEvents(open({ gameCode: two.code, hostToken: two.token }));
    await hostTwo.waitFor('lobby:snapshot');
    await connected(open({ gameCode: one.code, deviceToken: here.token }));
    expect(presence(await queue(one.code, one.token))).toEqual({ Here: true });
    expect(presence(await queue(two.code, two.token))).toEqual({ There: false });
    await connected(open({ gameCode: two.code, deviceToken: there.token }));
    expect(await hostTwo.waitFor('player:presence')).toEqual({ playerId: there.id, online: true });
  });
});
