import { randomUUID } from 'node:crypto';
import {
  ZAuthResponse,
  ZCustomerGameCount,
  ZGame,
  ZInitiatePaymentResponse,
  type TApprovePhotosResponse,
  type TAuthResponse,
  type TBoard,
  type TCell,
  type TCustomerGameCount,
  type TGallery,
  type TGame,
  type TInitiatePaymentResponse,
  type TInviteRole,
  type TMembership,
  type TPendingPhoto,
  type TPlayerSession,
  type TProgress,
  type TReportReason,
  type TTeamList,
} from '@picture-bingo/shared';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { completeSetup, PASSWORD, PAYING_CARD, uniqueEmail } from './fixtures';
import { multipartBody, multipartHeaders } from './multipart';
import type { Mailbox } from './mail';
import { mapLimit } from './pool';
import { fetchTransport, HttpError, type ApiAnswer, type Transport } from './transport';

/**
 * A host's access token, or a way to get a fresh one before every call (the e2e runs give tokens 4 s, so
 * their host calls sign in afresh each time).
 */
export type Credential = string | (() => Promise<string>);

export interface CallInit {
  token?: Credential;
  deviceToken?: string;
  headers?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** Any other body (with its content-type in `headers`). */
  body?: string | Uint8Array;
  /** The status the call must answer; any 2xx when not given. */
  status?: number;
}

/** A host with a paid game whose lobby is open. */
export interface PaidGame {
  token: string;
  hostId: string;
  code: string;
  game: TGame;
}

/** A new device joined to a game. */
export interface JoinedPlayer {
  name: string;
  deviceId: string;
  /** The device token. */
  token: string;
  /** The player's id. */
  id: string;
  membership: TMembership;
}

export interface ApiClientOptions {
  /**
   * Verifies a newly registered host's address (paying needs it): follow the mailed link (verifyByMail), or,
   * in server tests, mark it in the database. Without it, registerHost's hosts stay unverified.
   */
  verifyHost?: (api: ApiClient, auth: TAuthResponse) => Promise<void>;
}

/** Follows the verification link the server mailed to the new host, as the host would. */
export const verifyByMail =
  (mailbox: Mailbox): NonNullable<ApiClientOptions['verifyHost']> =>
  async (api, auth) => {
    const mail = await mailbox.waitFor(auth.user.email, 'verify');
    await api.call('POST', '/api/auth/verify-email', { json: { token: mail.token }, status: 200 });
  };

/** The app's HTTP API as the web app calls it, over any transport; each use case checks its answer's status. */
export class ApiClient {
  constructor(
    readonly send: Transport,
    readonly options: ApiClientOptions = {},
  ) {}

  /** A client of the server listening at `base`, through fetch (`timeoutMs` null: requests never time out). */
  static at(base: string, timeoutMs: number | null = 30_000, options: ApiClientOptions = {}): ApiClient {
    return new ApiClient(fetchTransport(base, timeoutMs), options);
  }

  async raw(method: string, url: string, init: CallInit = {}): Promise<ApiAnswer> {
    const token = typeof init.token === 'function' ? await init.token() : init.token;
    return this.send({
      method,
      url,
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.deviceToken ? { 'x-device-token': init.deviceToken } : {}),
        ...init.headers,
      },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
  }

  /** The parsed JSON answer; throws an HttpError unless the status is the one expected (any 2xx if none). */
  async call<T>(method: string, url: string, init: CallInit = {}): Promise<T> {
    const res = await this.raw(method, url, init);
    const expected =
      init.status === undefined ? res.status >= 200 && res.status < 300 : res.status === init.status;
    if (!expected) throw new HttpError(`${method} ${url}: ${res.status} ${res.text}`, res.status, res.text);
    return (res.text ? JSON.parse(res.text) : undefined) as T;
  }

  /** Registers a new host through the real endpoint (and verifies the address when `verifyHost` is given). */
  async registerHost(email = uniqueEmail()): Promise<TAuthResponse> {
    const body = await this.call('POST', '/api/auth/register', {
      json: { email, password: PASSWORD, confirmPassword: PASSWORD },
      status: 201,
    });
    const auth = ZAuthResponse.parse(body);
    if (!this.options.verifyHost) return auth;
    await this.options.verifyHost(this, auth);
    return { ...auth, user: { ...auth.user, emailVerified: true } };
  }

