import type { ServerToClientEvents, TSocketAuth } from '@picture-bingo/shared';
import { canOpenBigScreen, GAME_ROLES } from '@picture-bingo/shared';
import { afterAll, expect, it } from 'vitest';
import { uploadPhoto } from '../play';
import { connected, disconnected, joinAs, openSocket, recordEvents, type ClientSocket } from '../players';
import { createCatalogueApp } from './catalogue';
import { ACTORS, createWorld, secretsOf, type ActorName, type World } from './world';

type EventName = keyof ServerToClientEvents;
const EVENTS: EventName[] = [
  'lobby:snapshot',
  'player:joined',
  'player:removed',
  'player:renamed',
  'game:updated',
  'cell:updated',
  'player:completed',
  'game:winner',
  'you:removed',
  'prize:awarded',
];

/** The handshake each actor would try for this game with what it holds. */
function authFor(w: World, actor: ActorName): TSocketAuth {
  if (actor === 'anonymous') return { gameCode: w.code };
  const who = w[actor];
  return who.kind === 'host'
    ? { gameCode: w.code, hostToken: who.accessToken }
    : { gameCode: w.code, deviceToken: who.token };
}

const REFUSALS: Record<ActorName, string | null> = {
  anonymous: 'Sign in or join the game first',
  otherHost: 'Game not found',
  otherPlayer: "You haven't joined this game yet",
  removedPlayer: 'You were removed from this game',
  player: null,
  moderator: null,
  cohost: null,
  host: null,
};

/**
 * The big screen's channel (`screen: true`): the game's projector is run by its owner and co-hosts; a moderator
 * reviews and looks after players only, and a player's device never opens it.
 */
const SCREEN_REFUSALS: Record<ActorName, string | null> = {
  anonymous: 'Sign in or join the game first',
  otherHost: 'Game not found',
  otherPlayer: 'Your role in this game does not allow this',
  removedPlayer: 'Your role in this game does not allow this',
  player: 'Your role in this game does not allow this',
  moderator: 'Your role in this game does not allow this',
  cohost: null,
  host: null,
};

/**
 * The realtime half of the matrix: who may open a socket for this game, and which events reach whom. A host or
 * player of another game, connected to their own game meanwhile, must receive none of this game's events.
 */
