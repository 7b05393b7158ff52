import { ZHeartRequest } from '@picture-bingo/shared/hearts';
import {
  ZAwardPrizeRequest,
  ZChooseWinnerRequest,
  ZPrizeLineDecisionRequest,
  ZCreateGameRequest,
  ZDuplicateGameRequest,
  ZGameSetupUpdate,
  ZGoogleLoginRequest,
  ZInitiatePaymentRequest,
  ZJoinGameRequest,
  ZJoinLockRequest,
  ZClearRecentPlayersRequest,
  ZRestorePlayersRequest,
  ZRejoinRequest,
  ZDeviceClaimRequest,
  ZRefuseBingoCallRequest,
  ZLoginRequest,
  ZRefreshRequest,
  ZRegisterRequest,
  ZApprovePhotosRequest,
  ZPhotoRefRequest,
  ZReportPhotoRequest,
  ZRenamePlayerRequest,
  ZReviewRequest,
  ZUndoRejectionRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
  ZResultsSharingRequest,
  ZMoveToTeamRequest,
  ZTeamsUpdate,
  ZLookUpdate,
} from '@picture-bingo/shared';
import {
  ZAcceptInviteRequest,
  ZCreateInviteRequest,
  ZReleaseReviewRequest,
  ZReviewNextRequest,
} from '@picture-bingo/shared/staff';
import { ZAccountUpdate, ZDeleteAccountRequest } from '@picture-bingo/shared/account';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { startGoogleDouble } from '../google-double';
import { createTestApp, PASSWORD, uniqueEmail } from '../test-app';
import {
  actorOf,
  credentialHeaders,
  freshDeviceId,
  LOGIN_BODY,
  uploadBody,
  type ActorName,
  type Stage,
  type World,
} from './world';

/** The Google access token the test double vouches for (POST /auth/google). */
export const GOOGLE_TOKEN = 'google-token-of-the-matrix';

const GOOGLE_CLIENT_ID = 'matrix-client.apps.googleusercontent.com';

/** The Google sign-in double the catalogue's apps ask (POST /auth/google): one per file, closed after it. */
export function startCatalogueGoogle() {
  return startGoogleDouble({
    [GOOGLE_TOKEN]: {
      aud: GOOGLE_CLIENT_ID,
      azp: GOOGLE_CLIENT_ID,
      sub: 'g-matrix',
      email: 'g@example.com',
      email_verified: 'true',
    },
  });
}

/**
 * The app every catalogued route works on: Google sign-in on (the file's double, or one of its own), the local
 * payment provider. Made inside a test, it is that test's alone (a database of its own, closed when the test ends).
 */
