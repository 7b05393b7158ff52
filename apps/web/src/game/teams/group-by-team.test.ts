import type { TTeam } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { groupByTeam } from './group-by-team';

const team = (id: string, members: { id: string; name: string }[] = []): TTeam => ({
  id,
  name: id,
  colour: 'red',
  size: members.length,
  full: false,
  cardId: null,
  members,
});

describe('groupByTeam', () => {
  it("lists players under their teams in the host's order, empty teams left out, no team last", () => {
    const players = [
      { id: 'a', teamId: 'blue' },
      { id: 'b', teamId: 'red' },
      { id: 'c', teamId: null },
      { id: 'd', teamId: 'blue' },
    ];
    const groups = groupByTeam(players, [team('red'), team('green'), team('blue')]);
    expect(groups.map((g) => [g.team?.id ?? null, g.players.map((p) => p.id)])).toEqual([
      ['red', ['b']],
      ['blue', ['a', 'd']],
      [null, ['c']],
    ]);
  });

  it("follows a team's member list over the player's own teamId (a move by the host)", () => {
    const groups = groupByTeam(
      [{ id: 'a', teamId: 'red' }],
      [team('red'), team('blue', [{ id: 'a', name: 'Ann' }])],
    );
    expect(groups.map((g) => g.team?.id)).toEqual(['blue']);
  });
});
