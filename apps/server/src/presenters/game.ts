import {
  DEFAULT_LANGUAGE,
  gameStage,
  prizeAwardsOf,
  prizeListOf,
  type TGame,
  type TGameClock,
  type TGameListItem,
  type TEventLook,
  type TGameSummary,
  type TPrizeAward,
  type TSetupProblem,
  setupProblemEnglish,
} from '@picture-bingo/shared';
import { gamePrizes, gamePrizeWins, type GameRow } from '../db/repositories/games.repo';
import { mediaUrl } from '../storage/media-store';

/** A game row as the shared stage reads it: `gameStage(clockOf(game), now)` is the game's stage at `now`. */
export const clockOf = (game: Pick<GameRow, 'status' | 'phase' | 'ends_at'>): TGameClock => ({
  status: game.status,
  phase: game.phase,
  endsAt: game.ends_at,
});

/** Players are told a playing game whose time ran out is finished, even before anyone wrote so. */
const presentedPhase = (game: GameRow) =>
  gameStage(clockOf(game), Date.now()) === 'time-up' ? 'finished' : game.phase;

/** A game as its host's screens show it: with its player count and what still blocks paying or starting it. */
export interface HostGameView {
  game: GameRow;
  playerCount: number;
  /** What still blocks paying or starting it (game/setup.ts), by kind. */
  setupProblems: TSetupProblem[];
}

export function presentGame(
  { game, playerCount, setupProblems }: HostGameView,
  photoRetentionDays?: number,
): TGame {
  return {
    uid: game.id,
    gameCode: game.code,
    hostName: game.host_name,
    eventTitle: game.event_title,
    eventDate: game.event_date,
    welcomeMessage: game.welcome_message,
    boardSize: game.board_size,
    words: game.words,
    freeSpaceWord: game.free_space_word,
    timeLimitMinutes: game.time_limit_minutes,
    winCondition: game.win_condition,
    photoReview: game.photo_review === 1,
    safetyCheck: game.safety_check,
    reportThreshold: game.report_threshold,
    autoConfirmWinner: game.auto_confirm_winner === 1,
    endedEarly: game.ended_early === 1,
    nameFilter: game.name_filter === 1,
    maxPlayer: game.max_player,
    joinAfterStart: game.join_after_start === 1,
    joinsLocked: game.joins_locked === 1,
    status: game.status,
    phase: presentedPhase(game),
    paid: game.paid === 1,
    createdAt: game.created_at,
    startedAt: game.started_at,
    endsAt: game.ends_at,
    completedAt: game.completed_at,
    playerCount,
    setupProblems: setupProblems.map(setupProblemEnglish),
    setupProblemList: setupProblems,
    dealMode: game.deal_mode,
    cameraOnly: game.camera_only === 1,
    ...(photoRetentionDays === undefined ? {} : { photosDeleteAt: photosDeleteAt(game, photoRetentionDays) }),
    winMode: game.win_mode,
    prizes: gamePrizes(game),
    prizeAwards: presentPrizeAwards(game, true),
    gameMode: game.game_mode ?? 'individual',
    teamAssignment: game.team_assignment ?? 'pick',
    teamMaxSize: game.team_max_size ?? null,
    language: game.language ?? DEFAULT_LANGUAGE,
    ...lookOf(game),
  };
}

/** The event's look, when the host set an accent or a logo; nothing otherwise (the app's own look). */
export function presentEventLook(game: GameRow): TEventLook {
  return {
    accent: game.accent_colour ?? null,
    logoUrl: game.logo_key ? mediaUrl(game.logo_key) : null,
  };
}

function lookOf(game: GameRow): { look?: TEventLook } {
  return game.accent_colour || game.logo_key ? { look: presentEventLook(game) } : {};
}

export function presentGameListItem(
  game: GameRow,
  playerCount: number,
  photoRetentionDays?: number,
  winnerName: string | null = null,
): TGameListItem {
  return {
    uid: game.id,
    gameCode: game.code,
    eventTitle: game.event_title,
    maxPlayer: game.max_player,
    createdAt: game.created_at,
    status: game.status,
    paid: game.paid === 1,
    playerCount,
    ...(photoRetentionDays === undefined ? {} : { photosDeleteAt: photosDeleteAt(game, photoRetentionDays) }),
    eventDate: game.event_date,
    winnerName,
  };
}

/**
 * When a completed or cancelled game's photos are deleted: `days` after it ended (the retention job's rule), or
 * when the job did it; null while the game has not ended.
 */
export function photosDeleteAt(game: GameRow, days: number): string | null {
  if (game.photos_deleted_at) return game.photos_deleted_at;
  if ((game.status !== 'COMPLETED' && game.status !== 'CANCELLED') || !game.completed_at) return null;
  return new Date(Date.parse(game.completed_at) + days * 86_400_000).toISOString();
}

/** What anyone with the code may see (join screen, lobby, socket snapshots). */
export function presentGameSummary(game: GameRow, playerCount: number): TGameSummary {
  return {
    gameCode: game.code,
    eventTitle: game.event_title,
    eventDate: game.event_date,
    welcomeMessage: game.welcome_message,
    hostName: game.host_name,
    boardSize: game.board_size,
    timeLimitMinutes: game.time_limit_minutes,
    winCondition: game.win_condition,
    photoReview: game.photo_review === 1,
    safetyCheck: game.safety_check,
    autoConfirmWinner: game.auto_confirm_winner === 1,
    endedEarly: game.ended_early === 1,
    nameFilter: game.name_filter === 1,
    status: game.status,
    phase: presentedPhase(game),
    maxPlayer: game.max_player,
    joinAfterStart: game.join_after_start === 1,
    joinsLocked: game.joins_locked === 1,
    playerCount,
    startedAt: game.started_at,
    endsAt: game.ends_at,
    winMode: game.win_mode,
    prizeAwards: presentPrizeAwards(game),
    cameraOnly: game.camera_only === 1,
    ...teamRules(game),
    language: game.language ?? DEFAULT_LANGUAGE,
    ...lookOf(game),
  };
}

/** A team game's mode and assignment; nothing for an individual game (its answers keep their shape). */
function teamRules(game: GameRow) {
  return game.game_mode === 'teams'
    ? { gameMode: 'teams' as const, teamAssignment: game.team_assignment ?? 'pick' }
    : {};
}

/**
 * Every prize the game plays for, in order, with its winner so far (the winner's name as at the award). The
 * staff's view (`staff`) also says which winners' cards no longer meet their prize's condition (`lineLost`).
 */
export function presentPrizeAwards(game: GameRow, staff = false): TPrizeAward[] {
  const wins = gamePrizeWins(game);
  const names = new Map(wins.map((w) => [w.playerId, w.playerName]));
  const list = prizeListOf(game.win_mode, gamePrizes(game), game.win_condition);
  const awards = prizeAwardsOf(list, wins, (id) => names.get(id) ?? '');
  if (!staff) return awards;
  return awards.map((award, index) => {
    const lineLost = wins.find((w) => w.index === index)?.lineLost;
    return lineLost ? { ...award, lineLost } : award;
  });
}
