import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { TCell } from '@picture-bingo/shared';
import { sql } from 'kysely';
import { completeSetup, createGame, initiatePayment, payLocally } from '../factories';
import { makeJpeg, multipartBody, multipartHeaders } from '../images';
import { uploadPhoto } from '../play';
import { joinAs } from '../players';
import { PASSWORD, registerHost, uniqueEmail, type TestApp } from '../test-app';

/** Who knocks: every endpoint and socket event is tried as each of them (the authorization matrix). */
export const ACTORS = [
  'anonymous',
  'otherHost',
  'otherPlayer',
  'removedPlayer',
  'player',
  'moderator',
  'cohost',
  'host',
] as const;
export type ActorName = (typeof ACTORS)[number];

export interface HostActor {
  kind: 'host';
  accessToken: string;
  refreshToken: string;
  userId: string;
  email: string;
}
export interface PlayerActor {
  kind: 'player';
  deviceId: string;
  token: string;
  playerId: string;
}

/**
 * What a game has to be in for the endpoint under test to succeed for its rightful caller, so a refusal can
 * only come from who is asking, never from the game's state.
 */
export type Stage =
  | 'lobby'
  | 'playing'
  | 'pending'
  | 'rejected'
  | 'paused'
  | 'bingo'
  | 'draft'
  | 'checkout'
  /** A team game (Red, Blue; guests balanced) started: `player` in Red, `removedPlayer` was in Blue. */
  | 'teams';

/**
 * One game ("this game", code `code`) of `host` (its owner), with `player` in it and `removedPlayer` removed from
 * it, `cohost` and `moderator` holding those roles in it by the owner's invites, next to another host's paid
 * game (`otherCode`) that `otherPlayer` joined.
 */
export interface World {
  stage: Stage;
  code: string;
  otherCode: string;
  host: HostActor;
  cohost: HostActor;
  moderator: HostActor;
  otherHost: HostActor;
  player: PlayerActor;
  removedPlayer: PlayerActor;
  otherPlayer: PlayerActor;
  /** An invite (to the moderator role) its owner made and nobody has used. */
  openInvite: { id: string; token: string };
  /** The payment that made this game live (GET /payment/status/:id). */
  paymentId: string;
  /** Stages draft and checkout: the host's second game, complete but unpaid. */
  draftCode: string | null;
  /** Stage checkout: a pending local checkout session for the draft. */
  checkoutSessionId: string | null;
  /**
   * Stage pending: the player's photo in cell 0, waiting for review (its media key and cell). Stage rejected: the
   * same photo, just rejected by the host (still within its undo time).
   */
  pendingCell: TCell | null;
  mediaKey: string | null;
  /** Stage teams: the game's teams in order (Red, Blue); `draftCode` is then a team game's draft. */
  teamIds: string[];
}

export const actorOf = (w: World, name: Exclude<ActorName, 'anonymous'>): HostActor | PlayerActor => w[name];

async function newHost(t: TestApp): Promise<HostActor> {
  const email = uniqueEmail();
  const auth = await registerHost(t, email);
  return {
    kind: 'host',
    accessToken: auth.accessToken,
    refreshToken: auth.refreshToken,
    userId: auth.user.id,
    email,
  };
}

async function newPlayer(t: TestApp, code: string, name: string): Promise<PlayerActor> {
  const joined = await joinAs(t, code, name);
  return {
    kind: 'player',
    deviceId: joined.deviceId,
    token: joined.token,
    playerId: joined.membership.player.id,
  };
}

async function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** A team game whose guests are balanced over its teams (so they join without choosing one). */
const TEAM_RULES = { gameMode: 'teams', teamAssignment: 'balance' };

