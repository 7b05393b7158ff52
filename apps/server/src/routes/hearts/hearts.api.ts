import { ErrorCode } from '@picture-bingo/shared';
import { ZGameHearts, ZHeartRequest, ZHeartResponse } from '@picture-bingo/shared/hearts';
import { defineRoute } from '../../openapi/api-route';
import { PLAYER_REFUSALS } from '../../policies/player';
import { VIEWER_REFUSALS } from '../../policies/viewer';

/** Guests' hearts on the game's photos and the crowd favourite. */
export const heartsApi = {
  heart: defineRoute({
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
    rateLimited:
      'HEART_RATE_LIMIT_MAX per player per HEART_RATE_LIMIT_WINDOW_SECONDS (60 a minute by default)',
    errors: [...PLAYER_REFUSALS, ErrorCode.GAME_ENDED, ErrorCode.PHOTO_NOT_SHOWN, ErrorCode.PHOTO_REPLACED],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/game/:code/hearts',
    summary: 'The hearts of the game’s photos and the crowd favourite',
    description:
      'Every shown photo with hearts, the cells the calling player gave a heart, and once the game is completed ' +
      'the crowd favourite (most hearts; a tie goes to the photo that got there first).',
    auth: 'viewer',
    ok: { status: 200, description: 'Hearts by photo', schema: ZGameHearts },
    errors: VIEWER_REFUSALS,
  }),
};
