/** Messages between the 5,000-player bench (bench/fanout/crowd.ts) and its load generators (crowd-generator.ts). */

/**
 * host: the host's screen or the big screen (every join, every cell, batched); watcher: a player's gallery or
 * standings screen (`watch: true`: every cell, batched); phone: a player's card (its own cells only).
 */
export interface CrowdClient {
  /** Unique per socket in the run. */
  id: number;
  kind: 'host' | 'watcher' | 'phone';
  auth: { gameCode: string; hostToken?: string; deviceToken?: string; watch?: boolean };
  /** The player behind a phone or watcher socket. */
  playerId: string | null;
  node: number;
}

export type CrowdCommand =
  | { type: 'add'; batch: number; urls: string[]; clients: CrowdClient[]; concurrency: number }
  | { type: 'baseline'; batch: number; url: string; count: number; concurrency: number }
  | { type: 'report' }
  | { type: 'clock'; id: number }
  | { type: 'close' };

export interface CrowdRecords {
  /** Host sockets: [socket id, joined player id, arrival]. */
  joins: [number, string, number][];
  /** Phone and watcher sockets: arrival of the game:updated that started the game. */
  start: number[];
  /** Phone sockets: [`${playerId}:${idx}`, arrival] of their own cell:updated. */
  own: [string, number][];
  /** Host and watcher sockets: [socket id, `${playerId}:${idx}`, arrival] of each update in a cells:updated frame. */
  frames: [number, string, number][];
  /** Cell changes of other players that reached a phone socket (must stay 0). */
  foreign: number;
  disconnects: number;
  frameCount: number;
  /** One cells:updated packet as received (sizes the baseline's frame). */
  sample: string | null;
  /** Baseline sockets: arrival of each frame, in order. */
  baseline: number[][];
  /** App sockets: ms from opening the WebSocket to its lobby:snapshot (the whole connect, handshake included). */
  connects: number[];
  /** App sockets: the lobby:snapshot packets' bytes, in all and the largest. */
  snapshotBytes: number;
  snapshotMaxBytes: number;
  /** Phone sockets: players they were sent in players:joined frames (past the game's first 100, none). */
  phoneJoinEntries: number;
  /** Phone sockets: players:counted messages (the count alone, past the lobby's window). */
  phoneCounts: number;
  /** Phone sockets: the game's player count each one's lobby shows when the report is asked for. */
  phoneLobbyCounts: number[];
}

/** Why connects failed: each error's message (ids left out) and how many failed so. */
export type ConnectErrors = Record<string, number>;

export type CrowdReply =
  | { type: 'ready' }
  | { type: 'added'; batch: number; ok: number; failed: number; errors: ConnectErrors }
  | { type: 'report'; records: CrowdRecords; cpuMs: number }
  | { type: 'clock'; id: number; now: number }
  | { type: 'closed' };