export async function socketMatrix() {
  const t = await createCatalogueApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: ClientSocket[] = [];
  const open = (auth: TSocketAuth) => {
    const socket = openSocket(base, auth);
    sockets.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });
  let cells = 0;
  afterAll(() => console.info(`authorization matrix: ${cells} Socket.IO cells`));

  it('only the host and the non-removed players of a game may connect to it', async () => {
    const w = await createWorld(t, 'lobby');
    for (const actor of ACTORS) {
      const socket = open(authFor(w, actor));
      const result = await connected(socket).then(
        () => null,
        (error: Error) => error.message,
      );
      cells++;
      expect({ actor, result }).toEqual({ actor, result: REFUSALS[actor] });
      socket.disconnect();
    }
  });

  it('only the owner and co-hosts may open the big screen’s channel; a moderator is refused and no socket stays', async () => {
    const w = await createWorld(t, 'playing');
    for (const actor of ACTORS) {
      const socket = open({ ...authFor(w, actor), screen: true });
      const result = await connected(socket).then(
        () => null,
        (error: Error) => error.message,
      );
      cells++;
      expect({ actor, result }).toEqual({ actor, result: SCREEN_REFUSALS[actor] });
      socket.disconnect();
    }
    // The same rule as the web's (canOpenBigScreen): exactly the roles that may open it connect.
    for (const role of GAME_ROLES) {
      const actor = role === 'owner' ? 'host' : role;
      expect({ role, opens: SCREEN_REFUSALS[actor] === null }).toEqual({
        role,
        opens: canOpenBigScreen(role),
      });
    }
  });

  it("every event reaches this game's host and players only, never another game's sockets", async () => {
    const w = await createWorld(t, 'lobby', { winCondition: 'line' });
    const hostA = recordEvents(open(authFor(w, 'host')));
    const playerA = recordEvents(open(authFor(w, 'player')));
    const otherHostB = recordEvents(open({ gameCode: w.otherCode, hostToken: w.otherHost.accessToken }));
    const otherPlayerB = recordEvents(open({ gameCode: w.otherCode, deviceToken: w.otherPlayer.token }));
    for (const rec of [hostA, playerA, otherHostB, otherPlayerB]) await rec.waitFor('lobby:snapshot');

    // A newcomer joins, opens its socket and is removed: it is told, dropped, and hears nothing after that.
    const newcomer = await joinAs(t, w.code, 'Quinn');
    const newcomerSocket = open({ gameCode: w.code, deviceToken: newcomer.token });
    const newcomerRec = recordEvents(newcomerSocket);
    await newcomerRec.waitFor('lobby:snapshot');
    const dropped = disconnected(newcomerSocket);
    const host = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
      t.request({ method, url: `/api/game/${w.code}${path}`, token: w.host.accessToken, payload });
    const renamed = await host('PATCH', `/players/${newcomer.membership.player.id}`, { name: 'Quincy' });
    expect(renamed.statusCode).toBe(200);
    expect((await host('DELETE', `/players/${newcomer.membership.player.id}`)).statusCode).toBe(204);
    await dropped;

    expect((await host('POST', '/start')).statusCode).toBe(200);
    for (const idx of [0, 1, 2]) await uploadPhoto(t, w.code, w.player.token, idx);
    // Something happens in the other game in between: this game's sockets must not hear it.
    await joinAs(t, w.otherCode, 'Bea');
    expect((await host('POST', '/winner', { playerId: w.player.playerId })).statusCode).toBe(200);
    for (const rec of [hostA, playerA]) await rec.waitFor('game:winner');
    // And a second event there, after this game's last one: once it arrived, anything of ours would have too.
    await joinAs(t, w.otherCode, 'Cid');
    for (const rec of [otherHostB, otherPlayerB]) {
      await rec.waitFor('player:joined', 1, undefined, (player) => player.name === 'Cid');
    }

    const inGameA = [
      'lobby:snapshot',
      'player:joined',
      'player:renamed',
      'player:removed',
      'game:updated',
      'cell:updated',
      'cell:updated',
      'cell:updated',
      'player:completed',
      'game:updated',
      'prize:awarded',
      'game:winner',
    ];
    // Presence goes to hosts alone, as players' sockets come and go (its order among the rest is not fixed).
    // A batched join can repeat a player the socket's snapshot (or an earlier frame) already holds, as when a
    // socket opens within a frame of its own join (decision 009); the client merges it, and so does this list.
    const ordered = (rec: ReturnType<typeof recordEvents>) => {
      const known = new Set<string>();
      return rec.events
        .filter(({ event, payload }) => {
          if (event === 'lobby:snapshot') {
            for (const p of (payload as { players: { id: string }[] }).players) known.add(p.id);
          }
          if (event !== 'player:joined') return event !== 'player:presence';
          const { id } = payload as { id: string };
          if (known.has(id)) return false;
          known.add(id);
          return true;
        })
        .map((e) => e.event);
    };
    const presence = (rec: ReturnType<typeof recordEvents>) =>
      rec.events.filter((e) => e.event === 'player:presence').map((e) => e.payload);
    const newcomerId = newcomer.membership.player.id;
    // The newcomer came and went while the host listened; the players who connected with the hosts may have
    // come online just before a host's socket joined, so theirs may or may not have been heard.
    expect(presence(hostA)).toEqual(
      expect.arrayContaining([
        { playerId: newcomerId, online: true },
        { playerId: newcomerId, online: false },
      ]),
    );
    const about = (rec: ReturnType<typeof recordEvents>) =>
      new Set(presence(rec).map((p) => (p as { playerId: string }).playerId));
    expect([...about(hostA)].every((id) => id === w.player.playerId || id === newcomerId)).toBe(true);
    expect([...about(otherHostB)].every((id) => id === w.otherPlayer.playerId)).toBe(true);
    for (const rec of [playerA, newcomerRec, otherPlayerB]) expect(presence(rec)).toEqual([]);
    const received: Record<string, string[]> = {
      host: ordered(hostA),
      player: ordered(playerA),
      removedNewcomer: ordered(newcomerRec),
      otherHost: ordered(otherHostB),
      otherPlayer: ordered(otherPlayerB),
    };
    expect(received).toEqual({
      host: inGameA,
      player: inGameA,
      removedNewcomer: ['lobby:snapshot', 'player:renamed', 'you:removed'],
      otherHost: ['lobby:snapshot', 'player:joined', 'player:joined'],
      otherPlayer: ['lobby:snapshot', 'player:joined', 'player:joined'],
    });
    // Everything the other game's sockets heard is about the other game.
    for (const rec of [otherHostB, otherPlayerB]) {
      const heard = JSON.stringify(rec.events);
      expect(heard).not.toContain(w.code);
      expect(heard).not.toContain(w.player.playerId);
    }
    // No payload carries anybody's credentials.
    const secrets = ACTORS.flatMap((actor) => secretsOf(w, actor)).concat(newcomer.token, newcomer.deviceId);
    for (const rec of [hostA, playerA, newcomerRec, otherHostB, otherPlayerB]) {
      const heard = JSON.stringify(rec.events);
      for (const secret of secrets) expect(heard).not.toContain(secret);
    }
    // Each event kind × each actor is one cell: delivered to the host and player, to nobody else.
    cells += EVENTS.length * ACTORS.length;
  });
}
