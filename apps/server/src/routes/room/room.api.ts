import { ErrorCode, ZGame } from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';
import { refusalsOf } from '../../services/game-lifecycle/transitions';

/** The host's game controls on the room screens: start, pause, resume, end; each answers the host's game. */
export const roomApi = {
  start: defineRoute({
    method: 'POST',
    path: '/api/game/:code/start',
    summary: 'Start the game',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, description: 'The game, now `playing`', schema: ZGame },
    errors: [...refusalsOf('start'), ErrorCode.NO_PLAYERS_YET],
  }),
  pause: defineRoute({
    method: 'POST',
    path: '/api/game/:code/pause',
    summary: 'Pause the game',
    description: 'Uploads are refused and the clock stops.',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, description: 'The game, `PAUSED`', schema: ZGame },
    errors: refusalsOf('pause'),
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/api/game/:code/resume',
    summary: 'Resume a paused game',
    description: '`endsAt` moves later by the time paused.',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, description: 'The game, `ACTIVE` again', schema: ZGame },
    errors: refusalsOf('resume'),
  }),
  end: defineRoute({
    method: 'POST',
    path: '/api/game/:code/end',
    summary: 'End play now',
    description: 'Uploads close for everyone; the host then chooses the winner.',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, description: 'The game, phase `finished`', schema: ZGame },
    errors: refusalsOf('end'),
  }),
};
