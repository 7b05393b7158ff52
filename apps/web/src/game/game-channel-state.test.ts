import type { TQueuePlayer } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { lobbyGame } from '@/testing/game-fixtures';
import { emptyChannel, gameChannelReducer, type GameChannelState } from './game-channel-state';

const game = lobbyGame();
const ann: TQueuePlayer = { id: 'p1', name: 'Ann', joinedAt: '2030-06-15T10:00:00.000Z' };
const bob: TQueuePlayer = { id: 'p2', name: 'Bob', joinedAt: '2030-06-15T10:01:00.000Z' };

describe('gameChannelReducer', () => {
  it('replaces everything with a snapshot', () => {
    const before: GameChannelState = { game, players: [ann, bob], playerCount: 2 };
    const after = gameChannelReducer(before, { type: 'snapshot', snapshot: { game, players: [bob] } });
    // An older server's snapshot without a count listed every player.
    expect(after).toEqual({ game, players: [bob], playerCount: 1 });
  });

  it('adds a joined player once, however often the event arrives', () => {
    let state = gameChannelReducer(emptyChannel, { type: 'snapshot', snapshot: { game, players: [ann] } });
    state = gameChannelReducer(state, { type: 'joined', player: bob });
    state = gameChannelReducer(state, { type: 'joined', player: bob });
    state = gameChannelReducer(state, { type: 'joined', player: { ...ann, name: 'Annie' } });
    expect(state.players).toEqual([{ ...ann, name: 'Annie' }, bob]);
    expect(state.playerCount).toBe(2);
  });

  it('removes a removed player and ignores unknown ids', () => {
    let state: GameChannelState = { game, players: [ann, bob], playerCount: 2 };
    state = gameChannelReducer(state, { type: 'removed', playerId: 'p1' });
    state = gameChannelReducer(state, { type: 'removed', playerId: 'nobody' });
    expect(state.players).toEqual([bob]);
    expect(state.playerCount).toBe(1);
  });

  it("keeps a phone's count of the whole game over its window of players", () => {
    // A phone's snapshot: its own entry and the most recent joins of a game of 250.
    const cy: TQueuePlayer = { id: 'p3', name: 'Cy', joinedAt: '2030-06-15T10:02:00.000Z' };
    let state = gameChannelReducer(emptyChannel, {
      type: 'snapshot',
      snapshot: { game: { ...game, playerCount: 250 }, players: [ann, bob], playerCount: 250 },
    });
    expect(state.playerCount).toBe(250);
    // A batched join repeating a listed player (it raced the snapshot) is not counted again; new ids are, once.
    state = gameChannelReducer(state, { type: 'joined', player: bob });
    state = gameChannelReducer(state, { type: 'joined', player: cy });
    state = gameChannelReducer(state, { type: 'joined', player: cy });
    expect(state.players).toEqual([ann, bob, cy]);
    expect(state.playerCount).toBe(251);
    // Removals count down listed players and the unlisted ones alike.
    state = gameChannelReducer(state, { type: 'removed', playerId: 'p2' });
    state = gameChannelReducer(state, { type: 'removed', playerId: 'not-listed' });
    expect(state.players).toEqual([ann, cy]);
    expect(state.playerCount).toBe(249);
    // A rename or presence of a player it does not list changes nothing.
    const renamed = gameChannelReducer(state, {
      type: 'renamed',
      player: { ...cy, id: 'not-listed', name: 'X' },
    });
    expect(renamed).toEqual(state);
    // Never fewer than it lists, and the next snapshot sets the count again.
    state = gameChannelReducer({ ...state, playerCount: 3 }, { type: 'removed', playerId: 'far' });
    state = gameChannelReducer(state, { type: 'removed', playerId: 'away' });
    expect(state.playerCount).toBe(2);
    state = gameChannelReducer(state, {
      type: 'snapshot',
      snapshot: { game, players: [cy], playerCount: 180 },
    });
    expect(state).toEqual({ game, players: [cy], playerCount: 180 });
  });

  it('a phone past its window: the count follows players:counted and never goes back to an older one', () => {
    let state = gameChannelReducer(emptyChannel, {
      type: 'snapshot',
      snapshot: { game, players: [ann, bob], playerCount: 150 },
    });
    state = gameChannelReducer(state, { type: 'counted', playerCount: 170 });
    expect(state).toEqual({ game, players: [ann, bob], playerCount: 170 });
    // A frame that raced the snapshot, or another node's frame arriving after a newer one, says less: kept.
    state = gameChannelReducer(state, { type: 'counted', playerCount: 149 });
    expect(state.playerCount).toBe(170);
    // A removal counts down; the next join's count (taken after it) is the game's again.
    state = gameChannelReducer(state, { type: 'removed', playerId: 'not-listed' });
    expect(state.playerCount).toBe(169);
    state = gameChannelReducer(state, { type: 'counted', playerCount: 170 });
    expect(state).toEqual({ game, players: [ann, bob], playerCount: 170 });
  });

  it("a host's whole list: an unknown id's removal is no one it counts", () => {
    let state = gameChannelReducer(emptyChannel, {
      type: 'snapshot',
      snapshot: { game, players: [ann, bob], playerCount: 2 },
    });
    state = gameChannelReducer(state, { type: 'removed', playerId: 'raced-the-snapshot' });
    expect(state.playerCount).toBe(2);
  });

  it('marks a player online or offline, and ignores players it does not list', () => {
    let state: GameChannelState = { game, players: [ann, bob], playerCount: 2 };
    state = gameChannelReducer(state, { type: 'presence', playerId: 'p2', online: true });
    state = gameChannelReducer(state, { type: 'presence', playerId: 'nobody', online: true });
    expect(state.players).toEqual([ann, { ...bob, online: true }]);
    state = gameChannelReducer(state, { type: 'presence', playerId: 'p2', online: false });
    expect(state.players).toEqual([ann, { ...bob, online: false }]);
  });

  it('keeps presence heard before a join (joins come in batched frames) and applies it when the player joins', () => {
    const cy = { ...ann, id: 'p3', name: 'Cy' };
    let state: GameChannelState = { game, players: [ann], playerCount: 1 };
    state = gameChannelReducer(state, { type: 'presence', playerId: 'p3', online: true });
    expect(state.players).toEqual([ann]);
    state = gameChannelReducer(state, { type: 'joined', player: cy });
    expect(state).toEqual({ game, players: [ann, { ...cy, online: true }], playerCount: 2 });

    // A snapshot lists players with their presence; what it does not list yet is kept for their join.
    state = gameChannelReducer(state, { type: 'presence', playerId: 'p4', online: true });
    state = gameChannelReducer(state, {
      type: 'snapshot',
      snapshot: { game, players: [ann, cy], playerCount: 2 },
    });
    state = gameChannelReducer(state, { type: 'joined', player: { ...ann, id: 'p4', name: 'Dee' } });
    expect(state.players.at(-1)).toEqual({ ...ann, id: 'p4', name: 'Dee', online: true });
    expect(state.earlyPresence).toBeUndefined();
  });

  it('renames a known player in place and ignores unknown ids', () => {
    let state: GameChannelState = { game, players: [ann, bob], playerCount: 2 };
    state = gameChannelReducer(state, { type: 'renamed', player: { ...ann, name: 'Annie' } });
    state = gameChannelReducer(state, { type: 'renamed', player: { ...ann, id: 'nobody', name: 'X' } });
    expect(state.players).toEqual([{ ...ann, name: 'Annie' }, bob]);
  });

  it('takes the updated game', () => {
    const started = { ...game, phase: 'playing' as const };
    const state = gameChannelReducer(
      { game, players: [ann], playerCount: 1 },
      { type: 'game', game: started },
    );
    expect(state).toEqual({ game: started, players: [ann], playerCount: 1 });
  });
});
