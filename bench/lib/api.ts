import { randomUUID } from 'node:crypto';
import type {
  TAuthResponse,
  TCell,
  TGame,
  TGameSetupUpdate,
  TInitiatePaymentResponse,
  TMembership,
  TPlayerSession,
} from '@picture-bingo/shared';
import { mapLimit } from './pool';

export const PASSWORD = 'correct horse battery staple';

/** A complete 3x3 setup (8 labels). */
export const setup3x3: TGameSetupUpdate = {
  hostName: 'Bench Host',
  eventTitle: 'Bench Party',
  eventDate: '2030-06-15',
  welcomeMessage: 'Benchmark game',
  boardSize: 3,
  words: ['Red door', 'Blue car', 'Kite', 'Bench', 'Fountain', 'Bicycle', 'Sunglasses', 'Umbrella'],
  freeSpaceWord: 'Free',
};

/** A complete 5x5 setup (24 labels). */
export const setup5x5: TGameSetupUpdate = {
  ...setup3x3,
  boardSize: 5,
  words: Array.from({ length: 24 }, (_, i) => `Thing number ${i + 1}`),
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface CallInit {
  bearer?: string;
  deviceToken?: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
}

/** The app's HTTP API, as the web app calls it. */
export class Api {
  constructor(readonly base: string) {}

  async raw(method: string, url: string, init: CallInit = {}): Promise<Response> {
    return fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
        ...(init.deviceToken ? { 'x-device-token': init.deviceToken } : {}),
        ...init.headers,
      },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
      redirect: 'manual',
    });
  }

  async call<T>(method: string, url: string, init: CallInit = {}): Promise<T> {
    const res = await this.raw(method, url, init);
    const text = await res.text();
    if (!res.ok) throw new ApiError(`${method} ${url}: ${res.status} ${text}`, res.status);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Registers a new host; returns its access token. */
  async registerHost(): Promise<string> {
    const email = `bench-${randomUUID()}@example.com`;
    const auth = await this.call<TAuthResponse>('POST', '/api/auth/register', {
      json: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    return auth.accessToken;
  }

  /** Creates a game and pays for it at the local checkout (4242 card): its lobby is open. */
  async createPaidGame(token: string, setup: TGameSetupUpdate): Promise<TGame> {
    const game = await this.call<TGame>('POST', '/api/game', { bearer: token, json: setup });
    const checkout = await this.call<TInitiatePaymentResponse>('POST', '/api/payment/initiate', {
      bearer: token,
      json: { amount: 20, gameCount: 1, gameCode: game.gameCode },
    });
    const pay = await this.raw('POST', `${new URL(checkout.url, this.base).pathname}/pay`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }).toString(),
    });
    await pay.arrayBuffer();
    if (pay.status !== 303) throw new ApiError(`local checkout answered ${pay.status}`, pay.status);
    return game;
  }

  /** A new device's player session. */
  async newSession(): Promise<{ deviceId: string; token: string }> {
    const deviceId = randomUUID();
    const session = await this.call<TPlayerSession>('POST', '/api/player/session', {
      headers: { 'x-device-id': deviceId },
    });
    return { deviceId, token: session.token };
  }

  join(code: string, token: string, name: string): Promise<TMembership> {
    return this.call<TMembership>('POST', `/api/game/${code}/join`, { deviceToken: token, json: { name } });
  }

  /** `count` new devices join the game (bounded concurrency); returns their device tokens and player ids. */
  async joinPlayers(
    code: string,
    count: number,
    concurrency = 8,
    namePrefix = 'Player',
  ): Promise<{ token: string; playerId: string }[]> {
    return mapLimit(
      Array.from({ length: count }, (_, i) => i),
      concurrency,
      async (i) => {
        const { token } = await this.newSession();
        const membership = await this.join(code, token, `${namePrefix} ${i + 1}`);
        return { token, playerId: membership.player.id };
      },
    );
  }

  start(token: string, code: string): Promise<TGame> {
    return this.call<TGame>('POST', `/api/game/${code}/start`, { bearer: token });
  }

  /** Uploads a photo into a cell of the player's card (the real multipart path). */
  uploadPhoto(code: string, deviceToken: string, idx: number, jpeg: Blob): Promise<TCell> {
    const form = new FormData();
    form.append('image', jpeg, 'photo.jpg');
    return this.call<TCell>('PUT', `/api/game/${code}/board/cells/${idx}/image`, { deviceToken, body: form });
  }
}
