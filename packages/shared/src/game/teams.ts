/** Teams: how a game is played (a card each, or a card per team) and the limits of the host's team list. */

export const GAME_MODES = ['individual', 'teams'] as const;
export type TGameMode = (typeof GAME_MODES)[number];
/** 'pick': a guest chooses from the host's teams; 'balance': the server puts them in the smallest team. */
export const TEAM_ASSIGNMENTS = ['pick', 'balance'] as const;
export type TTeamAssignment = (typeof TEAM_ASSIGNMENTS)[number];

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 500;
/** A team name is as long as a player name may be. */
export const TEAM_NAME_MAX = 30;

/** The colours a team may wear, by name (the web draws each with its own text colour). */
export const TEAM_COLOURS = [
  'red',
  'blue',
  'green',
  'amber',
  'purple',
  'pink',
  'teal',
  'orange',
  'indigo',
  'lime',
  'cyan',
  'slate',
] as const;
export type TTeamColour = (typeof TEAM_COLOURS)[number];

/** The colour of the team at this place in a list the host pasted: the palette in turn. */
export const teamColourAt = (index: number): TTeamColour =>
  TEAM_COLOURS[index % TEAM_COLOURS.length] ?? 'red';

export const TEAM_FULL = 'That team is full. Choose another team.';
export const CELL_TAKEN_BY_TEAMMATE =
  'A teammate just put a photo in this cell. Your photo is kept: put it in another cell.';
export const TEAM_NAME_TAKEN = 'Two teams cannot have the same name';
export const TEAM_NAME_NOT_ALLOWED = "That team name isn't allowed. Try another.";

/**
 * The team a joining guest goes to where the server balances teams: the smallest that has room, the earlier in
 * the host's list on a tie; null when every team is full.
 */
export function smallestTeam<T extends { size: number; position: number }>(
  teams: readonly T[],
  maxSize: number | null,
): T | null {
  let best: T | null = null;
  for (const team of teams) {
    if (maxSize !== null && team.size >= maxSize) continue;
    if (!best || team.size < best.size || (team.size === best.size && team.position < best.position))
      best = team;
  }
  return best;
}
