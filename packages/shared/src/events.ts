import type { TPhotoHearts } from './schemas/hearts';
import { z } from './zod-config';
import type { ErrorCode } from './error-codes';
import type { TCellUpdate } from './schemas/play';
import type { TLeaderboard } from './schemas/results';
import type { TPrizeAward, TPrizeLineCause } from './schemas/game';
import type { TDeviceClaim } from './schemas/device-claim';
import type { TBingoCall } from './schemas/bingo-call';
import { ZGameSummary, ZQueuePlayer } from './schemas/player';

/**
 * Socket.IO contract. A client connects with `auth: { gameCode, hostToken }` (the host's access token) or
 * `auth: { gameCode, deviceToken }` (a joined player's device token); anything else is refused at the
 * handshake with an Error whose message says why. On every (re)connect the server first emits
 * `lobby:snapshot`, then deltas. Only changes already committed to the database are emitted.
 */
export const ZSocketAuth = z.object({
  gameCode: z.string(),
  hostToken: z.optional(z.string()),
  deviceToken: z.optional(z.string()),
  /**
   * A player's screen that shows the whole game (gallery, standings) asks for every player's cells, batched in
   * `cells:updated`; a player's card alone leaves this out and gets only its own cells. Host sockets always
   * get every cell.
   */
  watch: z.optional(z.boolean()),
  /**
   * The game's big screen (a host's access token): only a role that runs the game may open it (ROLE_ABILITIES
   * `run`: the owner and co-hosts; a moderator is refused with ROLE_NOT_ALLOWED).
   */
  screen: z.optional(z.boolean()),
});
export type TSocketAuth = z.infer<typeof ZSocketAuth>;

export const ZLobbySnapshot = z.object({
  game: ZGameSummary,
  /**
   * The host's sockets: every player still in the game, in joining order. A player's sockets: the most recent
   * LOBBY_SNAPSHOT_PLAYERS joins, with the player's own entry first when it joined before them.
   */
  players: z.array(ZQueuePlayer),
  /**
   * How many players the game holds in all (`players` may list fewer); the same as `game.playerCount`. Absent
   * from older servers' snapshots, which listed every player.
   */
  playerCount: z.optional(z.number()),
});
export type TLobbySnapshot = z.infer<typeof ZLobbySnapshot>;

