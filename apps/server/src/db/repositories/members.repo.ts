import type { Db } from '../kysely';
import { prepared } from '../prepared';
import { ACTIVE_STATUSES, codeKeyOf, type GameRow } from './games.repo';
import type { PlayerRow } from './players.repo';

/**
 * The game a live device session played under this code and the device's player in it, in one statement: the
 * session, member game and player lookups of every player request (board, card, gallery, uploads) read as one
 * row. Same choice as `findMemberGameByCode` when a code was reused: the open game first, then the newest.
 * Undefined when any part is missing (no such session, never played under this code): callers then take the
 * lookups one by one for the precise answer.
 */
export async function findMemberByToken(
  db: Db,
  tokenHash: string,
  code: string,
): Promise<{ game: GameRow; player: PlayerRow } | undefined> {
  const row = preferredGame(await memberByTokenQuery.all(db, tokenHash, code));
  if (!row) return undefined;
  // Both rows written out property by property: the joined row has 36 columns, and copying it with a rest
  // pattern was a tenth of a board fetch's CPU (bench/http --profile).
  const game: GameRow = {
    id: row.id,
    code: row.code,
    host_user_id: row.host_user_id,
    host_name: row.host_name,
    event_title: row.event_title,
    event_date: row.event_date,
    welcome_message: row.welcome_message,
    board_size: row.board_size,
    words: JSON.parse(row.words) as string[],
    free_space_word: row.free_space_word,
    time_limit_minutes: row.time_limit_minutes,
    win_condition: row.win_condition,
    photo_review: row.photo_review,
    auto_confirm_winner: row.auto_confirm_winner,
    ended_early: row.ended_early,
    name_filter: row.name_filter,
    max_player: row.max_player,
    player_count: row.player_count,
    join_after_start: row.join_after_start,
    joins_locked: row.joins_locked,
    status: row.status,
    phase: row.phase,
    paid: row.paid,
    created_at: row.created_at,
    updated_at: row.updated_at,
    started_at: row.started_at,
    ends_at: row.ends_at,
    paused_at: row.paused_at,
    completed_at: row.completed_at,
    winner_player_id: row.winner_player_id,
    content_version: row.content_version,
    deal_mode: row.deal_mode,
    results_shared: row.results_shared,
    share_token: row.share_token,
    win_mode: row.win_mode,
    prizes: row.prizes,
    prize_awards: row.prize_awards,
    safety_check: row.safety_check,
    report_threshold: row.report_threshold,
    game_mode: row.game_mode,
    team_assignment: row.team_assignment,
    team_max_size: row.team_max_size,
    camera_only: row.camera_only,
    language: row.language,
    accent_colour: row.accent_colour,
    logo_key: row.logo_key,
  };
  const player: PlayerRow = {
    id: row.player__id,
    game_id: row.player__game_id,
    device_id: row.player__device_id,
    user_id: row.player__user_id,
    name: row.player__name,
    name_key: row.player__name_key,
    status: row.player__status,
    joined_at: row.player__joined_at,
    removed_at: row.player__removed_at,
    completed_at: row.player__completed_at,
    updated_at: row.player__updated_at,
    line_at: row.player__line_at,
    two_lines_at: row.player__two_lines_at,
    full_at: row.player__full_at,
    kind: row.player__kind,
    team_id: row.player__team_id,
  };
  return { game, player };
}

const memberByTokenQuery = prepared((db, tokenHash: string, code: string) =>
  db
    .selectFrom('player_sessions')
    .innerJoin('players', 'players.device_id', 'player_sessions.device_id')
    .innerJoin('games', 'games.id', 'players.game_id')
    .selectAll('games')
    .select([
      'players.id as player__id',
      'players.game_id as player__game_id',
      'players.device_id as player__device_id',
      'players.user_id as player__user_id',
      'players.name as player__name',
      'players.name_key as player__name_key',
      'players.status as player__status',
      'players.joined_at as player__joined_at',
      'players.removed_at as player__removed_at',
      'players.completed_at as player__completed_at',
      'players.updated_at as player__updated_at',
      'players.line_at as player__line_at',
      'players.two_lines_at as player__two_lines_at',
      'players.full_at as player__full_at',
      'players.kind as player__kind',
      'players.team_id as player__team_id',
    ])
    .where('player_sessions.token_hash', '=', tokenHash)
    .where('player_sessions.revoked_at', 'is', null)
    .where(codeKeyOf('games'), '=', code)
    .where('games.status', '<>', 'INACTIVE'),
);

const isOpen = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status);

/**
 * Of the games a device played under one code (one, unless the code was reused), the open one, else the newest.
 * Chosen here rather than by `order by … limit 1`: SQLite sorted the whole 62-column rows in a temporary b-tree
 * to keep one, half of the statement's time (bench/http).
 */
function preferredGame<R extends { status: string; created_at: string }>(rows: R[]): R | undefined {
  let best = rows[0];
  for (const row of rows.slice(1)) {
    const better =
      isOpen(row.status) !== isOpen(best.status) ? isOpen(row.status) : row.created_at > best.created_at;
    if (better) best = row;
  }
  return best;
}
