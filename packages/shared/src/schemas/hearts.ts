import { z } from '../zod-config';

/**
 * Hearts: guests' love for the game's photos (one heart per guest per photo, taken back at will) and the crowd
 * favourite they decide. Not in the barrel: only the gallery, the big screen and the results read them.
 */

const ZPhotoImage = z.string().check(z.minLength(1, 'Choose a photo'), z.maxLength(300, 'Choose a photo'));

/** Body of POST /game/:code/cells/:playerId/:idx/heart: the photo as the guest saw it, and heart or not. */
export const ZHeartRequest = z.object({
  image: ZPhotoImage,
  on: z.boolean({ error: 'A heart is given or taken back' }),
});

/** One photo's hearts, by its cell. */
export const ZPhotoHearts = z.object({ playerId: z.string(), idx: z.number(), hearts: z.number() });
export type TPhotoHearts = z.infer<typeof ZPhotoHearts>;

/** Answer of a heart: the photo's hearts now and whether one of them is the caller's. */
export const ZHeartResponse = z.extend(ZPhotoHearts, { mine: z.boolean() });
export type THeartResponse = z.infer<typeof ZHeartResponse>;

/** The crowd favourite: the shown photo with most hearts (ties: the one that reached that count first). */
export const ZCrowdFavourite = z.object({
  playerId: z.string(),
  playerName: z.string(),
  idx: z.number(),
  label: z.string(),
  thumb: z.string(),
  hearts: z.number(),
});
export type TCrowdFavourite = z.infer<typeof ZCrowdFavourite>;

/**
 * GET /game/:code/hearts: every shown photo's hearts (those with any), the cells the caller gave a heart, and once
 * the game is completed the crowd favourite (null when no photo has a heart).
 */
export const ZGameHearts = z.object({
  photos: z.array(ZPhotoHearts),
  mine: z.array(z.object({ playerId: z.string(), idx: z.number() })),
  favourite: z.nullable(ZCrowdFavourite),
});
export type TGameHearts = z.infer<typeof ZGameHearts>;