export interface ServerToClientEvents {
  /** Full state, sent first on every connection and reconnection. */
  'lobby:snapshot': (snapshot: TLobbySnapshot) => void;
  'player:joined': (player: z.infer<typeof ZQueuePlayer>) => void;
  /** A player's name changed (the host renamed them, or they rejoined under a new name): the same player, new name. */
  'player:renamed': (player: z.infer<typeof ZQueuePlayer>) => void;
  /** A player left the game (removed by the host). */
  'player:removed': (payload: { playerId: string }) => void;
  /** A team game's member changed team (the host moved them): the queue and lobby show them in `teamId`. */
  'player:team': (payload: { playerId: string; teamId: string }) => void;
  /** To a moved member's sockets only: they play on another team's card now (the phone reloads its board). */
  'you:team': (payload: { teamId: string; cardId: string }) => void;
  /** Status/phase/timing changed (e.g. the host started the game). */
  'game:updated': (game: z.infer<typeof ZGameSummary>) => void;
  /** A cell of some player's card changed (photo uploaded, approved, rejected or removed). */
  'cell:updated': (update: TCellUpdate) => void;
  /** A player's card met the win condition (server time); `first` marks the first in the game. */
  'player:completed': (payload: { playerId: string; completedAt: string; first: boolean }) => void;
  /**
   * The host chose the winner: the game is COMPLETED (a `game:updated` goes out too) and this is the final
   * leaderboard, shown on every screen of the game.
   */
  'game:winner': (leaderboard: TLeaderboard) => void;
  /**
   * A card's BINGO! was accepted (POST /game/:code/bingo); pendingPhotos: its photos still awaiting review.
   * `playerId`/`playerName` are the card's (a team's card in a team game), `callerId`/`callerName` who pressed it.
   */
  'bingo:called': (payload: {
    playerId: string;
    playerName: string;
    callerId: string;
    callerName: string;
    calledAt: string;
    first: boolean;
    pendingPhotos: number;
  }) => void;
  /**
   * A BINGO! call was answered (awarded, refused with a reason, or overtaken by another card's award): to the
   * card's phones (every member of a team) and the screens of those who run the game (the run room), which drop it
   * from their open calls.
   */
  'bingo:answered': (call: TBingoCall) => void;
  /** Sent only to the removed player's own sockets, just before they are disconnected. */
  'you:removed': (payload: { message: string; code: typeof ErrorCode.REMOVED_FROM_GAME }) => void;
  /** To the host's sockets only: a player's device came online (first socket) or went offline (last one). */
  'player:presence': (payload: { playerId: string; online: boolean }) => void;
  /**
   * Sent only to the old device's sockets of a player who continued on another device (a rejoin code), just
   * before they are disconnected; `code` is MOVED_TO_ANOTHER_DEVICE.
   */
  'you:moved': (payload: { message: string; code: typeof ErrorCode.MOVED_TO_ANOTHER_DEVICE }) => void;
  /**
   * To the sockets of those who run the game only (the run room: owner, co-hosts): a guest on a new device asks to
   * continue as a player ("Is this you…?").
   */
  'claim:requested': (claim: TDeviceClaim) => void;
  /** To the run room only: a claim was approved or declined (each of those screens drops it from its list). */
  'claim:settled': (claim: TDeviceClaim) => void;
  /**
   * A prize was awarded (by the host, or at once with auto-confirm): `prize` is the one just won, `prizes` every
   * prize of the game in order with its winner so far. The last prize also completes the game (`game:winner`).
   */
  'prize:awarded': (payload: { prize: TPrizeAward; prizes: TPrizeAward[] }) => void;
  /**
   * To the host room only (owner, co-hosts, moderators): an awarded prize's winner's card stopped meeting the
   * prize's condition (`prize.lineLost` says how), meets it again, or the host kept the prize (no `lineLost`).
   * `prizes` is every prize as the staff see them.
   */
  'prize:line': (payload: { prize: TPrizeAward; prizes: TPrizeAward[] }) => void;
  /**
   * To every socket of the game: the host withdrew a prize from `playerId` (`playerName`), whose card no longer
   * met its condition (`cause`: how a photo left the line); `prize` has no winner now and is the next to award. `prizes` as every screen lists them.
   */
  'prize:withdrawn': (payload: {
    prize: TPrizeAward;
    prizes: TPrizeAward[];
    playerId: string;
    playerName: string;
    /** How the photo left the winning line. */
    cause: TPrizeLineCause;
  }) => void;
  /**
   * The game's cell changes, batched (one frame per GAME_FRAME_MS per node at most, each cell's last state),
   * to the host's sockets (cells as they are) and to players' sockets that asked to `watch` (as the gallery
   * shows them). A player's own cells come at once in `cell:updated` instead.
   */
  'cells:updated': (updates: TCellUpdate[]) => void;
  /**
   * Players who joined, batched like `cells:updated` (a lobby of thousands repaints once per frame): every join
   * to the host's and watching sockets; to the other player sockets (phones) only the joins that leave the game
   * within LOBBY_SNAPSHOT_PLAYERS, the rest as `players:counted`.
   */
  'players:joined': (players: z.infer<typeof ZQueuePlayer>[]) => void;
  /**
   * To phones (player sockets not watching) in place of the joins past a lobby's window: how many players the
   * game held after the frame's last join.
   */
  'players:counted': (payload: { playerCount: number }) => void;
  /** Photos' heart counts that changed, batched like `cells:updated` (each photo's last count), to every socket. */
  'hearts:updated': (updates: TPhotoHearts[]) => void;
}

/** Clients send nothing over the socket: every write is an HTTP call. */
export type ClientToServerEvents = Record<string, never>;
