import type { TLanguage } from '@picture-bingo/shared';

/**
 * Table types. Timestamps are ISO-8601 text and booleans are 0/1 integers so that the same queries
 * behave the same on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  created_at: string;
  /** When the address was shown to be the user's (Google vouched for it); null: never verified. */
  email_verified_at: string | null;
  /** The language of the account's mails (migration 033); null: not known (an account made before it was asked). */
  language: TLanguage | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  replaced_by: string | null;
  rotated_at: string | null;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  app_secrets: AppSecretsTable;
  games: GamesTable;
  payments: PaymentsTable;
  processed_events: ProcessedEventsTable;
  player_sessions: PlayerSessionsTable;
  players: PlayersTable;
  cells: CellsTable;
  rejoin_codes: RejoinCodesTable;
  player_moves: PlayerMovesTable;
  device_claims: DeviceClaimsTable;
  bingo_calls: BingoCallsTable;
  media_deletions: MediaDeletionsTable;
  rejected_photos: RejectedPhotosTable;
  photo_reports: PhotoReportsTable;
  photo_hearts: PhotoHeartsTable;
  account_tokens: AccountTokensTable;
  game_invites: GameInvitesTable;
  game_members: GameMembersTable;
  review_leases: ReviewLeasesTable;
  review_decisions: ReviewDecisionsTable;
  review_reviewers: ReviewReviewersTable;
  teams: TeamsTable;
}

export interface GamesTable {
  id: string;
  code: string;
  host_user_id: string;
  host_name: string;
  event_title: string;
  event_date: string;
  welcome_message: string;
  board_size: number;
  /** JSON array of labels. */
  words: string;
  free_space_word: string;
  time_limit_minutes: number | null;
  win_condition: 'full' | 'line' | 'two-lines';
  photo_review: number;
  /** 0/1: the first valid BINGO! wins at once (migration 010). */
  auto_confirm_winner: number;
  /** 0/1: the host ended play before its time ran out (migration 010). */
  ended_early: number;
  max_player: number;
  /**
   * The game's players, people not removed (migration 047): written under the game's lock by every change of
   * that number (joins, removals, restores), read instead of counting the rows.
   */
  player_count: number;
  /** 1: guests may join until play is over (the default); 0: only until the host starts the game (migration 011). */
  join_after_start: number;
  /** 1: the host locked the room, no new players join (migration 021). */
  joins_locked: number;
  status: 'INACTIVE' | 'ACTIVE' | 'PAUSED' | 'COMPLETED' | 'CANCELLED';
  phase: 'lobby' | 'playing' | 'finished';
  paid: number;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  ends_at: string | null;
  /** When the host paused the game (status PAUSED); resuming pushes ends_at by the time paused. */
  paused_at: string | null;
  completed_at: string | null;
  winner_player_id: string | null;
  /**
   * Bumped by the database (triggers, migration 007) in every transaction that changes this game's players or
   * cards: a copy of the gallery made at a version is current while the game row still shows that version.
   */
  content_version: number;
  /** 1: player names are checked against the profanity word lists (migration 013); the host may turn it off. */
  name_filter: number;
  /** How each player's card is dealt from the labels (shared DEAL_MODES; migration 016). */
  deal_mode: 'random' | 'shuffled' | 'same-card';
  /**
   * When the retention job deleted this game's photos (migration 019); null: not yet. Optional here only so code
   * that builds rows by hand need not name it; the job reads it explicitly.
   */
  photos_deleted_at?: string | null;
  /** 1: anyone with the results link may see the results (migration 017); 0 (the default): host and players only. */
  results_shared: number;
  /** The results link's unguessable token, made when sharing is first turned on (migration 017); null before. */
  share_token: string | null;
  /** 'first': the first BINGO! wins; 'prizes': several prizes in order (migration 015). */
  win_mode: 'first' | 'prizes';
  /** JSON array of { name, condition }: the prizes as set up, in the order they are awarded (migration 015). */
  prizes: string;
  /** JSON array of { index, playerId, awardedAt }: the prizes won so far (migration 015). */
  prize_awards: string;
  /** What the automatic safety check holds for a person: 'off', 'explicit', 'suggestive' (migration 027). */
  safety_check: 'off' | 'explicit' | 'suggestive';
  /** How many players' reports hide a photo until a moderator decides (migration 027). */
  report_threshold: number;
  /** 0/1: photos must be taken during the game, phones offer only the camera (migration 038). */
  camera_only?: number;
  /** 'individual' (a card each, the default) or 'teams' (a card per team; migration 035). */
  game_mode?: GameMode;
  /** How a joining guest gets a team: 'pick' from the list, or 'balance' to the smallest (migration 035). */
  team_assignment?: TeamAssignment;
  /** The most members a team takes, or null: no limit but the game's (migration 035). */
  team_max_size?: number | null;
  /** The game's language: what guests' screens start in when their link names none (migration 033). */
  language?: TLanguage;
  /** The event's accent colour, `#rrggbb`; null: the app's own (migration 040). */
  accent_colour?: string | null;
  /** The media key of the event's logo (WebP); null: none (migration 040). */
  logo_key?: string | null;
}