export async function createCatalogueApp(
  env: Record<string, string> = {},
  google: { url: string } | Promise<{ url: string }> = startCatalogueGoogle(),
) {
  return createTestApp({
    GOOGLE_CLIENT_ID,
    GOOGLE_TOKENINFO_URL: (await google).url,
    ...env,
  });
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Expectation = Record<ActorName, number>;

export type BodySpec =
  | { kind: 'json'; schema?: ZodMiniType; valid: (w: World, actor: ActorName) => unknown }
  | { kind: 'multipart'; field?: string }
  | { kind: 'form'; valid: Record<string, string> };

/** One endpoint as the matrix and the fuzzer call it. */
export interface RouteSpec {
  method: Exclude<Method, 'HEAD'>;
  /** Fastify's pattern, e.g. /api/game/:code/host. */
  path: string;
  stage: Stage;
  /** Valid values for the path's params, for this world. */
  params?: (w: World) => Record<string, string>;
  query?: Record<string, string>;
  body?: BodySpec;
  /** Headers added to (or replacing) the actor's credentials. */
  headers?: (w: World, actor: ActorName) => Record<string, string>;
  /** The status each actor gets. 2xx/3xx cells are the allowed ones. */
  expect: Expectation;
  /** More checks of an allowed answer (e.g. a list holds nobody else's games). */
  check?: (body: string, w: World, actor: ActorName) => string | null;
  /** An allowed answer ends the caller's sessions (deleting the account): every later request of theirs is 401. */
  endsSession?: boolean;
  /**
   * A success changes the game so that the same call cannot succeed twice (start, end, a decision): each allowed
   * actor after the first calls it in a fresh world of its own.
   */
  oncePerWorld?: boolean;
}

// Who may do what, as the README's API table and the policies say (game/roles.ts ROLE_ABILITIES for the roles).
// Others' games answer 404 (never 403), so codes cannot be probed; a removed player gets 403; a co-host or
// moderator asking for what their role does not allow gets 403; no credentials at all is 401.
const everyone = (status: number): Expectation => ({
  anonymous: status,
  otherHost: status,
  otherPlayer: status,
  removedPlayer: status,
  player: status,
  moderator: status,
  cohost: status,
  host: status,
});
const signedIn = (status: number): Expectation => ({
  ...everyone(401),
  otherHost: status,
  moderator: status,
  cohost: status,
  host: status,
});
/** The game's owner only (setup, payment, invites, cancel, delete): its co-host and moderator get 403. */
const gameHost = (status: number): Expectation => ({
  ...everyone(401),
  otherHost: 404,
  moderator: 403,
  cohost: 403,
  host: status,
});
/** The owner's, where the route names something only the owner has (a draft, a payment): others get 404. */
const ownerThing = (status: number): Expectation => ({ ...gameHost(status), moderator: 404, cohost: 404 });
/** Running the game (start, pause, end, winner, prizes, rejoin codes, room lock): owner and co-host. */
const gameRunner = (status: number): Expectation => ({ ...gameHost(status), cohost: status });
/** Review and removing or restoring players: owner, co-host and moderator. */
const gameModerator = (status: number): Expectation => ({ ...gameRunner(status), moderator: status });
const gamePlayer = (status: number): Expectation => ({
  ...everyone(401),
  otherPlayer: 404,
  removedPlayer: 403,
  player: status,
});
const gameViewer = (status: number): Expectation => ({
  ...gamePlayer(status),
  otherHost: 404,
  moderator: status,
  cohost: status,
  host: status,
});

const code = (w: World) => ({ code: w.code });
const draft = (w: World) => ({ code: w.draftCode ?? 'NODRFT' });
const cellZero = (w: World) => ({ code: w.code, idx: '0' });
const playerName = (w: World, actor: ActorName) =>
  actor === 'player' ? 'Pia' : actor === 'removedPlayer' ? 'Rex' : `Newcomer ${actor}`;
/** The actor's own device id where it has one, else a new browser's. */
const deviceIdOf = (w: World, actor: ActorName) => {
  const who = actor === 'anonymous' ? null : actorOf(w, actor);
  return who?.kind === 'player' ? who.deviceId : freshDeviceId();
};
const excludes = (what: string, needle: string) => (body: string) =>
  body.includes(needle) ? `the answer holds ${what}` : null;

export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/health', stage: 'lobby', expect: everyone(200) },
  { method: 'GET', path: '/api/ready', stage: 'lobby', expect: everyone(200) },
  // Metrics are off unless METRICS_PORT or METRICS_TOKEN: nobody's credentials open them.
  { method: 'GET', path: '/metrics', stage: 'lobby', expect: everyone(404) },
  { method: 'GET', path: '/api/config', stage: 'lobby', expect: everyone(200) },
  // The API reference (OpenAPI), public like the docs it is generated with.
  { method: 'GET', path: '/api/openapi.json', stage: 'lobby', expect: everyone(200) },
  // The laptop outbox, asked from another device on the network (a browser on the machine itself sees all):
  // signed-in hosts get their own verification mails only, everyone else nothing.
  {
    method: 'GET',
    path: '/api/mail/outbox',
    stage: 'lobby',
    headers: () => ({ 'x-forwarded-for': '192.168.1.23' }),
    expect: { ...everyone(403), otherHost: 200, moderator: 200, cohost: 200, host: 200 },
    check: (body, w, actor) => {
      // HEAD answers carry no body.
      if (actor === 'anonymous' || body === '') return null;
      const who = actorOf(w, actor);
      const { scope, mails } = JSON.parse(body) as {
        scope: string;
        mails: Array<{ to: string; purpose: string }>;
      };
      const foreign = mails.filter(
        (m) => who.kind !== 'host' || m.to !== who.email || m.purpose !== 'verify',
      );
      return scope === 'own' && foreign.length === 0 ? null : `outbox showed ${JSON.stringify(mails)}`;
    },
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    stage: 'lobby',
    body: {
      kind: 'json',
      schema: ZRegisterRequest,
      valid: () => ({ email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD }),
    },
    expect: everyone(201),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    stage: 'lobby',
    body: { kind: 'json', schema: ZLoginRequest, valid: LOGIN_BODY },
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/auth/google',
    stage: 'lobby',
    body: { kind: 'json', schema: ZGoogleLoginRequest, valid: () => ({ token: GOOGLE_TOKEN }) },
    expect: everyone(200),
  },
  {
    // A refresh token is itself the credential: only the hosts hold one, the others send none.
    method: 'POST',
    path: '/api/auth/refresh',
    stage: 'lobby',
    body: {
      kind: 'json',
      schema: ZRefreshRequest,
      valid: (w, actor) => {
        const who = actor === 'anonymous' ? null : actorOf(w, actor);
        return who?.kind === 'host' ? { refreshToken: who.refreshToken } : {};
      },
    },
    expect: { ...everyone(400), otherHost: 200, moderator: 200, cohost: 200, host: 200 },
  },
  { method: 'POST', path: '/api/auth/logout', stage: 'lobby', expect: signedIn(204) },
  { method: 'GET', path: '/api/auth/me', stage: 'lobby', expect: signedIn(200) },
  {
    // Each signed-in account changes only its own settings.
    method: 'PATCH',
    path: '/api/account',
    stage: 'lobby',
    body: { kind: 'json', schema: ZAccountUpdate, valid: () => ({ language: 'fr' }) },
    expect: signedIn(200),
  },
  {
    // The same answer for everyone, whether or not the address has an account.
    method: 'POST',
    path: '/api/auth/forgot-password',
    stage: 'lobby',
    body: { kind: 'json', schema: ZForgotPasswordRequest, valid: () => ({ email: uniqueEmail() }) },
    expect: everyone(202),
  },
  {
    // The mailed link's token is the credential, and no actor holds one: every call is refused and changes
    // nothing (the links themselves: routes/auth/account-mail.test.ts).
    method: 'POST',
    path: '/api/auth/reset-password',
    stage: 'lobby',
    body: {
      kind: 'json',
      schema: ZResetPasswordRequest,
      valid: () => ({
        token: 'A'.repeat(43),
        password: 'a new passphrase',
        confirmPassword: 'a new passphrase',
      }),
    },
    expect: everyone(400),
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    stage: 'lobby',
    body: { kind: 'json', schema: ZVerifyEmailRequest, valid: () => ({ token: 'A'.repeat(43) }) },
    expect: everyone(400),
  },
  // The world's hosts are verified already (test-app's apiOf): a new link is refused with 409.
  { method: 'POST', path: '/api/auth/resend-verification', stage: 'lobby', expect: signedIn(409) },
  {
    method: 'POST',
    path: '/api/game',
    stage: 'lobby',
    body: { kind: 'json', schema: ZCreateGameRequest, valid: () => ({ eventTitle: 'Made by the matrix' }) },
    expect: signedIn(201),
  },
  {
    method: 'GET',
    path: '/api/game',
    stage: 'lobby',
    query: { status: 'active' },
    expect: signedIn(200),
    check: (body, w, actor) => (actor === 'otherHost' ? excludes("this host's game", w.code)(body) : null),
  },
  { method: 'GET', path: '/api/game/:code/host', stage: 'lobby', params: code, expect: gameModerator(200) },
  {
    method: 'PATCH',
    path: '/api/game/:code',
    stage: 'lobby',
    params: code,
    body: {
      kind: 'json',
      schema: ZGameSetupUpdate,
      valid: () => ({ welcomeMessage: 'Changed by the matrix' }),
    },
    expect: gameHost(200),
  },
  // The event's look: whoever runs the game (owner, co-host); a moderator gets 403.
  {
    method: 'PATCH',
    path: '/api/game/:code/look',
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZLookUpdate, valid: () => ({ accent: '#1d4ed8' }) },
    expect: gameRunner(200),
  },
  {
    method: 'PUT',
    path: '/api/game/:code/look/logo',
    stage: 'lobby',
    params: code,
    body: { kind: 'multipart', field: 'logo' },
    expect: gameRunner(200),
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/look/logo',
    stage: 'lobby',
    params: code,
    expect: gameRunner(200),
  },
  { method: 'POST', path: '/api/game/:code/cancel', stage: 'lobby', params: code, expect: gameHost(200) },
  {
    method: 'POST',
    path: '/api/game/:code/activate',
    stage: 'draft',
    params: draft,
    expect: ownerThing(200),
  },
  // Deleting a game: a draft here (a running one is a 409 for its host, see test/deletion).
  { method: 'DELETE', path: '/api/game/:code', stage: 'draft', params: draft, expect: ownerThing(204) },
  {
    // Each host deletes their own account (the other host first: the refused cells run before both).
    method: 'POST',
    path: '/api/account/delete',
    stage: 'lobby',
    body: { kind: 'json', schema: ZDeleteAccountRequest, valid: () => ({ password: PASSWORD }) },
    expect: signedIn(204),
    endsSession: true,
  },
  {
    method: 'POST',
    path: '/api/game/:code/duplicate',
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZDuplicateGameRequest, valid: () => ({ eventDate: '2031-01-01' }) },
    expect: gameHost(201),
  },
  { method: 'GET', path: '/api/label-packs', stage: 'lobby', expect: everyone(200) },
  // Co-hosts and moderators: only the owner invites and revokes; an invite link is the credential.
  {
    method: 'POST',
    path: '/api/game/:code/invites',
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZCreateInviteRequest, valid: () => ({ role: 'moderator' }) },
    expect: gameHost(201),
  },
  { method: 'GET', path: '/api/game/:code/staff', stage: 'lobby', params: code, expect: gameHost(200) },
  {
    method: 'DELETE',
    path: '/api/game/:code/invites/:inviteId',
    stage: 'lobby',
    params: (w) => ({ code: w.code, inviteId: w.openInvite.id }),
    expect: gameHost(204),
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/members/:userId',
    stage: 'lobby',
    params: (w) => ({ code: w.code, userId: w.moderator.userId }),
    expect: gameHost(204),
  },
  {
    method: 'GET',
    path: '/api/invites/:token',
    stage: 'lobby',
    params: (w) => ({ token: w.openInvite.token }),
    expect: everyone(200),
  },
  {
    // Anyone signed in may take an open invite (a co-host or moderator changes role by it); its owner may not.
    method: 'POST',
    path: '/api/invites/:token/accept',
    stage: 'lobby',
    params: (w) => ({ token: w.openInvite.token }),
    body: { kind: 'json', schema: ZAcceptInviteRequest, valid: () => ({ name: 'Helper' }) },
    expect: { ...signedIn(200), host: 409 },
    oncePerWorld: true,
  },
  {
    // Anyone may ask for a device session: a device id is an identity, not a credential.
    method: 'POST',
    path: '/api/player/session',
    stage: 'lobby',
    headers: (w, actor) => ({ 'x-device-id': deviceIdOf(w, actor) }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/player/session/authenticated',
    stage: 'lobby',
    headers: (w, actor) => ({ 'x-device-id': deviceIdOf(w, actor) }),
    expect: signedIn(200),
  },
  {
    // The device token comes as a bearer token here; a host's access token is not one.
    method: 'POST',
    path: '/api/player/session/validate',
    stage: 'lobby',
    headers: (w, actor): Record<string, string> => {
      const who = actor === 'anonymous' ? null : actorOf(w, actor);
      return who?.kind === 'player' ? { authorization: `Bearer ${who.token}` } : {};
    },
    expect: { ...everyone(200), anonymous: 401, otherHost: 401, moderator: 401, cohost: 401, host: 401 },
  },
  {
    // Keyed by the device id alone (the spec's contract): only players' browsers hold one here.
    method: 'POST',
    path: '/api/player/session/logout',
    stage: 'lobby',
    expect: { ...everyone(204), anonymous: 400, otherHost: 400, moderator: 400, cohost: 400, host: 400 },
  },
  { method: 'GET', path: '/api/game/:code', stage: 'lobby', params: code, expect: everyone(200) },
  {
    // Any device may join an open game, a player of another game too; the removed one never comes back.
    method: 'POST',
    path: '/api/game/:code/join',
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZJoinGameRequest, valid: (w, actor) => ({ name: playerName(w, actor) }) },
    expect: { ...gamePlayer(200), otherPlayer: 200 },
  },
  { method: 'GET', path: '/api/game/:code/me', stage: 'lobby', params: code, expect: gamePlayer(200) },
  { method: 'GET', path: '/api/game/:code/board', stage: 'lobby', params: code, expect: gamePlayer(200) },
  {
    method: 'GET',
    path: '/api/game/:code/players',
    stage: 'lobby',
    params: code,
    expect: gameModerator(200),
  },
  {
    method: 'GET',
    path: '/api/game/:code/removed-players',
    stage: 'lobby',
    params: code,
    expect: gameModerator(200),
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/players/:playerId',
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    expect: gameModerator(204),
    oncePerWorld: true,
  },
  {
    // Restoring a player who is not removed changes nothing: the host's answer is the player as it is.
    method: 'POST',
    path: '/api/game/:code/players/:playerId/restore',
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    expect: gameModerator(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/lock',
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZJoinLockRequest, valid: () => ({ locked: true }) },
    expect: gameRunner(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/clear-recent',
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZClearRecentPlayersRequest, valid: () => ({ withinMinutes: 5 }) },
    expect: gameRunner(200),
    oncePerWorld: true,
  },
  {
    // Restoring players who are not removed changes nothing: the answer lists them as they are.
    method: 'POST',
    path: '/api/game/:code/players/restore',
    stage: 'lobby',
    params: code,
    body: {
      kind: 'json',
      schema: ZRestorePlayersRequest,
      valid: (w) => ({ playerIds: [w.player.playerId] }),
    },
    expect: gameModerator(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/:playerId/rejoin-code',
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    expect: gameRunner(200),
  },
  {
    // A well-formed code no host issued: every device session gets the one "wrong, used or expired" answer
    // (nothing is allowed); without one, 401.
    method: 'POST',
    path: '/api/game/:code/rejoin',
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZRejoinRequest, valid: () => ({ rejoinCode: 'ZZZZZZ' }) },
    expect: { ...everyone(401), player: 400, otherPlayer: 400, removedPlayer: 400 },
  },
  {
    // "Is this you on a new phone?": a device not in the game asks for Pia; the player's own device plays her
    // already (409); the removed device stays out (403).
    method: 'POST',
    path: '/api/game/:code/claims',
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZDeviceClaimRequest, valid: () => ({ name: 'Pia' }) },
    expect: { ...everyone(401), otherPlayer: 201, removedPlayer: 403, player: 409 },
  },
  {
    // A claim nobody made: every device session is told it is missing.
    method: 'GET',
    path: '/api/game/:code/claims/:claimId',
    stage: 'playing',
    params: (w) => ({ code: w.code, claimId: '00000000-0000-4000-8000-000000000000' }),
    expect: { ...everyone(401), otherPlayer: 404, removedPlayer: 404, player: 404 },
  },
  { method: 'GET', path: '/api/game/:code/claims', stage: 'playing', params: code, expect: gameRunner(200) },
  {
    // Deciding a claim nobody made: those who run the game are told it is missing, a moderator may not decide.
    method: 'POST',
    path: '/api/game/:code/claims/:claimId/approve',
    stage: 'playing',
    params: (w) => ({ code: w.code, claimId: '00000000-0000-4000-8000-000000000000' }),
    expect: gameRunner(404),
  },
  {
    method: 'POST',
    path: '/api/game/:code/claims/:claimId/decline',
    stage: 'playing',
    params: (w) => ({ code: w.code, claimId: '00000000-0000-4000-8000-000000000000' }),
    expect: gameRunner(404),
  },
  {
    method: 'PATCH',
    path: '/api/game/:code/players/:playerId',
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    body: { kind: 'json', schema: ZRenamePlayerRequest, valid: () => ({ name: 'Renamed' }) },
    expect: gameRunner(200),
  },
  // Teams: the list is as public as the lobby (a draft's only for its staff), setting them is the owner's (on
  // a draft), moving a member is running the game.
  { method: 'GET', path: '/api/game/:code/teams', stage: 'teams', params: code, expect: everyone(200) },
  {
    method: 'PUT',
    path: '/api/game/:code/teams',
    stage: 'teams',
    params: draft,
    body: {
      kind: 'json',
      schema: ZTeamsUpdate,
      valid: () => ({
        teams: [
          { name: 'Owls', colour: 'red' },
          { name: 'Larks', colour: 'blue' },
        ],
      }),
    },
    expect: ownerThing(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/:playerId/team',
    stage: 'teams',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    body: { kind: 'json', schema: ZMoveToTeamRequest, valid: (w) => ({ teamId: w.teamIds[1] ?? '' }) },
    expect: gameRunner(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/start',
    stage: 'lobby',
    params: code,
    expect: gameRunner(200),
    oncePerWorld: true,
  },
  {
    method: 'PUT',
    path: '/api/game/:code/board/cells/:idx/image',
    stage: 'playing',
    params: cellZero,
    body: { kind: 'multipart' },
    expect: gamePlayer(200),
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/board/cells/:idx/image',
    stage: 'pending',
    params: cellZero,
    expect: gamePlayer(200),
  },
  { method: 'POST', path: '/api/game/:code/bingo', stage: 'bingo', params: code, expect: gamePlayer(200) },
  { method: 'GET', path: '/api/game/:code/bingo', stage: 'bingo', params: code, expect: gamePlayer(200) },
  {
    method: 'GET',
    path: '/api/game/:code/bingo-calls',
    stage: 'bingo',
    params: code,
    expect: gameRunner(200),
  },
  {
    // Answering a call nobody made: those who run the game are told it is missing, a moderator may not answer.
    method: 'POST',
    path: '/api/game/:code/bingo-calls/:callId/refuse',
    stage: 'playing',
    params: (w) => ({ code: w.code, callId: '00000000-0000-4000-8000-000000000000' }),
    body: { kind: 'json', schema: ZRefuseBingoCallRequest, valid: () => ({ reason: 'Not a real owl' }) },
    expect: gameRunner(404),
  },
  {
    method: 'GET',
    path: '/api/game/:code/review',
    stage: 'pending',
    params: code,
    expect: gameModerator(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/review',
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: {
      kind: 'json',
      schema: ZReviewRequest,
      valid: (w) => ({ decision: 'approve', image: w.pendingCell?.image }),
    },
    expect: gameModerator(200),
    oncePerWorld: true,
  },
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/review/undo',
    stage: 'rejected',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZUndoRejectionRequest, valid: (w) => ({ image: w.pendingCell?.image }) },
    expect: gameModerator(200),
    oncePerWorld: true,
  },
  {
    method: 'POST',
    path: '/api/game/:code/review/approve',
    stage: 'pending',
    params: code,
    body: {
      kind: 'json',
      schema: ZApprovePhotosRequest,
      valid: (w) => ({ photos: [{ playerId: w.player.playerId, idx: 0, image: w.pendingCell?.image }] }),
    },
    expect: gameModerator(200),
    oncePerWorld: true,
  },
  {
    // The queue hands each reviewer their own photos (two at once never the same: routes/review tests).
    method: 'POST',
    path: '/api/game/:code/review/next',
    stage: 'pending',
    params: code,
    body: { kind: 'json', schema: ZReviewNextRequest, valid: () => ({ count: 1 }) },
    expect: gameModerator(200),
    oncePerWorld: true,
  },
  {
    // Taking back the photos open on a reviewer's screen is part of running the game.
    method: 'POST',
    path: '/api/game/:code/review/release',
    stage: 'pending',
    params: code,
    body: { kind: 'json', schema: ZReleaseReviewRequest, valid: () => ({ userId: 'nobody' }) },
    expect: gameRunner(200),
  },
  ...(['pause', 'end'] as const).map((action): RouteSpec => ({
    method: 'POST',
    path: `/api/game/:code/${action}`,
    stage: 'playing',
    params: code,
    expect: gameRunner(200),
    oncePerWorld: true,
  })),
  {
    method: 'POST',
    path: '/api/game/:code/resume',
    stage: 'paused',
    params: code,
    expect: gameRunner(200),
    oncePerWorld: true,
  },
  // A player reports a photo, saying why (their own pending one here: it carries no weight, nothing hidden); the owner or a
  // co-host hides one (the big screen's Hide is part of running the game).
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/report',
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: {
      kind: 'json',
      schema: ZReportPhotoRequest,
      valid: (w) => ({ image: w.pendingCell?.image, reason: 'other' }),
    },
    expect: gamePlayer(200),
  },
  // Taking one's report back (none stands here: nothing changes).
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/report/undo',
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZPhotoRefRequest, valid: (w) => ({ image: w.pendingCell?.image }) },
    expect: gamePlayer(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/hide',
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZPhotoRefRequest, valid: (w) => ({ image: w.pendingCell?.image }) },
    expect: gameRunner(200),
    oncePerWorld: true,
  },
  // A heart: only the game's players give one; the world's photo awaits review, so it takes none (409).
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/heart',
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZHeartRequest, valid: (w) => ({ image: w.pendingCell?.image, on: true }) },
    expect: gamePlayer(409),
  },
  { method: 'GET', path: '/api/game/:code/hearts', stage: 'pending', params: code, expect: gameViewer(200) },
  { method: 'GET', path: '/api/game/:code/gallery', stage: 'pending', params: code, expect: gameViewer(200) },
  {
    method: 'GET',
    path: '/api/game/:code/progress',
    stage: 'playing',
    params: code,
    expect: gameViewer(200),
  },
  {
    method: 'POST',
    path: '/api/game/:code/winner',
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZChooseWinnerRequest, valid: (w) => ({ playerId: w.player.playerId }) },
    expect: gameRunner(200),
    oncePerWorld: true,
  },
  // Results people keep: sharing is off in this world, so the share link answers 404 to everyone; the
  // album's download link is a capability URL (a signed ticket), here a made-up one.
  { method: 'GET', path: '/api/game/:code/results', stage: 'pending', params: code, expect: gameViewer(200) },
  {
    method: 'PUT',
    path: '/api/game/:code/results/sharing',
    stage: 'pending',
    params: code,
    body: { kind: 'json', schema: ZResultsSharingRequest, valid: () => ({ shared: false }) },
    expect: gameHost(200),
  },
  {
    method: 'GET',
    path: '/api/results/shared/:token',
    stage: 'pending',
    params: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    expect: everyone(404),
  },
  {
    method: 'POST',
    path: '/api/game/:code/album/link',
    stage: 'pending',
    params: code,
    query: { by: 'label' },
    expect: gameViewer(200),
  },
  {
    method: 'POST',
    path: '/api/results/shared/:token/album/link',
    stage: 'pending',
    params: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    expect: everyone(404),
  },
  {
    method: 'GET',
    path: '/api/album',
    stage: 'pending',
    query: { by: 'player', ticket: 'made-up.ticket' },
    expect: everyone(404),
  },
  {
    method: 'POST',
    path: '/api/game/:code/prize',
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZAwardPrizeRequest, valid: (w) => ({ playerId: w.player.playerId }) },
    expect: gameRunner(200),
    oncePerWorld: true,
  },
  ...(['keep', 'withdraw'] as const).map((verb): RouteSpec => ({
    // Deciding about a prize nobody won: those who run the game are told it is not awarded (nothing changes),
    // a moderator may not decide.
    method: 'POST',
    path: `/api/game/:code/prizes/:place/${verb}`,
    stage: 'playing',
    params: (w) => ({ code: w.code, place: '1' }),
    body: {
      kind: 'json',
      schema: ZPrizeLineDecisionRequest,
      valid: (w) => ({ playerId: w.player.playerId }),
    },
    expect: gameRunner(409),
  })),
  {
    method: 'POST',
    path: '/api/payment/initiate',
    stage: 'draft',
    body: {
      kind: 'json',
      schema: ZInitiatePaymentRequest,
      valid: (w) => ({ amount: 20, gameCount: 1, gameCode: w.draftCode }),
    },
    expect: ownerThing(201),
  },
  {
    method: 'POST',
    path: '/api/payment/process',
    stage: 'draft',
    body: {
      kind: 'json',
      schema: ZInitiatePaymentRequest,
      valid: (w) => ({ gameCount: 2, gameCode: w.draftCode }),
    },
    expect: ownerThing(201),
  },
  {
    method: 'GET',
    path: '/api/payment/status/:id',
    stage: 'lobby',
    params: (w) => ({ id: w.paymentId }),
    expect: ownerThing(200),
  },
  {
    method: 'GET',
    path: '/api/payment/customer/:id/game-count',
    stage: 'lobby',
    params: (w) => ({ id: w.host.userId }),
    expect: ownerThing(200),
  },
  {
    // The local provider has no webhook (Stripe's is tested with signed events in webhook.routes.test.ts).
    method: 'POST',
    path: '/api/payment/webhook',
    stage: 'lobby',
    body: { kind: 'json', valid: () => ({ id: 'evt_matrix', type: 'checkout.session.completed' }) },
    expect: everyone(404),
  },
  // The hosted checkout and the photos are capability URLs: the long random id in the URL is the only key.
  {
    method: 'GET',
    path: '/checkout/:sessionId',
    stage: 'checkout',
    params: (w) => ({ sessionId: w.checkoutSessionId ?? 'none' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/checkout/:sessionId/pay',
    stage: 'checkout',
    params: (w) => ({ sessionId: w.checkoutSessionId ?? 'none' }),
    body: { kind: 'form', valid: { cardNumber: '4242 4242 4242 4242', cardName: 'Ada' } },
    expect: everyone(303),
  },
  {
    method: 'POST',
    path: '/checkout/:sessionId/cancel',
    stage: 'checkout',
    params: (w) => ({ sessionId: w.checkoutSessionId ?? 'none' }),
    body: { kind: 'form', valid: {} },
    expect: everyone(303),
  },
  {
    method: 'GET',
    path: '/media/:key',
    stage: 'pending',
    params: (w) => ({ key: w.mediaKey ?? 'none.webp' }),
    expect: everyone(200),
  },
];

/** The path with its params filled in (URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    // A lone surrogate cannot be percent-encoded; malformed URLs have their own test.
    return encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));
  });
}

/** The request an actor sends to an endpoint when it does everything right but may not be allowed. */
export async function buildCall(
  spec: RouteSpec,
  w: World,
  actor: ActorName,
  method: Method = spec.method,
): Promise<InjectOptions> {
  const headers: Record<string, string> = { ...credentialHeaders(w, actor), ...spec.headers?.(w, actor) };
  let payload: InjectOptions['payload'];
  if (spec.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(spec.body.valid(w, actor));
  } else if (spec.body?.kind === 'multipart') {
    const upload = await uploadBody(spec.body.field);
    Object.assign(headers, upload.headers);
    payload = upload.payload;
  } else if (spec.body?.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(spec.body.valid).toString();
  }
  return {
    method,
    url: fillPath(spec.path, spec.params?.(w) ?? {}),
    query: spec.query,
    headers,
    payload,
  };
}

/** `METHOD path` of every route the app serves, read from Fastify's own route tree. */
export function appRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) found.push(`${method} ${stack.join('')}`);
  }
  return found.sort();
}

/** `METHOD path` of every route the catalogue covers; GET routes answer HEAD as well. */
export function catalogueRoutes(): string[] {
  return ROUTES.flatMap((r) =>
    r.method === 'GET' ? [`GET ${r.path}`, `HEAD ${r.path}`] : [`${r.method} ${r.path}`],
  ).sort();
}

export const isAllowed = (status: number) => status >= 200 && status < 400;
