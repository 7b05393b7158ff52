import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { createGame } from './create-game';

/**
 * The setup and rule columns a duplicate copies, in one list: a new setup or rule column is one more line here.
 * Never copied: the code, players, photos, payment, status, clocks and winner (a copy is a fresh, unpaid draft).
 */
export const DUPLICATED_COLUMNS = [
  'host_name',
  'event_title',
  'welcome_message',
  'board_size',
  'words',
  'free_space_word',
  'time_limit_minutes',
  'win_condition',
  'photo_review',
  'safety_check',
  'report_threshold',
  'auto_confirm_winner',
  'name_filter',
  'max_player',
  'join_after_start',
  'deal_mode',
  'win_mode',
  'prizes',
] as const satisfies readonly (keyof GameRow)[];

type DuplicatedColumns = Pick<GameRow, (typeof DUPLICATED_COLUMNS)[number]>;

function copiedColumns(game: GameRow): DuplicatedColumns {
  return Object.fromEntries(DUPLICATED_COLUMNS.map((column) => [column, game[column]])) as DuplicatedColumns;
}

/**
 * A new draft (new room code, unpaid, no players) with a past or active game's labels, rules, title, board size
 * and free space word, dated `eventDate` (the host's today).
 */
export function duplicateGame(
  ctx: AppContext,
  hostUserId: string,
  game: GameRow,
  eventDate: string,
): Promise<GameRow> {
  return createGame(
    ctx,
    hostUserId,
    {},
    { ...copiedColumns(game), words: [...game.words], event_date: eventDate },
  );
}