export type GameMode = 'individual' | 'teams';
export type TeamAssignment = 'pick' | 'balance';

/** A team the host set up (migration 035): its card is the players row of kind 'team' naming it. */
export interface TeamsTable {
  id: string;
  game_id: string;
  name: string;
  /** The shared name key: unique per game. */
  name_key: string;
  /** One of the shared TEAM_COLOURS. */
  colour: string;
  /** The team's place in the host's list, from 0. */
  position: number;
  created_at: string;
}

export interface PaymentsTable {
  id: string;
  /** Null once the account was deleted: the payment stays as an anonymous accounting record (migration 019). */
  user_id: string | null;
  /** The game the payment is for; its credit goes there if that game is still waiting. */
  game_id: string | null;
  provider: 'local' | 'stripe';
  /** The provider's checkout session id (`cs_…`); also the secret in the local checkout page's URL. */
  provider_session_id: string;
  /** Total in US cents, decided by the server. */
  amount: number;
  game_count: number;
  status: 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
  transaction_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

export interface ProcessedEventsTable {
  /** The provider's event id (`evt_…`, or `local_<session>` for the local checkout). */
  id: string;
  created_at: string;
}

export interface PlayerSessionsTable {
  id: string;
  /** The browser's `deviceId` (a UUID): the player's identity. */
  device_id: string;
  /** SHA-256 of the device token; the token itself is never stored. */
  token_hash: string;
  /** Set when a signed-in user created the session. */
  user_id: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface PlayersTable {
  id: string;
  game_id: string;
  device_id: string;
  user_id: string | null;
  name: string;
  /** Lower-cased name: names are unique per game case-insensitively (removed players excepted). */
  name_key: string;
  status: 'waiting' | 'playing' | 'completed' | 'removed';
  joined_at: string;
  removed_at: string | null;
  completed_at: string | null;
  updated_at: string;
  /** When the card first met each win condition (server time), null while it does not (migration 015). */
  line_at: string | null;
  two_lines_at: string | null;
  full_at: string | null;
  /**
   * 'player': a person with their own card (individual play); 'member': a person playing on their team's card;
   * 'team': a team's card, not a person (migration 035). Optional so rows built by hand may leave it to the default.
   */
  kind?: PlayerKind;
  /** The team of a member or of a team's card row; null in individual play (migration 035). */
  team_id?: string | null;
}

export type PlayerKind = 'player' | 'member' | 'team';

export interface CellsTable {
  player_id: string;
  /** 0..n²-1; the free space sits at floor(n²/2). */
  idx: number;
  value: string;
  is_marked: number;
  image_key: string | null;
  thumb_key: string | null;
  updated_at: string;
  /** Why the host rejected the cell's last photo ('' = no reason given); null unless rejected (migration 014). */
  rejected_reason: string | null;
  /**
   * Null, or why only the photo's player and the game's moderators may see it: 'checking' until the safety
   * check has run, then 'explicit' / 'suggestive' (what it found), 'unavailable' / 'busy' (it could not run),
   * 'reported' (guests' reports), 'hidden' (the host hid it from the big screen) until a person decides
   * (migration 027).
   */
  hold?: CellHold | null;
  /** JSON { class: probability } of what the safety check saw, or null (migration 027). */
  hold_detail?: string | null;
  /** The member who put the photo on a team's card; null on an individual's card (migration 035). */
  added_by?: string | null;
  /** When the photo was taken (ISO, from its EXIF), null when unknown (migration 038). */
  captured_at?: string | null;
  /** A camera-only game's note for moderators: 'before-game' or 'unknown'; null: nothing to tell (migration 038). */
  capture_note?: CaptureNote | null;
}

export type CaptureNote = 'before-game' | 'unknown';

export type CellHold =
  'checking' | 'explicit' | 'suggestive' | 'unavailable' | 'busy' | 'reported' | 'hidden';

/** One player's report of a photo (migration 028). */
export interface PhotoReportsTable {
  image_key: string;
  game_id: string;
  player_id: string;
  created_at: string;
  /** Why the guest reported it (REPORT_REASONS; migration 044). */
  reason: string;
}

/** One player's heart on a photo (migration 039). */
export interface PhotoHeartsTable {
  image_key: string;
  game_id: string;
  player_id: string;
  created_at: string;
}

/** A host's one-time code that moves a player to another device (migration 012). */
export interface RejoinCodesTable {
  id: string;
  game_id: string;
  player_id: string;
  /** SHA-256 of `<game id>:<code>`; the code itself is never stored. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when a device used it (or a newer code for the player replaced it): it never works again. */
  used_at: string | null;
}

/** A player moved from one device to another with a rejoin code: the old device is told so. */
/** A device's request to continue as a player; `decision` null while it waits (until `expires_at`). */
export interface DeviceClaimsTable {
  id: string;
  game_id: string;
  player_id: string;
  device_id: string;
  created_at: string;
  expires_at: string;
  decision: 'approved' | 'declined' | null;
  decided_at: string | null;
  /** The user (owner or co-host) who decided. */
  decided_by: string | null;
}

export interface BingoCallsTable {
  id: string;
  game_id: string;
  /** The card that called (a team's card in a team game). */
  player_id: string;
  /** Who pressed BINGO! (the player, or the team's member). */
  caller_name: string;
  called_at: string;
  condition: 'full' | 'line' | 'two-lines';
  prize_index: number | null;
  /** 1 when the card was the first in the game to meet the condition. */
  first: number;
  /** JSON list of the cell indexes that made the call. */
  cells: string;
  status: 'open' | 'awarded' | 'refused' | 'overtaken' | 'closed' | 'withdrawn';
  reason: string | null;
  decided_at: string | null;
  /** The user (owner or co-host) who answered; null for an award by auto-confirm, an overtaken or a closed call. */
  decided_by: string | null;
}

export interface PlayerMovesTable {
  id: string;
  game_id: string;
  player_id: string;
  from_device_id: string;
  to_device_id: string;
  moved_at: string;
}

/**
 * A media file whose rows are gone (deleted game or account, photos past retention), written in the deleting
 * transaction and removed once the file is deleted: the sweep finishes what a crash interrupted (migration 019).
 */
export interface MediaDeletionsTable {
  key: string;
  created_at: string;
}

/** A rejected photo kept for its undo time (migration 021); see services/play/undo-rejection.ts. */
export interface RejectedPhotosTable {
  image_key: string;
  thumb_key: string | null;
  game_id: string;
  player_id: string;
  idx: number;
  /** The cell as it was before the rejection: marked (an approved photo rejected later) or waiting. */
  was_marked: number;
  was_rejected_reason: string | null;
  /** The cell's updated_at as the rejection wrote it: any later change (a new photo) makes it differ. */
  rejected_at: string;
  /** Until when the rejection can be undone; after it the files are deleted. */
  undo_until: string;
}

/** Single-use links mailed to an account (migration 018): a password reset or an e-mail verification. */
export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: 'reset' | 'verify';
  /** SHA-256 of the token in the link (base64url); the token itself is only in the mail. */
  token_hash: string;
  /** The address the link was sent to: a verification counts only while the account still has it. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/**
 * One-use invite links to a role in a game (migration 025). The token itself is never stored: it is derived from
 * the id (services/staff/invite-link.ts), and only its hash is looked up.
 */
export interface GameInvitesTable {
  id: string;
  game_id: string;
  role: 'cohost' | 'moderator';
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  revoked_at: string | null;
}

/** Who holds a role in a game besides its owner (migration 025). */
export interface GameMembersTable {
  game_id: string;
  user_id: string;
  role: 'cohost' | 'moderator';
  granted_at: string;
  /** The name they gave as they accepted (migration 046); null when they gave none. */
  name: string | null;
}

/** A photo handed to one reviewer until leased_until (migration 026). */
export interface ReviewLeasesTable {
  game_id: string;
  player_id: string;
  idx: number;
  image_key: string;
  user_id: string;
  leased_until: string;
}

/** When each reviewer of a game stops being handed photos unless they act again (migration 041). */
export interface ReviewReviewersTable {
  game_id: string;
  user_id: string;
  active_until: string;
}

/** Each review decision and who made it (migration 026). */
export interface ReviewDecisionsTable {
  id: string;
  game_id: string;
  user_id: string | null;
  player_id: string;
  idx: number;
  image_key: string;
  decision: 'approve' | 'reject';
  decided_at: string;
}
