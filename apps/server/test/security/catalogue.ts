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
import { accountApi } from '../../src/routes/account/account.api';
import { authApi } from '../../src/routes/auth/auth.api';
import { boardApi } from '../../src/routes/board/board.api';
import { gamesApi } from '../../src/routes/games/games.api';
import { heartsApi } from '../../src/routes/hearts/hearts.api';
import { joinApi } from '../../src/routes/join/join.api';
import { labelPacksApi } from '../../src/routes/label-packs/label-packs.api';
import { mailApi } from '../../src/routes/mail/mail.api';
import { mediaApi } from '../../src/routes/media/media.api';
import { paymentsApi } from '../../src/routes/payments/payments.api';
import { playApi } from '../../src/routes/play/play.api';
import { playerSessionsApi } from '../../src/routes/players/player-sessions.api';
import { playersQueueApi } from '../../src/routes/players-queue/players-queue.api';
import { reportsApi } from '../../src/routes/reports/reports.api';
import { resultsApi } from '../../src/routes/results/results.api';
import { reviewApi } from '../../src/routes/review/review.api';
import { roomApi } from '../../src/routes/room/room.api';
import { staffApi } from '../../src/routes/staff/staff.api';
import { systemApi } from '../../src/routes/system/system.api';
import { teamsApi } from '../../src/routes/teams/teams.api';
import { CHECKOUT_PAGES } from '../../src/routes/checkout/checkout.routes';
import type { ApiRoute } from '../../src/openapi/api-route';
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

/** An endpoint the catalogue calls: a route's declaration, or one of the local checkout's pages. */
type Endpoint = Pick<ApiRoute, 'method' | 'path'> & Partial<Pick<ApiRoute, 'auth' | 'ability' | 'ok'>>;

/** A catalogue entry: the endpoint, and `expect` only where the answers differ from what its declaration says. */
type CatalogueEntry = Omit<RouteSpec, 'method' | 'path' | 'expect'> & {
  route: Endpoint;
  expect?: Expectation;
};

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

/**
 * Who gets what by the declaration alone: its success status for whoever `auth` (and for a game's staff,
 * `ability`) admits, and the refusals the policies promise everyone else.
 */
function expectationOf(route: Endpoint): Expectation {
  const ok = route.ok?.status ?? 200;
  const auth = typeof route.auth === 'string' ? [route.auth] : (route.auth ?? []);
  if (auth.length === 1 && auth[0] === 'public') return everyone(ok);
  if (auth.length === 1 && auth[0] === 'player') return gamePlayer(ok);
  if (auth.length === 1 && auth[0] === 'viewer') return gameViewer(ok);
  if (auth.length === 1 && auth[0] === 'host') {
    if (route.ability === 'own') return gameHost(ok);
    if (route.ability === 'run') return gameRunner(ok);
    if (route.ability === 'moderate' || route.ability === 'view') return gameModerator(ok);
    return signedIn(ok);
  }
  throw new Error(
    `${route.method} ${route.path}: its callers are not one kind; the catalogue says who gets what`,
  );
}

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

/**
 * Every endpoint: its declaration, the world it is called in and, only where the answers differ from what the
 * declaration says (expectationOf), who gets what.
 */
