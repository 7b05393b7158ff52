import type { TSocketAuth } from '@picture-bingo/shared';
import { act } from '@testing-library/react';

/**
 * A stand-in for socket.io-client's socket: the test plays the server. `accept()` is one connection attempt as
 * socket.io-client makes it (the auth callback read afresh, then `connect`); `drop()` loses the connection.
 */
export class FakeSocket {
  connected = false;
  /** socket.io-client keeps reconnecting by itself while active; a server-side disconnect stops it. */
  active = true;
  readonly auths: TSocketAuth[] = [];
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();

  /** As socket.io-client takes it: an object sent as is, or a function asked on every attempt. */
  constructor(private readonly auth: TSocketAuth | ((cb: (auth: TSocketAuth) => void) => void)) {}

  private anyHandlers: ((event: string, ...args: unknown[]) => void)[] = [];

  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  /** socket.io-client's catch-all: every event but its own (connect, disconnect, connect_error). */
  onAny(handler: (event: string, ...args: unknown[]) => void) {
    this.anyHandlers.push(handler);
    return this;
  }
  offAny() {
    this.anyHandlers = [];
    return this;
  }
  listeners(event: string) {
    return this.handlers.get(event) ?? [];
  }
  connect() {
    this.active = true;
    return this;
  }
  disconnect() {
    this.active = false;
    this.connected = false;
    return this;
  }

  /** The server sends an event to this client. */
  serverEmit(event: string, ...args: unknown[]) {
    act(() => {
      if (!['connect', 'disconnect', 'connect_error'].includes(event)) {
        for (const handler of this.anyHandlers) handler(event, ...args);
      }
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    });
  }
  async accept() {
    const { auth: given } = this;
    const auth = await new Promise<TSocketAuth>((resolve) =>
      typeof given === 'function' ? given(resolve) : resolve(given),
    );
    this.auths.push(auth);
    this.connected = true;
    this.serverEmit('connect');
  }
  drop(reason: string) {
    this.connected = false;
    if (reason === 'io server disconnect') this.active = false;
    this.serverEmit('disconnect', reason);
  }
}

/** Every socket the code under test opened, oldest first (the test empties it after each test). */
export const sockets: FakeSocket[] = [];
/** Each connection (socket.io-client's Manager) made, with the channels asked for on it (emptied likewise). */
export const managers: { uri: string; options: object; channels: string[]; closed: boolean }[] = [];

/**
 * socket.io-client as the code under test uses it: a Manager (one connection) whose channels are FakeSockets. A test
 * file mocks the library with it: `vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketIo)`.
 */
/** How many of the next connections fail to open (as when the socket client's code cannot be loaded). */
export const connectionFailures = { next: 0 };

export const fakeSocketIo = {
  Manager: class {
    private readonly made: (typeof managers)[number];
    constructor(uri: string, options: object) {
      if (connectionFailures.next > 0) {
        connectionFailures.next -= 1;
        throw new Error('Failed to fetch dynamically imported module');
      }
      this.made = { uri, options, channels: [], closed: false };
      managers.push(this.made);
    }
    socket(nsp: string, options: { auth: ConstructorParameters<typeof FakeSocket>[0] }) {
      this.made.channels.push(nsp);
      const socket = new FakeSocket(options.auth);
      sockets.push(socket);
      return socket;
    }
    _close() {
      this.made.closed = true;
    }
  },
};
