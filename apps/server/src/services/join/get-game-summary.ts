import { gameStage, type TGameSummary, ErrorCode } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';
import { conflict } from '../../errors';
import { clockOf } from '../../presenters/game';
import { presentGameSummary } from '../../presenters/game';

/**
 * What anyone with the code may see of a game, with its current player count: enough for the join screen to say,
 * before a name is typed, whether the game has ended, is full or is closed to late joiners. A draft shows nothing
 * of itself: 409 "not open yet".
 */
export function getGameSummary(game: GameRow): TGameSummary {
  if (gameStage(clockOf(game), Date.now()) === 'draft') throw conflict(ErrorCode.GAME_NOT_OPEN);
  return presentGameSummary(game, game.player_count);
}