async function setTeams(t: TestApp, host: HostActor, code: string) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/game/${code}/teams`,
    token: host.accessToken,
    payload: {
      teams: [
        { name: 'Red', colour: 'red' },
        { name: 'Blue', colour: 'blue' },
      ],
    },
  });
  await expectOk(res, 'set teams');
}

/** Builds a fresh world in this stage through the real API. */
export async function createWorld(t: TestApp, stage: Stage, setupOverrides: object = {}): Promise<World> {
  const [host, otherHost, cohost, moderator] = [
    await newHost(t),
    await newHost(t),
    await newHost(t),
    await newHost(t),
  ];
  const setup = {
    ...completeSetup,
    photoReview: stage === 'pending' || stage === 'rejected',
    winCondition: stage === 'bingo' ? 'line' : 'full',
    ...(stage === 'teams' ? TEAM_RULES : {}),
    ...setupOverrides,
  };
  const game = await createGame(t, host.accessToken, setup);
  const code = game.gameCode;
  if (stage === 'teams') await setTeams(t, host, code);
  // The draft stage keeps a second bought game on the account for POST /game/:code/activate.
  const paid = await payLocally(t, host.accessToken, code, stage === 'draft' ? 2 : 1);
  for (const [helper, role] of [
    [cohost, 'cohost'],
    [moderator, 'moderator'],
  ] as const) {
    const invite = await t.request({
      method: 'POST',
      url: `/api/game/${code}/invites`,
      token: host.accessToken,
      payload: { role },
    });
    await expectOk(invite, `invite a ${role}`);
    const { token } = invite.json<{ token: string }>();
    await expectOk(
      await t.request({ method: 'POST', url: `/api/invites/${token}/accept`, token: helper.accessToken }),
      `accept as ${role}`,
    );
  }
  const open = await t.request({
    method: 'POST',
    url: `/api/game/${code}/invites`,
    token: host.accessToken,
    payload: { role: 'moderator' },
  });
  await expectOk(open, 'open invite');
  const openInvite = open.json<{ id: string; token: string }>();
  const other = await createGame(t, otherHost.accessToken);
  await payLocally(t, otherHost.accessToken, other.gameCode);
  const otherPlayer = await newPlayer(t, other.gameCode, 'Ola');
  const player = await newPlayer(t, code, 'Pia');
  const removedPlayer = await newPlayer(t, code, 'Rex');
  await expectOk(
    await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${removedPlayer.playerId}`,
      token: host.accessToken,
    }),
    'remove player',
  );

  const world: World = {
    stage,
    code,
    otherCode: other.gameCode,
    host,
    cohost,
    moderator,
    otherHost,
    player,
    removedPlayer,
    otherPlayer,
    openInvite: { id: openInvite.id, token: openInvite.token },
    paymentId: paid.paymentId,
    draftCode: null,
    checkoutSessionId: null,
    pendingCell: null,
    mediaKey: null,
    teamIds: [],
  };

  if (stage === 'draft' || stage === 'checkout') {
    world.draftCode = (await createGame(t, host.accessToken)).gameCode;
  }
  if (stage === 'teams') {
    const teams = await t.request({ method: 'GET', url: `/api/game/${code}/teams` });
    world.teamIds = teams.json<{ teams: { id: string }[] }>().teams.map((team) => team.id);
    world.draftCode = (await createGame(t, host.accessToken, { ...completeSetup, ...TEAM_RULES })).gameCode;
  }
  if (stage === 'checkout' && world.draftCode) {
    world.checkoutSessionId = (await initiatePayment(t, host.accessToken, world.draftCode)).id;
  }
  if (['playing', 'pending', 'rejected', 'paused', 'bingo', 'teams'].includes(stage)) {
    const hostCall = (action: string) =>
      t.request({ method: 'POST', url: `/api/game/${code}/${action}`, token: host.accessToken });
    await expectOk(await hostCall('start'), 'start');
    if (stage === 'paused') await expectOk(await hostCall('pause'), 'pause');
    if (stage === 'pending' || stage === 'rejected') {
      world.pendingCell = await uploadPhoto(t, code, player.token, 0);
      world.mediaKey = world.pendingCell.image?.split('/').pop() ?? null;
    }
    if (stage === 'rejected') {
      const rejected = await t.request({
        method: 'POST',
        url: `/api/game/${code}/cells/${player.playerId}/0/review`,
        token: host.accessToken,
        payload: { decision: 'reject', image: world.pendingCell?.image },
      });
      await expectOk(rejected, 'reject');
      // Its undo time is stretched by hand, so a slow run's many calls never meet its end (the expiry would
      // change the tables between two snapshots).
      await t.ctx.db
        .updateTable('rejected_photos')
        .set({ undo_until: new Date(Date.now() + 3_600_000).toISOString() })
        .where('player_id', '=', player.playerId)
        .execute();
    }
    // A line (cells 0, 1, 2) meets the line win condition.
    if (stage === 'bingo') for (const idx of [0, 1, 2]) await uploadPhoto(t, code, player.token, idx);
  }
  return world;
}

/** The credentials an actor's browser sends: a host's bearer token, a player's device id and token. */
export function credentialHeaders(w: World, actor: ActorName): Record<string, string> {
  if (actor === 'anonymous') return {};
  const who = actorOf(w, actor);
  if (who.kind === 'host') return { authorization: `Bearer ${who.accessToken}` };
  return { 'x-device-token': who.token, 'x-device-id': who.deviceId };
}

/** Every secret an actor holds: none of them may show up in an answer to anybody else. */
export function secretsOf(w: World, actor: ActorName): string[] {
  if (actor === 'anonymous') return [];
  const who = actorOf(w, actor);
  return who.kind === 'host' ? [who.accessToken, who.refreshToken] : [who.token, who.deviceId];
}

/** Markers of stored secrets that no answer may ever contain. */
export const STORED_SECRET_MARKERS = ['$argon2', 'password_hash', 'token_hash', 'refresh_token'];

export const LOGIN_BODY = (w: World) => ({ email: w.host.email, password: PASSWORD });

export async function uploadBody(field = 'image') {
  return { headers: multipartHeaders, payload: multipartBody(await makeJpeg(), { field }) };
}

const TABLES = [
  'users',
  'refresh_tokens',
  'app_secrets',
  'games',
  'payments',
  'processed_events',
  'player_sessions',
  'players',
  'cells',
  'media_deletions',
  'rejected_photos',
  'game_invites',
  'game_members',
  'review_leases',
  'review_decisions',
  'review_reviewers',
  'teams',
] as const;

/** Every row of every table (sorted, so row order does not matter) and the stored media files. */
export async function snapshot(t: TestApp): Promise<Record<string, string[]>> {
  const tables = await Promise.all(
    TABLES.map(async (table) => {
      const query = sql<Record<string, unknown>>`select * from ${sql.table(table)}`;
      const { rows } = await query.execute(t.ctx.db);
      return rows.map((row) => JSON.stringify(row)).sort();
    }),
  );
  // Keys in a fixed order, so that two snapshots compare equal as JSON too.
  const out: Record<string, string[]> = Object.fromEntries(TABLES.map((table, i) => [table, tables[i]]));
  const media = t.ctx.config.media;
  out.media = media.kind === 'local' && fs.existsSync(media.dir) ? fs.readdirSync(media.dir).sort() : [];
  return out;
}

/** A device id nobody has used yet (an anonymous browser's first visit). */
export const freshDeviceId = () => randomUUID();