const CATALOGUE: CatalogueEntry[] = [
  { route: systemApi.health, stage: 'lobby' },
  { route: systemApi.ready, stage: 'lobby' },
  // Metrics are off unless METRICS_PORT or METRICS_TOKEN: nobody's credentials open them.
  { route: systemApi.metrics, stage: 'lobby', expect: everyone(404) },
  { route: systemApi.config, stage: 'lobby' },
  // The API reference (OpenAPI), public like the docs it is generated with.
  { route: systemApi.openApi, stage: 'lobby' },
  // The laptop outbox, asked from another device on the network (a browser on the machine itself sees all):
  // signed-in hosts get their own verification mails only, everyone else nothing.
  {
    route: mailApi.outbox,
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
    route: authApi.register,
    stage: 'lobby',
    body: {
      kind: 'json',
      schema: ZRegisterRequest,
      valid: () => ({ email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD }),
    },
  },
  {
    route: authApi.login,
    stage: 'lobby',
    body: { kind: 'json', schema: ZLoginRequest, valid: LOGIN_BODY },
  },
  {
    route: authApi.google,
    stage: 'lobby',
    body: { kind: 'json', schema: ZGoogleLoginRequest, valid: () => ({ token: GOOGLE_TOKEN }) },
  },
  {
    // A refresh token is itself the credential: only the hosts hold one, the others send none.
    route: authApi.refresh,
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
  { route: authApi.logout, stage: 'lobby', expect: signedIn(204) },
  { route: authApi.me, stage: 'lobby' },
  {
    // Each signed-in account changes only its own settings.
    route: accountApi.update,
    stage: 'lobby',
    body: { kind: 'json', schema: ZAccountUpdate, valid: () => ({ language: 'fr' }) },
  },
  {
    // The same answer for everyone, whether or not the address has an account.
    route: authApi.forgotPassword,
    stage: 'lobby',
    body: { kind: 'json', schema: ZForgotPasswordRequest, valid: () => ({ email: uniqueEmail() }) },
  },
  {
    // The mailed link's token is the credential, and no actor holds one: every call is refused and changes
    // nothing (the links themselves: routes/auth/account-mail.test.ts).
    route: authApi.resetPassword,
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
    route: authApi.verifyEmail,
    stage: 'lobby',
    body: { kind: 'json', schema: ZVerifyEmailRequest, valid: () => ({ token: 'A'.repeat(43) }) },
    expect: everyone(400),
  },
  // The world's hosts are verified already (test-app's apiOf): a new link is refused with 409.
  { route: authApi.resendVerification, stage: 'lobby', expect: signedIn(409) },
  {
    route: gamesApi.create,
    stage: 'lobby',
    body: { kind: 'json', schema: ZCreateGameRequest, valid: () => ({ eventTitle: 'Made by the matrix' }) },
  },
  {
    route: gamesApi.list,
    stage: 'lobby',
    query: { status: 'active' },
    check: (body, w, actor) => (actor === 'otherHost' ? excludes("this host's game", w.code)(body) : null),
  },
  { route: gamesApi.hostView, stage: 'lobby', params: code },
  {
    route: gamesApi.updateSetup,
    stage: 'lobby',
    params: code,
    body: {
      kind: 'json',
      schema: ZGameSetupUpdate,
      valid: () => ({ welcomeMessage: 'Changed by the matrix' }),
    },
  },
  // The event's look: whoever runs the game (owner, co-host); a moderator gets 403.
  {
    route: gamesApi.updateLook,
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZLookUpdate, valid: () => ({ accent: '#1d4ed8' }) },
  },
  {
    route: gamesApi.putLogo,
    stage: 'lobby',
    params: code,
    body: { kind: 'multipart', field: 'logo' },
  },
  {
    route: gamesApi.deleteLogo,
    stage: 'lobby',
    params: code,
  },
  { route: gamesApi.cancel, stage: 'lobby', params: code },
  {
    route: gamesApi.activate,
    stage: 'draft',
    params: draft,
    expect: ownerThing(200),
  },
  // Deleting a game: a draft here (a running one is a 409 for its host, see test/deletion).
  { route: gamesApi.delete, stage: 'draft', params: draft, expect: ownerThing(204) },
  {
    // Each host deletes their own account (the other host first: the refused cells run before both).
    route: accountApi.delete,
    stage: 'lobby',
    body: { kind: 'json', schema: ZDeleteAccountRequest, valid: () => ({ password: PASSWORD }) },
    endsSession: true,
  },
  {
    route: gamesApi.duplicate,
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZDuplicateGameRequest, valid: () => ({ eventDate: '2031-01-01' }) },
  },
  { route: labelPacksApi.list, stage: 'lobby' },
  // Co-hosts and moderators: only the owner invites and revokes; an invite link is the credential.
  {
    route: staffApi.invite,
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZCreateInviteRequest, valid: () => ({ role: 'moderator' }) },
  },
  { route: staffApi.staff, stage: 'lobby', params: code },
  {
    route: staffApi.revokeInvite,
    stage: 'lobby',
    params: (w) => ({ code: w.code, inviteId: w.openInvite.id }),
  },
  {
    route: staffApi.removeMember,
    stage: 'lobby',
    params: (w) => ({ code: w.code, userId: w.moderator.userId }),
  },
  {
    route: staffApi.invitePreview,
    stage: 'lobby',
    params: (w) => ({ token: w.openInvite.token }),
  },
  {
    // Anyone signed in may take an open invite (a co-host or moderator changes role by it); its owner may not.
    route: staffApi.acceptInvite,
    stage: 'lobby',
    params: (w) => ({ token: w.openInvite.token }),
    body: { kind: 'json', schema: ZAcceptInviteRequest, valid: () => ({ name: 'Helper' }) },
    expect: { ...signedIn(200), host: 409 },
    oncePerWorld: true,
  },
  {
    // Anyone may ask for a device session: a device id is an identity, not a credential.
    route: playerSessionsApi.session,
    stage: 'lobby',
    headers: (w, actor) => ({ 'x-device-id': deviceIdOf(w, actor) }),
    expect: everyone(200),
  },
  {
    route: playerSessionsApi.authenticated,
    stage: 'lobby',
    headers: (w, actor) => ({ 'x-device-id': deviceIdOf(w, actor) }),
    expect: signedIn(200),
  },
  {
    // The device token comes as a bearer token here; a host's access token is not one.
    route: playerSessionsApi.validate,
    stage: 'lobby',
    headers: (w, actor): Record<string, string> => {
      const who = actor === 'anonymous' ? null : actorOf(w, actor);
      return who?.kind === 'player' ? { authorization: `Bearer ${who.token}` } : {};
    },
    expect: { ...everyone(200), anonymous: 401, otherHost: 401, moderator: 401, cohost: 401, host: 401 },
  },
  {
    // Keyed by the device id alone (the spec's contract): only players' browsers hold one here.
    route: playerSessionsApi.logout,
    stage: 'lobby',
    expect: { ...everyone(204), anonymous: 400, otherHost: 400, moderator: 400, cohost: 400, host: 400 },
  },
  { route: joinApi.summary, stage: 'lobby', params: code },
  {
    // Any device may join an open game, a player of another game too; the removed one never comes back.
    route: joinApi.join,
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZJoinGameRequest, valid: (w, actor) => ({ name: playerName(w, actor) }) },
    expect: { ...gamePlayer(200), otherPlayer: 200 },
  },
  { route: boardApi.me, stage: 'lobby', params: code },
  { route: boardApi.board, stage: 'lobby', params: code },
  {
    route: playersQueueApi.players,
    stage: 'lobby',
    params: code,
  },
  {
    route: playersQueueApi.removedPlayers,
    stage: 'lobby',
    params: code,
  },
  {
    route: playersQueueApi.remove,
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    oncePerWorld: true,
  },
  {
    // Restoring a player who is not removed changes nothing: the host's answer is the player as it is.
    route: playersQueueApi.restore,
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
  },
  {
    route: playersQueueApi.lock,
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZJoinLockRequest, valid: () => ({ locked: true }) },
  },
  {
    route: playersQueueApi.clearRecent,
    stage: 'lobby',
    params: code,
    body: { kind: 'json', schema: ZClearRecentPlayersRequest, valid: () => ({ withinMinutes: 5 }) },
    oncePerWorld: true,
  },
  {
    // Restoring players who are not removed changes nothing: the answer lists them as they are.
    route: playersQueueApi.restoreMany,
    stage: 'lobby',
    params: code,
    body: {
      kind: 'json',
      schema: ZRestorePlayersRequest,
      valid: (w) => ({ playerIds: [w.player.playerId] }),
    },
  },
  {
    route: joinApi.rejoinCode,
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
  },
  {
    // A well-formed code no host issued: every device session gets the one "wrong, used or expired" answer
    // (nothing is allowed); without one, 401.
    route: joinApi.rejoin,
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZRejoinRequest, valid: () => ({ rejoinCode: 'ZZZZZZ' }) },
    expect: { ...everyone(401), player: 400, otherPlayer: 400, removedPlayer: 400 },
  },
  {
    // "Is this you on a new phone?": a device not in the game asks for Pia; the player's own device plays her
    // already (409); the removed device stays out (403).
    route: joinApi.claim,
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZDeviceClaimRequest, valid: () => ({ name: 'Pia' }) },
    expect: { ...everyone(401), otherPlayer: 201, removedPlayer: 403, player: 409 },
  },
  {
    // A claim nobody made: every device session is told it is missing.
    route: joinApi.claimStatus,
    stage: 'playing',
    params: (w) => ({ code: w.code, claimId: '00000000-0000-4000-8000-000000000000' }),
    expect: { ...everyone(401), otherPlayer: 404, removedPlayer: 404, player: 404 },
  },
  { route: joinApi.claims, stage: 'playing', params: code },
  {
    // Deciding a claim nobody made: those who run the game are told it is missing, a moderator may not decide.
    route: joinApi.approveClaim,
    stage: 'playing',
    params: (w) => ({ code: w.code, claimId: '00000000-0000-4000-8000-000000000000' }),
    expect: gameRunner(404),
  },
  {
    route: joinApi.declineClaim,
    stage: 'playing',
    params: (w) => ({ code: w.code, claimId: '00000000-0000-4000-8000-000000000000' }),
    expect: gameRunner(404),
  },
  {
    route: playersQueueApi.rename,
    stage: 'lobby',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    body: { kind: 'json', schema: ZRenamePlayerRequest, valid: () => ({ name: 'Renamed' }) },
  },
  // Teams: the list is as public as the lobby (a draft's only for its staff), setting them is the owner's (on
  // a draft), moving a member is running the game.
  { route: teamsApi.list, stage: 'teams', params: code, expect: everyone(200) },
  {
    route: teamsApi.update,
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
    route: teamsApi.moveToTeam,
    stage: 'teams',
    params: (w) => ({ code: w.code, playerId: w.player.playerId }),
    body: { kind: 'json', schema: ZMoveToTeamRequest, valid: (w) => ({ teamId: w.teamIds[1] ?? '' }) },
  },
  {
    route: roomApi.start,
    stage: 'lobby',
    params: code,
    oncePerWorld: true,
  },
  {
    route: playApi.upload,
    stage: 'playing',
    params: cellZero,
    body: { kind: 'multipart' },
  },
  {
    route: playApi.removePhoto,
    stage: 'pending',
    params: cellZero,
  },
  { route: playApi.bingo, stage: 'bingo', params: code },
  { route: playApi.myBingoCall, stage: 'bingo', params: code },
  {
    route: playApi.bingoCalls,
    stage: 'bingo',
    params: code,
  },
  {
    // Answering a call nobody made: those who run the game are told it is missing, a moderator may not answer.
    route: playApi.refuseBingoCall,
    stage: 'playing',
    params: (w) => ({ code: w.code, callId: '00000000-0000-4000-8000-000000000000' }),
    body: { kind: 'json', schema: ZRefuseBingoCallRequest, valid: () => ({ reason: 'Not a real owl' }) },
    expect: gameRunner(404),
  },
  {
    route: reviewApi.queue,
    stage: 'pending',
    params: code,
  },
  {
    route: reviewApi.decide,
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: {
      kind: 'json',
      schema: ZReviewRequest,
      valid: (w) => ({ decision: 'approve', image: w.pendingCell?.image }),
    },
    oncePerWorld: true,
  },
  {
    route: reviewApi.undoRejection,
    stage: 'rejected',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZUndoRejectionRequest, valid: (w) => ({ image: w.pendingCell?.image }) },
    oncePerWorld: true,
  },
  {
    route: reviewApi.approveMany,
    stage: 'pending',
    params: code,
    body: {
      kind: 'json',
      schema: ZApprovePhotosRequest,
      valid: (w) => ({ photos: [{ playerId: w.player.playerId, idx: 0, image: w.pendingCell?.image }] }),
    },
    oncePerWorld: true,
  },
  {
    // The queue hands each reviewer their own photos (two at once never the same: routes/review tests).
    route: reviewApi.next,
    stage: 'pending',
    params: code,
    body: { kind: 'json', schema: ZReviewNextRequest, valid: () => ({ count: 1 }) },
    oncePerWorld: true,
  },
  {
    // Taking back the photos open on a reviewer's screen is part of running the game.
    route: reviewApi.release,
    stage: 'pending',
    params: code,
    body: { kind: 'json', schema: ZReleaseReviewRequest, valid: () => ({ userId: 'nobody' }) },
  },
  ...[roomApi.pause, roomApi.end].map((route): CatalogueEntry => ({
    route,
    stage: 'playing',
    params: code,
    oncePerWorld: true,
  })),
  {
    route: roomApi.resume,
    stage: 'paused',
    params: code,
    oncePerWorld: true,
  },
  // A player reports a photo, saying why (their own pending one here: it carries no weight, nothing hidden); the owner or a
  // co-host hides one (the big screen's Hide is part of running the game).
  {
    route: reportsApi.report,
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: {
      kind: 'json',
      schema: ZReportPhotoRequest,
      valid: (w) => ({ image: w.pendingCell?.image, reason: 'other' }),
    },
  },
  // Taking one's report back (none stands here: nothing changes).
  {
    route: reportsApi.undoReport,
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZPhotoRefRequest, valid: (w) => ({ image: w.pendingCell?.image }) },
  },
  {
    route: reportsApi.hide,
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZPhotoRefRequest, valid: (w) => ({ image: w.pendingCell?.image }) },
    oncePerWorld: true,
  },
  // A heart: only the game's players give one; the world's photo awaits review, so it takes none (409).
  {
    route: heartsApi.heart,
    stage: 'pending',
    params: (w) => ({ code: w.code, playerId: w.player.playerId, idx: '0' }),
    body: { kind: 'json', schema: ZHeartRequest, valid: (w) => ({ image: w.pendingCell?.image, on: true }) },
    expect: gamePlayer(409),
  },
  { route: heartsApi.list, stage: 'pending', params: code },
  { route: resultsApi.gallery, stage: 'pending', params: code },
  {
    route: resultsApi.progress,
    stage: 'playing',
    params: code,
  },
  {
    route: resultsApi.winner,
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZChooseWinnerRequest, valid: (w) => ({ playerId: w.player.playerId }) },
    oncePerWorld: true,
  },
  // Results people keep: sharing is off in this world, so the share link answers 404 to everyone; the
  // album's download link is a capability URL (a signed ticket), here a made-up one.
  { route: resultsApi.results, stage: 'pending', params: code },
  {
    route: resultsApi.sharing,
    stage: 'pending',
    params: code,
    body: { kind: 'json', schema: ZResultsSharingRequest, valid: () => ({ shared: false }) },
  },
  {
    route: resultsApi.shared,
    stage: 'pending',
    params: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    expect: everyone(404),
  },
  {
    route: resultsApi.albumLink,
    stage: 'pending',
    params: code,
    query: { by: 'label' },
  },
  {
    route: resultsApi.sharedAlbumLink,
    stage: 'pending',
    params: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    expect: everyone(404),
  },
  {
    route: resultsApi.album,
    stage: 'pending',
    query: { by: 'player', ticket: 'made-up.ticket' },
    expect: everyone(404),
  },
  {
    route: resultsApi.prize,
    stage: 'playing',
    params: code,
    body: { kind: 'json', schema: ZAwardPrizeRequest, valid: (w) => ({ playerId: w.player.playerId }) },
    oncePerWorld: true,
  },
  ...[resultsApi.keepPrize, resultsApi.withdrawPrize].map((route): CatalogueEntry => ({
    // Deciding about a prize nobody won: those who run the game are told it is not awarded (nothing changes),
    // a moderator may not decide.
    route,
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
    route: paymentsApi.initiate,
    stage: 'draft',
    body: {
      kind: 'json',
      schema: ZInitiatePaymentRequest,
      valid: (w) => ({ amount: 20, gameCount: 1, gameCode: w.draftCode }),
    },
    expect: ownerThing(201),
  },
  {
    route: paymentsApi.process,
    stage: 'draft',
    body: {
      kind: 'json',
      schema: ZInitiatePaymentRequest,
      valid: (w) => ({ gameCount: 2, gameCode: w.draftCode }),
    },
    expect: ownerThing(201),
  },
  {
    route: paymentsApi.status,
    stage: 'lobby',
    params: (w) => ({ id: w.paymentId }),
    expect: ownerThing(200),
  },
  {
    route: paymentsApi.gameCount,
    stage: 'lobby',
    params: (w) => ({ id: w.host.userId }),
    expect: ownerThing(200),
  },
  {
    // The local provider has no webhook (Stripe's is tested with signed events in webhook.routes.test.ts).
    route: paymentsApi.webhook,
    stage: 'lobby',
    body: { kind: 'json', valid: () => ({ id: 'evt_matrix', type: 'checkout.session.completed' }) },
    expect: everyone(404),
  },
  // The hosted checkout and the photos are capability URLs: the long random id in the URL is the only key.
  {
    route: CHECKOUT_PAGES.page,
    stage: 'checkout',
    params: (w) => ({ sessionId: w.checkoutSessionId ?? 'none' }),
    expect: everyone(200),
  },
  {
    route: CHECKOUT_PAGES.pay,
    stage: 'checkout',
    params: (w) => ({ sessionId: w.checkoutSessionId ?? 'none' }),
    body: { kind: 'form', valid: { cardNumber: '4242 4242 4242 4242', cardName: 'Ada' } },
    expect: everyone(303),
  },
  {
    route: CHECKOUT_PAGES.cancel,
    stage: 'checkout',
    params: (w) => ({ sessionId: w.checkoutSessionId ?? 'none' }),
    body: { kind: 'form', valid: {} },
    expect: everyone(303),
  },
  {
    route: mediaApi.photo,
    stage: 'pending',
    params: (w) => ({ key: w.mediaKey ?? 'none.webp' }),
  },
];

/** Every endpoint as the matrix and the fuzzer call it: method and path from its declaration. */
export const ROUTES: RouteSpec[] = CATALOGUE.map(({ route, expect, ...spec }) => ({
  ...spec,
  method: route.method,
  path: route.path,
  expect: expect ?? expectationOf(route),
}));

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