  async login(email: string, password = PASSWORD): Promise<TAuthResponse> {
    const body = await this.call('POST', '/api/auth/login', { json: { email, password }, status: 200 });
    return ZAuthResponse.parse(body);
  }

  /** Creates a draft game (complete unless other setup is given). */
  async createGame(token: Credential, setup: object = completeSetup): Promise<TGame> {
    return ZGame.parse(await this.call('POST', '/api/game', { token, json: setup, status: 201 }));
  }

  /** The game as its host sees it. */
  async getHostGame(token: Credential, code: string): Promise<TGame> {
    return ZGame.parse(await this.call('GET', `/api/game/${code}/host`, { token, status: 200 }));
  }

  /** The host's prepaid games: bought, used, left. */
  async gameCount(token: Credential): Promise<TCustomerGameCount> {
    const body = await this.call('GET', '/api/payment/customer/me/game-count', { token, status: 200 });
    return ZCustomerGameCount.parse(body);
  }

  async initiatePayment(
    token: Credential,
    gameCode: string,
    gameCount = 1,
  ): Promise<TInitiatePaymentResponse> {
    const body = await this.call('POST', '/api/payment/initiate', {
      token,
      json: { amount: 20, gameCount, gameCode },
      status: 201,
    });
    return ZInitiatePaymentResponse.parse(body);
  }

