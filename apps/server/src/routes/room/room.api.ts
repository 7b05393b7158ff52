import { ZGame } from '@picture-bingo/shared';
import type { ApiRoute } from '../../openapi/api-route';

const NOT_YOURS = "No such game, or another host's game";

/** The host's game controls on the room screens: start, pause, resume, end. */
export const roomApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/game/:code/start',
    summary: 'Start the game',
    auth: 'host',
    ok: { status: 200, description: 'The game, now `playing`', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Unpaid, already started, or no players' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/pause',
    summary: 'Pause the game',
    description: 'Uploads are refused and the clock stops.',
    auth: 'host',
    ok: { status: 200, description: 'The game, `PAUSED`', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Not playing (not started, already paused, ended or time up)' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/resume',
    summary: 'Resume a paused game',
    description: '`endsAt` moves later by the time paused.',
    auth: 'host',
    ok: { status: 200, description: 'The game, `ACTIVE` again', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Not paused' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/end',
    summary: 'End play now',
    description: 'Uploads close for everyone; the host then chooses the winner.',
    auth: 'host',
    ok: { status: 200, description: 'The game, phase `finished`', schema: ZGame },
    errors: { 404: NOT_YOURS, 409: 'Not started, or already ended' },
  },
];
