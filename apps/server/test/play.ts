import type { TBoard, TCell } from '@picture-bingo/shared';
import { completeSetup } from './factories';
import { makeJpeg, multipartBody, multipartHeaders } from './images';
import { createPaidGame, joinAs } from './players';
import type { TestApp } from './test-app';

/** A paid game (setup overrides merged into the complete 3x3 setup) with these players, started. */
export async function createStartedGame(t: TestApp, setup: object = {}, names: string[] = ['Pia']) {
  const paid = await createPaidGame(t, { ...completeSetup, ...setup });
  const players = [];
  for (const name of names) players.push(await joinAs(t, paid.code, name));
  const res = await t.request({ method: 'POST', url: `/api/game/${paid.code}/start`, token: paid.token });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return { ...paid, players };
}

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
export async function uploadPhoto(
  t: TestApp,
  code: string,
  deviceToken: string,
  idx: number,
): Promise<TCell> {
  const res = await uploadRequest(t, code, deviceToken, idx, multipartBody(await makeJpeg()));
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function getBoard(t: TestApp, code: string, deviceToken: string): Promise<TBoard> {
  const res = await t.request({
    method: 'GET',
    url: `/api/game/${code}/board`,
    headers: { 'x-device-token': deviceToken },
  });
  if (res.statusCode !== 200) throw new Error(`board failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Writes a cell's label straight to the database, past every service (a hand-made fix). */
export async function changeCellByHand(t: TestApp, playerId: string, idx: number, value: string) {
  await t.ctx.db
    .updateTable('cells')
    .set({ value })
    .where('player_id', '=', playerId)
    .where('idx', '=', idx)
    .execute();
}

/** Every cell of a 3x3 card but the free space. */
export const PHOTO_CELLS_3X3 = [0, 1, 2, 3, 5, 6, 7, 8];
