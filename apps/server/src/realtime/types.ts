import type { ClientToServerEvents, ServerToClientEvents } from '@picture-bingo/shared';
import type { Server, Socket } from 'socket.io';

/**
 * Between server processes (through the adapter): a node back on Redis asks the others to resync; a node that
 * committed joins past the lobby's window tells the others the game's count for their phones.
 */
export interface InterServerEvents {
  resync: () => void;
  phoneCount: (gameId: string, playerCount: number) => void;
}

/** Who a socket is, settled by the handshake. */
export interface SocketData {
  gameId: string;
  /** The signed-in person behind a host's socket (owner, co-host or moderator); null for a player. */
  userId?: string | null;
  /**
   * A host's socket whose role runs the game (ROLE_ABILITIES `run`: the owner, co-hosts, and the big screen they
   * open): it joins the game's run room. Absent for a moderator's socket and for players.
   */
  runs?: boolean;
  /** The player behind a device token; null for the host. */
  playerId: string | null;
  /** The player's device (players.device_id when the socket connected); null for the host. */
  deviceId: string | null;
  /**
   * The socket's credential: the host's login session (refresh-token family) or the player's device token. Its
   * room is how sockets are counted per credential and dropped when the credential ends (logout, revocation).
   */
  credential: Credential;
  /** When the host's access token expires (ms since the epoch): the socket closes then. Null for players. */
  expiresAt: number | null;
  /** A player's screen showing the whole game (gallery, standings): it gets every player's cells, batched. */
  watch?: boolean;
  /**
   * A team member's team card (its players row): the socket joins the card's room too, so every member gets the
   * card's cells as its own player would. Absent for an individual player and the host.
   */
  cardId?: string | null;
}

export type Credential = { kind: 'session'; sessionId: string } | { kind: 'device'; tokenHash: string };

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export const gameRoom = (gameId: string) => `game:${gameId}`;
export const playerRoom = (playerId: string) => `player:${playerId}`;
/** A team's room: the sockets of every member of the team whose card this is (the card's own player room). */
export const teamCardRoom = (cardId: string) => playerRoom(cardId);
/** One member's sockets showing a team's card: a photo that does not count yet goes to its uploader's only. */
export const cardMemberRoom = (cardId: string, memberId: string) => `player:${cardId}:member:${memberId}`;
/** The host's sockets of a game: presence goes only there, and photos still awaiting review. */
export const hostRoom = (gameId: string) => `game-host:${gameId}`;
/**
 * The sockets of those who run the game (owner, co-hosts: their host screens and the big screen): the big screen's
 * and the control room's feed, what only running the game acts on (new-phone claims, the answers to BINGO!
 * calls), goes here. A moderator's host socket is in the host room (cells, joins, presence: its queue and review
 * need them), never in this one.
 */
export const runRoom = (gameId: string) => `game-run:${gameId}`;
/** One player's sockets from one device: the old device's, when the player moves to another. */
export const playerDeviceRoom = (playerId: string, deviceId: string) =>
  `player:${playerId}:device:${deviceId}`;
/**
 * One signed-in person's host sockets of one game (the owner's or a co-host's or moderator's): dropped on every
 * node when the owner takes their role away.
 */
export const staffRoom = (gameId: string, userId: string) => `game-staff:${gameId}:${userId}`;
/** Every socket of one host login session (refresh-token family), on any node. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every socket opened with one player device token, on any node. */
export const deviceTokenRoom = (tokenHash: string) => `device-token:${tokenHash}`;
export const credentialRoom = (credential: Credential) =>
  credential.kind === 'session' ? sessionRoom(credential.sessionId) : deviceTokenRoom(credential.tokenHash);
/**
 * The players' sockets that asked to watch the whole game (gallery, standings): batched cell frames go there
 * (realtime/frames.ts). A player's card alone is not in it, so a phone gets only its own cells.
 */
export const watchRoom = (gameId: string) => `game-watch:${gameId}`;
