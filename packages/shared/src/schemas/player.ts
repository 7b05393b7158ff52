import { z } from '../zod-config';
import { LIMITS } from '../constants';
import { ZGamePhase, ZGameStatus, ZPrizeAward, ZSafetyCheck, ZWinCondition, ZWinMode } from './game';
import { singleLine } from './text';
import { ZLanguage } from '../language-tags';
import { GAME_MODES, TEAM_ASSIGNMENTS } from '../game/teams';
import { ZEventLook } from '../game/look';

/** The device id a browser keeps in localStorage (`deviceId`) and sends as `x-device-id`. */
export const ZDeviceId = z.uuid({ error: 'Device ID is required' });

/** A device-bound player session (spec: "Session response: token, player"). */
export const ZPlayerSession = z.object({
  /** The device token: sent back as `x-device-token` (or bearer on /player/session/validate). */
  token: z.string(),
  player: z.object({
    deviceId: z.string(),
    /** Set when the session was created by a signed-in user (/player/session/authenticated). */
    userId: z.nullable(z.string()),
  }),
});
export type TPlayerSession = z.infer<typeof ZPlayerSession>;

export const ZPlayerName = z.pipe(
  singleLine('Player Name', LIMITS.playerName),
  z.string().check(z.minLength(1, 'Player Name is required')),
);

export const ZJoinGameRequest = z.object({
  name: ZPlayerName,
  /** The team chosen from the host's list, in a team game whose guests pick theirs. */
  teamId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type TJoinGameRequest = z.input<typeof ZJoinGameRequest>;

/** PATCH /game/:code/players/:playerId: the host renames a player (the same rules as joining). */
export const ZRenamePlayerRequest = z.object({ name: ZPlayerName });
export type TRenamePlayerRequest = z.input<typeof ZRenamePlayerRequest>;

export const ZPlayerStatus = z.enum(['waiting', 'playing', 'completed', 'removed']);
export type TPlayerStatus = z.infer<typeof ZPlayerStatus>;

/** A player as everyone in the game sees them (queue, lobby). */
export const ZQueuePlayer = z.object({
  id: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  /** Whether the player has a live socket on any node: only in the host's answers (queue, host snapshot). */
  online: z.optional(z.boolean()),
  /** The player's team, in a team game. */
  teamId: z.optional(z.nullable(z.string())),
});
export type TQueuePlayer = z.infer<typeof ZQueuePlayer>;

/** What anyone with the code may know about a game (join screen, lobby). */
export const ZGameSummary = z.object({
  gameCode: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  welcomeMessage: z.string(),
  hostName: z.string(),
  boardSize: z.number(),
  timeLimitMinutes: z.nullable(z.number()),
  winCondition: ZWinCondition,
  photoReview: z.boolean(),
  safetyCheck: ZSafetyCheck,
  /** The first valid BINGO! wins at once (no host confirmation). */
  autoConfirmWinner: z.boolean(),
  /** The host ended play before its time ran out ("The host ended the game", not "Time is up"). */
  endedEarly: z.optional(z.boolean()),
  nameFilter: z.boolean(),
  status: ZGameStatus,
  phase: ZGamePhase,
  maxPlayer: z.number(),
  /** Whether guests may still join after the start (until play is over). */
  joinAfterStart: z.boolean(),
  /** The host locked the room: no new players for now. */
  joinsLocked: z.optional(z.boolean()),
  playerCount: z.number(),
  startedAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  /** 'first' (the first BINGO! wins) or 'prizes'. */
  winMode: z.optional(ZWinMode),
  /** The prizes this game plays for, in order, with their winners so far (one entry in 'first' mode). */
  prizeAwards: z.optional(z.array(ZPrizeAward)),
  /** 'teams': a card per team; absent or 'individual': a card each. */
  gameMode: z.optional(z.enum(GAME_MODES)),
  /** How a guest gets a team in a team game. */
  teamAssignment: z.optional(z.enum(TEAM_ASSIGNMENTS)),
  /** Photos must be taken during the game (phones offer only the camera); the lobby's rules say so. */
  cameraOnly: z.optional(z.boolean()),
  /**
   * The game's language (a LANGUAGES tag): a guest's screens start in it when their link names none
   * (the server always sends it).
   */
  language: z.optional(ZLanguage),
  /** The event's accent colour and logo; absent when the host set neither (the app's own look). */
  look: z.optional(ZEventLook),
});
export type TGameSummary = z.infer<typeof ZGameSummary>;

/** The calling device's own player in a game. */
export const ZMyPlayer = z.extend(ZQueuePlayer, { status: ZPlayerStatus });
// A member's `teamId` (ZQueuePlayer) names the team whose card they play.
export type TMyPlayer = z.infer<typeof ZMyPlayer>;

/** Answer of POST /game/:code/join and GET /game/:code/me. */
export const ZMembership = z.object({ player: ZMyPlayer, game: ZGameSummary });
export type TMembership = z.infer<typeof ZMembership>;

/** One cell of a player's card (spec "Cell"). `image` is the stored photo's URL, or null. */
export const ZCell = z.object({
  idx: z.number(),
  value: z.string(),
  /** True when the cell counts: the free space, or a photo accepted (at once, or after host approval). */
  isMarked: z.boolean(),
  /** URL of the stored photo (fits 1600 px, WebP), or null. */
  image: z.nullable(z.string()),
  /** URL of the ~400 px thumbnail, or null. */
  thumb: z.nullable(z.string()),
  isFreeSpace: z.boolean(),
  updatedAt: z.nullable(z.string()),
  /**
   * Absent/null unless the host rejected the cell's last photo and the player has not replaced it yet; then why
   * (possibly empty: no reason given). Only the player and the host see it.
   */
  rejectedReason: z.optional(z.nullable(z.string())),
  /**
   * Absent unless the photo is kept from everyone but its player and the game's moderators: 'checking' until the
   * safety check has seen it (seconds at most), 'held' while it waits for a person (the check held it, could not
   * run, or the host hid it), 'reported' while it waits for a person because guests reported it.
   */
  hold: z.optional(z.enum(['checking', 'held', 'reported'])),
  /**
   * On a team's card: the id of the member who put the photo there (the board's `team.members` name them). A
   * teammate's photo that does not count yet reaches the other members with `addedBy` and no `image` (teammateCell).
   */
  addedBy: z.optional(z.nullable(z.string())),
});
export type TCell = z.infer<typeof ZCell>;

/** Answer of GET /game/:code/board: the caller's own card, dealt once at join. */
export const ZBoard = z.object({
  player: ZMyPlayer,
  game: ZGameSummary,
  cells: z.array(ZCell),
  /** In a team game: the player's team, whose card `cells` is, with its members. */
  team: z.optional(
    z.object({
      id: z.string(),
      name: z.string(),
      colour: z.string(),
      cardId: z.string(),
      members: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  /** Photos must be taken now: the phone offers only its camera. */
  cameraOnly: z.optional(z.boolean()),
});
export type TBoard = z.infer<typeof ZBoard>;
