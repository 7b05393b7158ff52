import { randomInt, randomUUID } from 'node:crypto';
import {
  DEFAULT_BOARD_SIZE,
  DEFAULT_DEAL_MODE,
  DEFAULT_LANGUAGE,
  DEFAULT_REPORT_THRESHOLD,
  DEFAULT_FREE_SPACE_WORD,
  DEFAULT_MAX_PLAYERS,
  DEFAULT_TIME_LIMIT_MINUTES,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
} from '@picture-bingo/shared';
import type { z } from 'zod';
import type { ZGameSetupUpdate } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import {
  findOpenGameByCode,
  insertGame,
  type GameChanges,
  type GameRow,
} from '../../db/repositories/games.repo';
import { derivedRuleColumns, setupColumns } from './update-game-setup';

/** A crypto-random room code: 6 characters of the look-alike-free alphabet (no O/0, I/1, L). */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** Today's date on the server's clock (UTC), a new game's Event Date unless the host sends their own. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Creates a draft game (status INACTIVE, unpaid) with a code no open game uses: Free Space "FREE" and today's
 * date unless `setup` says otherwise; `copied` columns (a duplicate's) come before `setup`.
 */
export async function createGame(
  ctx: AppContext,
  hostUserId: string,
  setup: z.output<typeof ZGameSetupUpdate> = {},
  copied: GameChanges = {},
): Promise<GameRow> {
  const now = new Date().toISOString();
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newRoomCode();
    if (await findOpenGameByCode(ctx.db, code)) continue;
    const row: GameRow = {
      id: randomUUID(),
      code,
      host_user_id: hostUserId,
      host_name: '',
      event_title: '',
      event_date: todayUtc(),
      welcome_message: '',
      board_size: DEFAULT_BOARD_SIZE,
      words: [],
      free_space_word: DEFAULT_FREE_SPACE_WORD,
      time_limit_minutes: DEFAULT_TIME_LIMIT_MINUTES,
      win_condition: 'full',
      photo_review: 0,
      auto_confirm_winner: 0,
      ended_early: 0,
      name_filter: 1,
      max_player: DEFAULT_MAX_PLAYERS,
      player_count: 0,
      join_after_start: 1,
      joins_locked: 0,
      status: 'INACTIVE',
      phase: 'lobby',
      paid: 0,
      created_at: now,
      updated_at: now,
      started_at: null,
      ends_at: null,
      paused_at: null,
      completed_at: null,
      winner_player_id: null,
      content_version: 0,
      deal_mode: DEFAULT_DEAL_MODE,
      results_shared: 0,
      share_token: null,
      win_mode: 'first',
      prizes: '[]',
      prize_awards: '[]',
      safety_check: ctx.config.safety.defaultMode,
      report_threshold: DEFAULT_REPORT_THRESHOLD,
      game_mode: 'individual',
      team_assignment: 'pick',
      team_max_size: null,
      language: DEFAULT_LANGUAGE,
      ...copied,
      ...setupColumns(setup),
    };
    Object.assign(row, derivedRuleColumns(row));
    try {
      await insertGame(ctx.db, row);
      return row;
    } catch (error) {
      // Lost a race for the code (the partial unique index); draw another.
      if (await findOpenGameByCode(ctx.db, code)) continue;
      throw error;
    }
  }
  throw new Error('Could not find a free room code');
}
