import { presentedPhase, type TGame, type TGameListItem, type TGameSummary } from '@picture-bingo/shared';
import type { GameRow } from '../db/repositories/games.repo';

/** The phase as players see it now: a playing game whose time ran out is finished, even before anyone wrote so. */
const phaseNow = (game: GameRow) =>
  presentedPhase({ status: game.status, phase: game.phase, endsAt: game.ends_at }, Date.now());

/** A game as its host's screens show it: with its player count and what still blocks paying or starting it. */
export interface HostGameView {
  game: GameRow;
  playerCount: number;
  setupProblems: string[];
}

export function presentGame({ game, playerCount, setupProblems }: HostGameView): TGame {
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
    autoConfirmWinner: game.auto_confirm_winner === 1,
    endedEarly: game.ended_early === 1,
    nameFilter: game.name_filter === 1,
    maxPlayer: game.max_player,
    joinAfterStart: game.join_after_start === 1,
    status: game.status,
    phase: phaseNow(game),
    paid: game.paid === 1,
    createdAt: game.created_at,
    startedAt: game.started_at,
    endsAt: game.ends_at,
    completedAt: game.completed_at,
    playerCount,
    setupProblems,
  };
}

export function presentGameListItem(game: GameRow, playerCount: number): TGameListItem {
  return {
    uid: game.id,
    gameCode: game.code,
    eventTitle: game.event_title,
    maxPlayer: game.max_player,
    createdAt: game.created_at,
    status: game.status,
    paid: game.paid === 1,
    playerCount,
  };
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
    autoConfirmWinner: game.auto_confirm_winner === 1,
    endedEarly: game.ended_early === 1,
    nameFilter: game.name_filter === 1,
    status: game.status,
    phase: phaseNow(game),
    maxPlayer: game.max_player,
    joinAfterStart: game.join_after_start === 1,
    playerCount,
    startedAt: game.started_at,
    endsAt: game.ends_at,
  };
}
