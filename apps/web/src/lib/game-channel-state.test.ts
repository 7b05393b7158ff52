import type { TQueuePlayer } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { lobbyGame } from '@/testing/game-fixtures';
import { emptyChannel, gameChannelReducer, type GameChannelState } from './game-channel-state';

const game = lobbyGame();
const ann: TQueuePlayer = { id: 'p1', name: 'Ann', joinedAt: '2030-06-15T10:00:00.000Z' };
const bob: TQueuePlayer = { id: 'p2', name: 'Bob', joinedAt: '2030-06-15T10:01:00.000Z' };

describe('gameChannelReducer', () => {
  it('replaces everything with a snapshot', () => {
    const before: GameChannelState = { game, players: [ann, bob] };
    const after = gameChannelReducer(before, { type: 'snapshot', snapshot: { game, players: [bob] } });
    expect(after).toEqual({ game, players: [bob] });
  });

  it('adds a joined player once, however often the event arrives', () => {
    let state = gameChannelReducer(emptyChannel, { type: 'snapshot', snapshot: { game, players: [ann] } });
    state = gameChannelReducer(state, { type: 'joined', player: bob });
    state = gameChannelReducer(state, { type: 'joined', player: bob });
    state = gameChannelReducer(state, { type: 'joined', player: { ...ann, name: 'Annie' } });
    expect(state.players).toEqual([{ ...ann, name: 'Annie' }, bob]);
  });

  it('removes a removed player and ignores unknown ids', () => {
    let state: GameChannelState = { game, players: [ann, bob] };
    state = gameChannelReducer(state, { type: 'removed', playerId: 'p1' });
    state = gameChannelReducer(state, { type: 'removed', playerId: 'nobody' });
    expect(state.players).toEqual([bob]);
  });

  it('marks a player online or offline, and ignores players it does not list', () => {
    let state: GameChannelState = { game, players: [ann, bob] };
    state = gameChannelReducer(state, { type: 'presence', playerId: 'p2', online: true });
    state = gameChannelReducer(state, { type: 'presence', playerId: 'nobody', online: true });
    expect(state.players).toEqual([ann, { ...bob, online: true }]);
    state = gameChannelReducer(state, { type: 'presence', playerId: 'p2', online: false });
    expect(state.players).toEqual([ann, { ...bob, online: false }]);
  });

  it('renames a known player in place and ignores unknown ids', () => {
    let state: GameChannelState = { game, players: [ann, bob] };
    state = gameChannelReducer(state, { type: 'renamed', player: { ...ann, name: 'Annie' } });
    state = gameChannelReducer(state, { type: 'renamed', player: { ...ann, id: 'nobody', name: 'X' } });
    expect(state.players).toEqual([{ ...ann, name: 'Annie' }, bob]);
  });

  it('takes the updated game', () => {
    const started = { ...game, phase: 'playing' as const };
    const state = gameChannelReducer({ game, players: [ann] }, { type: 'game', game: started });
    expect(state).toEqual({ game: started, players: [ann] });
  });
});
