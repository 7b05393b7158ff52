import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { newLogoKey } from '../../storage/media-store';
import { createGame } from './create-game';
import { copyTeams } from '../teams/copy-teams';

/**
 * The setup, rule and look columns a duplicate copies, in one list: a new setup or rule column is one more line
 * here. Never copied: the code, players, photos, payment, status, clocks and winner (a copy is a fresh, unpaid
 * draft). The logo is copied too, as a file of its own (copyLogo), never by its key.
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
  'game_mode',
  'team_assignment',
  'team_max_size',
  'camera_only',
  'language',
  'accent_colour',
] as const satisfies readonly (keyof GameRow)[];

type DuplicatedColumns = Pick<GameRow, (typeof DUPLICATED_COLUMNS)[number]>;

function copiedColumns(game: GameRow): DuplicatedColumns {
  return Object.fromEntries(DUPLICATED_COLUMNS.map((column) => [column, game[column]])) as DuplicatedColumns;
}

/**
 * The game's logo stored again under a fresh key for its copy: each game owns its logo file, so deleting or
 * replacing one game's logo never takes the other's. A logo file that is gone (or unreadable) leaves the copy
 * without a logo rather than failing the copy.
 */
async function copyLogo(ctx: AppContext, key: string | null): Promise<string | null> {
  if (!key) return null;
  const stored = await ctx.media.getStream(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const copy = newLogoKey();
  await ctx.media.put(copy, Buffer.concat(chunks), stored.contentType);
  return copy;
}

/**
 * A new draft (new room code, unpaid, no players) with a past or active game's labels, rules, title, board size,
 * free space word and look (accent colour and logo), dated `eventDate` (the host's today).
 */
export async function duplicateGame(
  ctx: AppContext,
  hostUserId: string,
  game: GameRow,
  eventDate: string,
): Promise<GameRow> {
  const logoKey = await copyLogo(ctx, game.logo_key ?? null);
  const copy = await createGame(
    ctx,
    hostUserId,
    {},
    { ...copiedColumns(game), words: [...game.words], event_date: eventDate, logo_key: logoKey },
  );
  // A team game's copy has the same teams (none of their members).
  await copyTeams(ctx.db, game.id, copy.id);
  return copy;
}
