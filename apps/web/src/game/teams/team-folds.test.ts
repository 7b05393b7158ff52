import type { TTeamList } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { foldTeamJoin, foldTeamMove, foldTeamRemoval } from './team-folds';

const list = (): TTeamList => ({
  teams: [
    {
      id: 'red',
      name: 'Red',
      colour: 'red',
      size: 2,
      full: false,
      cardId: 'c1',
      members: [
        { id: 'ann', name: 'Ann' },
        { id: 'bo', name: 'Bo' },
      ],
    },
    { id: 'blue', name: 'Blue', colour: 'blue', size: 0, full: false, cardId: null, members: [] },
  ],
});
const members = (teams: TTeamList | undefined) =>
  teams?.teams.map((team) => [team.id, team.size, team.members?.map((m) => m.id)]);

describe('a phone’s teams, folded from the game’s events', () => {
  it('a move takes the member out of their team and into the new one', () => {
    expect(members(foldTeamMove(list(), { playerId: 'bo', teamId: 'blue' }))).toEqual([
      ['red', 1, ['ann']],
      ['blue', 1, ['bo']],
    ]);
    const unknown = list();
    expect(foldTeamMove(unknown, { playerId: 'zed', teamId: 'blue' })).toBe(unknown);
    expect(foldTeamMove(undefined, { playerId: 'bo', teamId: 'blue' })).toBeUndefined();
  });

  it('a join adds the player to their team once; a removal takes them out', () => {
    const joined = foldTeamJoin(list(), { id: 'cy', name: 'Cy', joinedAt: '', teamId: 'blue' });
    expect(members(joined)).toEqual([
      ['red', 2, ['ann', 'bo']],
      ['blue', 1, ['cy']],
    ]);
    expect(foldTeamJoin(joined, { id: 'cy', name: 'Cy', joinedAt: '', teamId: 'blue' })).toBe(joined);
    expect(members(foldTeamRemoval(joined, 'ann'))).toEqual([
      ['red', 1, ['bo']],
      ['blue', 1, ['cy']],
    ]);
  });
});
