import { completeSetup, multipartHeaders } from '@picture-bingo/testkit';

export { PHOTO_CELLS_3X3 } from '@picture-bingo/testkit';
import { makeJpeg } from './images';
import { apiOf, type TestApp } from './test-app';

/** A paid game (setup overrides merged into the complete 3x3 setup) with these players, started. */
export const createStartedGame = (t: TestApp, setup: object = {}, names: string[] = ['Pia']) =>
  apiOf(t).startedGame({ ...completeSetup, ...setup }, names);

export function uploadRequest(
  t: TestApp,
  code: string,
  deviceToken: string | null,
  idx: number | string,
  body: Buffer,
) {
  return t.request({
    method: 'PUT',
    url: `/api/game/${code}/board/cells/${idx}/image`,
    headers: { ...multipartHeaders, ...(deviceToken ? { 'x-device-token': deviceToken } : {}) },
    payload: body,
  });
}

/** Uploads a small JPEG into a cell; throws unless it is accepted. */
export const uploadPhoto = async (t: TestApp, code: string, deviceToken: string, idx: number) =>
  apiOf(t).uploadPhoto(code, deviceToken, idx, await makeJpeg());

export const getBoard = (t: TestApp, code: string, deviceToken: string) =>
  apiOf(t).getBoard(code, deviceToken);

/** Writes a cell's label straight to the database, past every service (a hand-made fix). */
export async function changeCellByHand(t: TestApp, playerId: string, idx: number, value: string) {
  await t.ctx.db
    .updateTable('cells')
    .set({ value })
    .where('player_id', '=', playerId)
    .where('idx', '=', idx)
    .execute();
}
