import type { ServerToClientEvents } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import {
  publishBingoAnswered,
  publishGameUpdated,
  publishPrizeAwarded,
  publishWinner,
} from '../../realtime/publish';
import { GAME_TRANSITIONS, type TGameTransition, type TLifecycleEvent } from './transitions';

type Payload<E extends TLifecycleEvent> = Parameters<ServerToClientEvents[E]>[0];

/** What a move's commit tells: for each event its table entry publishes, every payload (none: not this time). */
export type TMoveEvents<M extends TGameTransition> = {
  [E in (typeof GAME_TRANSITIONS)[M]['publishes'][number]]: readonly Payload<E>[];
};

const PUBLISHERS: { [E in TLifecycleEvent]: (ctx: AppContext, gameId: string, payload: Payload<E>) => void } =
  {
    'game:updated': publishGameUpdated,
    'bingo:answered': publishBingoAnswered,
    'prize:awarded': publishPrizeAwarded,
    'game:winner': publishWinner,
  };

function publishEach<E extends TLifecycleEvent>(
  ctx: AppContext,
  gameId: string,
  event: E,
  payloads: readonly Payload<E>[],
) {
  for (const payload of payloads) PUBLISHERS[event](ctx, gameId, payload);
}

/**
 * After `move` committed: its events, in the order its table entry lists them (GAME_TRANSITIONS `publishes`),
 * each with every payload given. A move cannot publish an event its entry does not list.
 */
export function publishMove<M extends TGameTransition>(
  ctx: AppContext,
  gameId: string,
  move: M,
  events: TMoveEvents<M>,
): void {
  const payloads: Partial<{ [E in TLifecycleEvent]: readonly Payload<E>[] }> = events;
  for (const event of GAME_TRANSITIONS[move].publishes)
    publishEach(ctx, gameId, event, payloads[event] ?? []);
}