  /** Submits the local checkout page's card form (or Cancel) as a browser does; the raw answer. */
  submitCheckout(checkoutId: string, action: 'pay' | 'cancel', fields: Record<string, string> = {}) {
    return this.raw('POST', `/checkout/${checkoutId}/${action}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Buys `count` games for this game at the local checkout with the paying card. */
  async payLocally(token: Credential, gameCode: string, count = 1): Promise<TInitiatePaymentResponse> {
    const checkout = await this.initiatePayment(token, gameCode, count);
    const paid = await this.submitCheckout(checkout.id, 'pay', { cardNumber: PAYING_CARD });
    if (paid.status !== 303)
      throw new HttpError(`local checkout answered ${paid.status}`, paid.status, paid.text);
    return checkout;
  }

  /** Creates a game and pays for it at the local checkout: its lobby is open. */
  async createPaidGame(token: Credential, setup: object = completeSetup): Promise<TGame> {
    const game = await this.createGame(token, setup);
    await this.payLocally(token, game.gameCode);
    return game;
  }

  /** A new host with a paid game whose lobby is open. */
  async paidGame(setup: object = completeSetup): Promise<PaidGame> {
    const host = await this.registerHost();
    const game = await this.createPaidGame(host.accessToken, setup);
    return { token: host.accessToken, hostId: host.user.id, code: game.gameCode, game };
  }

  start(token: Credential, code: string): Promise<TGame> {
    return this.call<TGame>('POST', `/api/game/${code}/start`, { token, status: 200 });
  }

  /** A new host's paid game with these players joined, started. */
  async startedGame(setup: object = completeSetup, names: readonly string[] = ['Pia']) {
    const paid = await this.paidGame(setup);
    const players: JoinedPlayer[] = [];
    for (const name of names) players.push(await this.joinAs(paid.code, name));
    await this.start(paid.token, paid.code);
    return { ...paid, players };
  }

  /** The owner invites `helper`'s account into the game with this role, and the helper accepts the invite. */
  async addStaff(owner: Credential, code: string, role: TInviteRole, helper: Credential): Promise<void> {
    const invite = await this.call<TCreatedInvite>('POST', `/api/game/${code}/invites`, {
      token: owner,
      json: { role },
      status: 201,
    });
    await this.call('POST', `/api/invites/${invite.token}/accept`, { token: helper, status: 200 });
  }

  /** A new device's anonymous player session. */
  async newSession(deviceId: string = randomUUID()): Promise<{ deviceId: string; token: string }> {
    const session = await this.call<TPlayerSession>('POST', '/api/player/session', {
      headers: { 'x-device-id': deviceId },
      status: 200,
    });
    return { deviceId, token: session.token };
  }

  join(code: string, deviceToken: string, name: string): Promise<TMembership> {
    return this.call<TMembership>('POST', `/api/game/${code}/join`, {
      deviceToken,
      json: { name },
      status: 200,
    });
  }

  /** A new device joined to the game under this name. */
  async joinAs(code: string, name: string): Promise<JoinedPlayer> {
    const { deviceId, token } = await this.newSession();
    const membership = await this.join(code, token, name);
    return { name, deviceId, token, id: membership.player.id, membership };
  }

  /** `count` new devices join the game (at most `concurrency` at a time), named `${namePrefix} ${n}`. */
  joinPlayers(code: string, count: number, concurrency = 8, namePrefix = 'Player'): Promise<JoinedPlayer[]> {
    return mapLimit(
      Array.from({ length: count }, (_, i) => i),
      concurrency,
      (i) => this.joinAs(code, `${namePrefix} ${i + 1}`),
    );
  }

  /** PUTs a photo into a cell of the player's card as multipart/form-data (the real upload path); the raw answer. */
  putPhoto(
    code: string,
    deviceToken: string,
    idx: number,
    image: Uint8Array,
    file: { filename?: string; contentType?: string; fields?: Record<string, string> } = {},
  ): Promise<ApiAnswer> {
    return this.raw('PUT', `/api/game/${code}/board/cells/${idx}/image`, {
      deviceToken,
      headers: multipartHeaders,
      body: multipartBody(image, file),
    });
  }

  /** Uploads a photo into a cell; throws unless it is accepted. */
  async uploadPhoto(code: string, deviceToken: string, idx: number, image: Uint8Array): Promise<TCell> {
    const res = await this.putPhoto(code, deviceToken, idx, image);
    if (res.status !== 200)
      throw new HttpError(`upload of cell ${idx}: ${res.status} ${res.text}`, res.status, res.text);
    return JSON.parse(res.text) as TCell;
  }

  getBoard(code: string, deviceToken: string): Promise<TBoard> {
    return this.call<TBoard>('GET', `/api/game/${code}/board`, { deviceToken, status: 200 });
  }

  getGallery(code: string, auth: { token?: string; deviceToken?: string }): Promise<TGallery> {
    return this.call<TGallery>('GET', `/api/game/${code}/gallery`, { ...auth, status: 200 });
  }

  getProgress(code: string, token: string): Promise<TProgress> {
    return this.call<TProgress>('GET', `/api/game/${code}/progress`, { token, status: 200 });
  }

  /** The host's review queue: photos waiting for a decision, oldest first. */
  pendingPhotos(token: Credential, code: string): Promise<TPendingPhoto[]> {
    return this.call<TPendingPhoto[]>('GET', `/api/game/${code}/review`, { token, status: 200 });
  }

  /** The host's decision on one photo, as it was seen (`photo.image`); the raw answer (409 when it changed). */
  review(
    token: Credential,
    code: string,
    photo: Pick<TPendingPhoto, 'playerId' | 'idx' | 'image'>,
    decision: 'approve' | 'reject',
    reason?: string,
  ): Promise<ApiAnswer> {
    return this.raw('POST', `/api/game/${code}/cells/${photo.playerId}/${photo.idx}/review`, {
      token,
      json: { decision, image: photo.image, ...(reason === undefined ? {} : { reason }) },
    });
  }

  /** A player reports another player's photo as seen, saying why; the raw answer. */
  reportPhoto(
    code: string,
    deviceToken: string,
    photo: { playerId: string; idx: number; image: string },
    reason?: TReportReason,
  ): Promise<ApiAnswer> {
    return this.raw('POST', `/api/game/${code}/cells/${photo.playerId}/${photo.idx}/report`, {
      deviceToken,
      json: { image: photo.image, ...(reason === undefined ? {} : { reason }) },
    });
  }

  /** A player takes their report of a photo back; the raw answer (409 REPORT_DECIDED once a person decided). */
  undoReport(
    code: string,
    deviceToken: string,
    photo: { playerId: string; idx: number; image: string },
  ): Promise<ApiAnswer> {
    return this.raw('POST', `/api/game/${code}/cells/${photo.playerId}/${photo.idx}/report/undo`, {
      deviceToken,
      json: { image: photo.image },
    });
  }

  /** "Approve all": approves these photos as seen; answers how many were approved and skipped. */
  approvePhotos(
    token: Credential,
    code: string,
    photos: readonly Pick<TPendingPhoto, 'playerId' | 'idx' | 'image'>[],
  ): Promise<TApprovePhotosResponse> {
    return this.call<TApprovePhotosResponse>('POST', `/api/game/${code}/review/approve`, {
      token,
      json: { photos: photos.map(({ playerId, idx, image }) => ({ playerId, idx, image })) },
      status: 200,
    });
  }

  // Team games.

  /** Sets a team game's teams (a draft's); the raw answer. */
  putTeams(token: Credential, code: string, teams: readonly { name: string; colour: string }[]) {
    return this.raw('PUT', `/api/game/${code}/teams`, { token, json: { teams } });
  }

  /** The game's teams, as the join screen (no token) or the host (token) reads them. */
  getTeams(code: string, token?: Credential): Promise<TTeamList> {
    return this.call<TTeamList>('GET', `/api/game/${code}/teams`, {
      ...(token ? { token } : {}),
      status: 200,
    });
  }

  /**
   * A new host's paid team game with these teams (named, coloured in turn), guests picking theirs unless
   * `teamAssignment` says 'balance'.
   */
  async paidTeamGame(
    teamNames: readonly string[],
    rules: { teamAssignment?: 'pick' | 'balance'; teamMaxSize?: number | null; [rule: string]: unknown } = {},
  ): Promise<PaidGame & { teams: TTeamList['teams'] }> {
    const host = await this.registerHost();
    const game = await this.createGame(host.accessToken, { ...completeSetup, gameMode: 'teams', ...rules });
    const colours = ['red', 'blue', 'green', 'amber', 'purple', 'pink'];
    const set = await this.putTeams(
      host.accessToken,
      game.gameCode,
      teamNames.map((name, i) => ({ name, colour: colours[i % colours.length] ?? 'red' })),
    );
    if (set.status !== 200) throw new HttpError(`teams: ${set.status} ${set.text}`, set.status, set.text);
    await this.payLocally(host.accessToken, game.gameCode);
    const { teams } = await this.getTeams(game.gameCode, host.accessToken);
    return { token: host.accessToken, hostId: host.user.id, code: game.gameCode, game, teams };
  }

  /** A new device joins a team game under this name (in this team, where guests pick); the raw answer. */
  async joinTeamRaw(code: string, name: string, teamId?: string) {
    const { deviceId, token } = await this.newSession();
    const res = await this.raw('POST', `/api/game/${code}/join`, {
      deviceToken: token,
      json: teamId === undefined ? { name } : { name, teamId },
    });
    return { deviceId, token, res };
  }

  /** A new device joined to a team game (in this team, where guests pick). */
  async joinTeam(code: string, name: string, teamId?: string): Promise<JoinedPlayer> {
    const { deviceId, token, res } = await this.joinTeamRaw(code, name, teamId);
    if (res.status !== 200)
      throw new HttpError(`join ${name}: ${res.status} ${res.text}`, res.status, res.text);
    const membership = JSON.parse(res.text) as TMembership;
    return { name, deviceId, token, id: membership.player.id, membership };
  }

  /** PUTs a photo into a cell of the member's team card, as the phone saw the cell (`replaces`); the raw answer. */
  putTeamPhoto(code: string, deviceToken: string, idx: number, image: Uint8Array, replaces?: string) {
    const query = replaces === undefined ? '' : `?replaces=${encodeURIComponent(replaces)}`;
    return this.raw('PUT', `/api/game/${code}/board/cells/${idx}/image${query}`, {
      deviceToken,
      headers: multipartHeaders,
      body: multipartBody(image, {}),
    });
  }

  /** The host moves a member to another team; the raw answer. */
  moveToTeam(token: Credential, code: string, playerId: string, teamId: string) {
    return this.raw('POST', `/api/game/${code}/players/${playerId}/team`, { token, json: { teamId } });
  }
}
