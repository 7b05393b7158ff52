import { ZGameHearts, ZHeartRequest, ZHeartResponse } from '@picture-bingo/shared/hearts';
import type { ApiRoute } from '../../openapi/api-route';

/** Guests' hearts on the game's photos and the crowd favourite. */
export const heartsApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/game/:code/cells/:playerId/:idx/heart',
    summary: 'Give a photo your heart, or take it back',
    description:
      'One heart per player per photo (giving twice counts once). Only photos the game shows take hearts: a held, ' +
      'unapproved or hidden photo is refused with PHOTO_NOT_SHOWN. The game’s screens get the new count in the ' +
      'next `hearts:updated` frame.',
    auth: 'player',
    body: ZHeartRequest,
    ok: {
      status: 200,
      description: 'The photo’s hearts now, and whether one is yours',
      schema: ZHeartResponse,
    },
    errors: {
      400: 'No such cell, or no image named',
      403: 'Removed, or moved to another device',
      404: 'No such player in this game',
      409: 'The game is over, the cell holds another photo now, or the photo is not shown (PHOTO_NOT_SHOWN)',
    },
    rateLimited:
      'HEART_RATE_LIMIT_MAX per player per HEART_RATE_LIMIT_WINDOW_SECONDS (60 a minute by default)',
  },
  {
    method: 'GET',
    path: '/api/game/:code/hearts',
    summary: 'The hearts of the game’s photos and the crowd favourite',
    description:
      'Every shown photo with hearts, the cells the calling player gave a heart, and once the game is completed ' +
      'the crowd favourite (most hearts; a tie goes to the photo that got there first).',
    auth: 'viewer',
    ok: { status: 200, description: 'Hearts by photo', schema: ZGameHearts },
    errors: { 401: 'Sign in or join the game first', 404: 'No such game' },
  },
];
