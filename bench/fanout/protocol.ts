/** Messages between the fan-out bench (parent) and its load-generator processes (bench/fanout/generator.ts). */

/**
 * socket.io: the Socket.IO protocol spoken over a bare `ws` socket (the default, as light as the baseline's
 * client); socket.io-client: the real client library; ws: the baseline's bare WebSocket.
 */
export type ClientMode = 'socket.io' | 'socket.io-client' | 'ws';

export interface ClientSpec {
  /** Socket.IO handshake auth (ignored by the ws baseline). */
  auth: { gameCode: string; hostToken?: string; deviceToken?: string; watch?: boolean };
  /** The game (Socket.IO) or broadcast room (ws baseline) this socket belongs to. */
  room: number;
  /** Which server (node) of the `connect` command's `urls` this socket connects to. */
  node: number;
  /** False for the uploading player's own socket: latency counts the other sockets of the game. */
  record: boolean;
}

export type GeneratorCommand =
  | { type: 'connect'; mode: ClientMode; urls: string[]; clients: ClientSpec[]; concurrency: number }
  | { type: 'arm'; round: number; room: number }
  | { type: 'collect'; round: number }
  | { type: 'clock'; id: number }
  | { type: 'stats' }
  | { type: 'close' };

export type GeneratorReply =
  | { type: 'ready' }
  | {
      type: 'connected';
      ok: number;
      failed: number;
      /** ms from the first connect to the last ready socket in this process. */
      ms: number;
      /** Per socket: ms from starting its connection to ready (Socket.IO: the lobby snapshot arrived). */
      handshakeMs: number[];
      errors: string[];
    }
  | { type: 'armed'; round: number }
  | {
      type: 'round';
      round: number;
      /** sharedNow() of each arrival at a recording socket of the room. */
      arrivals: number[];
      /** Recording sockets of the room that did not get it (only after `collect`). */
      missing: number;
      /** The first payload received, as JSON text (to size the baseline's payload). */
      sample: string | null;
    }
  | { type: 'clock'; id: number; now: number }
  | { type: 'stats'; disconnects: number; stray: number; cpuMs: number; rssBytes: number }
  | { type: 'closed' };
