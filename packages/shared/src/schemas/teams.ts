import { z } from '../zod-config';
import { MAX_TEAMS, MIN_TEAMS, TEAM_COLOURS, TEAM_NAME_MAX } from '../game/teams';
import { singleLine } from './text';

export const ZTeamColour = z.enum(TEAM_COLOURS, { error: 'Choose one of the team colours' });

export const ZTeamName = z.pipe(
  singleLine('Team Name', TEAM_NAME_MAX),
  z.string().check(z.minLength(1, 'Team Name is required')),
);

/** PUT /game/:code/teams: the host's whole team list, in order (a draft's; names unique as compared). */
export const ZTeamsUpdate = z.strictObject({
  teams: z
    .array(z.strictObject({ name: ZTeamName, colour: ZTeamColour }), { error: 'Teams must be a list' })
    .check(
      z.minLength(MIN_TEAMS, `Set up at least ${MIN_TEAMS} teams`),
      z.maxLength(MAX_TEAMS, `At most ${MAX_TEAMS} teams`),
    ),
});
export type TTeamsUpdate = z.input<typeof ZTeamsUpdate>;

/** A member of a team as the host's queue and the results list them. */
export const ZTeamMember = z.object({ id: z.string(), name: z.string() });

/** A team as a game's screens show it: size always, members where the caller may see them. */
export const ZTeam = z.object({
  id: z.string(),
  name: z.string(),
  colour: ZTeamColour,
  size: z.number(),
  /** Whether a guest can still join it (under its maximum size). */
  full: z.boolean(),
  /** The team's card (the id standings, the gallery and BINGO! name); null until its first member joins. */
  cardId: z.nullable(z.string()),
  members: z.optional(z.array(ZTeamMember)),
});
export type TTeam = z.infer<typeof ZTeam>;

export const ZTeamList = z.object({ teams: z.array(ZTeam) });
export type TTeamList = z.infer<typeof ZTeamList>;

/** POST /game/:code/players/:playerId/team: the host moves a member to another team. */
export const ZMoveToTeamRequest = z.strictObject({ teamId: z.string().check(z.minLength(1)) });
