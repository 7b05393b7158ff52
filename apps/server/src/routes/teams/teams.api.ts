import { ZMoveToTeamRequest, ZQueuePlayer, ZTeamList, ZTeamsUpdate } from '@picture-bingo/shared';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";

/** A team game's teams: the list, the host's setup of them, moving a member. */
export const teamsApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/game/:code/teams',
    summary: "The game's teams with their sizes and members",
    description:
      'Anyone with the code of an open game (the join screen offers them; `full` ones take no one more); with ' +
      "a host token, the host's game at any stage.",
    auth: ['public', 'host'],
    ok: { status: 200, schema: ZTeamList },
    errors: { 404: 'Invalid room code' },
  },
  {
    method: 'PUT',
    path: '/api/game/:code/teams',
    summary: "Set a team game's teams",
    description:
      'The whole list in order (2 to 100, a name and a colour each), replacing the one before; a draft only. ' +
      'Names are normalised and unique as compared (`TEAM_NAME_TAKEN`), checked by the name filter when the ' +
      'game filters names (`TEAM_NAME_NOT_ALLOWED`); nothing is saved on any refusal.',
    auth: 'host',
    body: ZTeamsUpdate,
    ok: { status: 200, schema: ZTeamList },
    errors: { 400: 'Invalid team list', 404: NOT_YOURS, 409: 'Not a team game, taken name, or paid for' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/:playerId/team',
    summary: 'Move a member to another team',
    description:
      "Until the game ends. They play the new team's card from then on; the photos they added stay on the old one.",
    auth: 'host',
    body: ZMoveToTeamRequest,
    ok: { status: 200, schema: ZQueuePlayer },
    errors: { 404: 'Player or team not found', 409: 'Team full, not a team game, or the game has ended' },
  },
];
