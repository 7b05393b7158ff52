import {
  gameStage,
  type ZGameSetupUpdate,
  DEFAULT_PRIZES,
  GAME_NOT_FOUND,
  isSettled,
  ErrorCode,
} from '@picture-bingo/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import {
  findGameById,
  gamePrizes,
  updateGame,
  type GameChanges,
  type GameRow,
} from '../../db/repositories/games.repo';
import { notFound, conflict } from '../../errors';
import { clockOf } from '../../presenters/game';

type SetupUpdate = z.output<typeof ZGameSetupUpdate>;

/** Maps a validated setup update to table columns (only the fields present). */
export function setupColumns(update: SetupUpdate): GameChanges {
  const columns: GameChanges = {};
  if (update.hostName !== undefined) columns.host_name = update.hostName;
  if (update.eventTitle !== undefined) columns.event_title = update.eventTitle;
  if (update.eventDate !== undefined) columns.event_date = update.eventDate;
  if (update.welcomeMessage !== undefined) columns.welcome_message = update.welcomeMessage;
  if (update.boardSize !== undefined) columns.board_size = update.boardSize;
  if (update.words !== undefined) columns.words = update.words;
  if (update.freeSpaceWord !== undefined) columns.free_space_word = update.freeSpaceWord;
  if (update.timeLimitMinutes !== undefined) columns.time_limit_minutes = update.timeLimitMinutes;
  if (update.winCondition !== undefined) columns.win_condition = update.winCondition;
  if (update.photoReview !== undefined) columns.photo_review = update.photoReview ? 1 : 0;
  if (update.safetyCheck !== undefined) columns.safety_check = update.safetyCheck;
  if (update.reportThreshold !== undefined) columns.report_threshold = update.reportThreshold;
  if (update.autoConfirmWinner !== undefined) columns.auto_confirm_winner = update.autoConfirmWinner ? 1 : 0;
  if (update.nameFilter !== undefined) columns.name_filter = update.nameFilter ? 1 : 0;
  if (update.maxPlayer !== undefined) columns.max_player = update.maxPlayer;
  if (update.joinAfterStart !== undefined) columns.join_after_start = update.joinAfterStart ? 1 : 0;
  if (update.dealMode !== undefined) columns.deal_mode = update.dealMode;
  if (update.winMode !== undefined) columns.win_mode = update.winMode;
  if (update.prizes !== undefined) columns.prizes = JSON.stringify(update.prizes);
  if (update.gameMode !== undefined) columns.game_mode = update.gameMode;
  if (update.teamAssignment !== undefined) columns.team_assignment = update.teamAssignment;
  if (update.teamMaxSize !== undefined) columns.team_max_size = update.teamMaxSize;
  if (update.cameraOnly !== undefined) columns.camera_only = update.cameraOnly ? 1 : 0;
  if (update.language !== undefined) columns.language = update.language;
  return columns;
}

/**
 * The rule columns that follow from the others once a setup change is applied: a 'prizes' game without prizes
 * gets the default two (first line, then full card), and its win condition is its last (hardest) prize's, so
 * `completed_at` and the "first to complete" badge keep meaning the game's grand prize.
 */
export function derivedRuleColumns(
  game: Pick<GameRow, 'win_mode' | 'prizes' | 'win_condition'>,
): GameChanges {
  if (game.win_mode !== 'prizes') return {};
  let prizes = gamePrizes(game);
  const columns: GameChanges = {};
  if (prizes.length === 0) {
    prizes = [...DEFAULT_PRIZES];
    columns.prizes = JSON.stringify(prizes);
  }
  const last = prizes[prizes.length - 1];
  if (last && last.condition !== game.win_condition) columns.win_condition = last.condition;
  return columns;
}

/**
 * Fields a host may still correct after paying (they don't change anybody's card or the rules in play). The name
 * filter too: a host may let in a guest the word lists refuse ("Dick") while the game runs. The safety check too: a
 * host who sees what the room sends may hold more, or fewer, photos from then on (and change how many reports hide one).
 * The language too: it only says which language guests' screens start in.
 */
const EDITABLE_AFTER_PAYMENT = new Set([
  'hostName',
  'eventTitle',
  'eventDate',
  'welcomeMessage',
  'nameFilter',
  'safetyCheck',
  'reportThreshold',
  'language',
]);

/** Saves part of a game's setup. The board and rules are fixed once the game is paid for. */
export async function updateGameSetup(ctx: AppContext, game: GameRow, update: SetupUpdate): Promise<GameRow> {
  const stage = gameStage(clockOf(game), Date.now());
  if (isSettled(stage)) throw conflict(ErrorCode.GAME_ENDED_UNCHANGEABLE);
  if (stage !== 'draft') {
    const locked = Object.keys(update).filter((k) => !EDITABLE_AFTER_PAYMENT.has(k));
    if (locked.length > 0) {
      throw conflict(ErrorCode.SETUP_LOCKED);
    }
  }
  const changes = setupColumns(update);
  const columns = { ...changes, ...derivedRuleColumns({ ...game, ...changes }) };
  if (Object.keys(columns).length > 0) await updateGame(ctx.db, game.id, columns);
  const updated = await findGameById(ctx.db, game.id);
  if (!updated) throw notFound(GAME_NOT_FOUND);
  return updated;
}
