import { ZMoveToTeamRequest, ZQueuePlayer, ZTeamList, ZTeamsUpdate, ErrorCode } from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';

/** A team game's teams: the list, the host's setup of them, moving a member. */
export const teamsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/game/:code/teams',
    summary: "The game's teams with their sizes and members",
    description:
      'Anyone with the code of an open game (the join screen offers them; `full` ones take no one more); with ' +
      "a host token, the host's game at any stage.",
    auth: ['public', 'host'],
    ok: { status: 200, schema: ZTeamList },
    errors: [ErrorCode.INVALID_ROOM_CODE, ErrorCode.UNAUTHORIZED, ErrorCode.NOT_FOUND],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/game/:code/teams',
    summary: "Set a team game's teams",
    description:
      'The whole list in order (2 to 100, a name and a colour each), replacing the one before; a draft only. ' +
      'Names are normalised and unique as compared (`TEAM_NAME_TAKEN`), checked by the name filter when the ' +
      'game filters names (`TEAM_NAME_NOT_ALLOWED`); nothing is saved on any refusal.',
    auth: 'host',
    ability: 'own',
    body: ZTeamsUpdate,
    ok: { status: 200, schema: ZTeamList },
    errors: [
      ErrorCode.NOT_A_TEAM_GAME,
      ErrorCode.TEAM_NAME_TAKEN,
      ErrorCode.TEAM_NAME_NOT_ALLOWED,
      ErrorCode.SETUP_LOCKED,
    ],
  }),
  moveToTeam: defineRoute({
    method: 'POST',
    path: '/api/game/:code/players/:playerId/team',
    summary: 'Move a member to another team',
    description:
      "Until the game ends. They play the new team's card from then on; the photos they added stay on the old one.",
    auth: 'host',
    ability: 'run',
    body: ZMoveToTeamRequest,
    ok: { status: 200, schema: ZQueuePlayer },
    errors: [
      ErrorCode.TEAM_NOT_FOUND,
      ErrorCode.TEAM_FULL,
      ErrorCode.NOT_A_TEAM_GAME,
      ErrorCode.GAME_ALREADY_ENDED,
      ErrorCode.PLAYER_REMOVED,
    ],
  }),
};
