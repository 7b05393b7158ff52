import type { TInviteRole, TMyBingoCall } from '@picture-bingo/shared';
import { uploadPhoto } from './play';
import { apiOf, registerHost, type TestApp } from './test-app';

export { completeSetup, TOP_ROW } from '@picture-bingo/testkit';

/** Creates a draft game through the API (complete unless other setup is given). */
export const createGame = (t: TestApp, token: string, setup?: object) => apiOf(t).createGame(token, setup);

export const getGame = (t: TestApp, token: string, code: string) => apiOf(t).getHostGame(token, code);

export const gameCount = (t: TestApp, token: string) => apiOf(t).gameCount(token);

export const initiatePayment = (t: TestApp, token: string, gameCode: string, gameCount = 1) =>
  apiOf(t).initiatePayment(token, gameCode, gameCount);

/** Submits the local checkout page's card form (or Cancel) like a browser does. */
export function submitCheckout(
  t: TestApp,
  sessionId: string,
  action: 'pay' | 'cancel',
  fields: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: `/checkout/${sessionId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Buys `count` games for this game through the local checkout with the 4242 card. */
export const payLocally = (t: TestApp, token: string, gameCode: string, count = 1) =>
  apiOf(t).payLocally(token, gameCode, count);

/** A new host account holding this role in the game by the owner's invite, accepted; its access token. */
export async function staffOf(t: TestApp, code: string, ownerToken: string, role: TInviteRole) {
  const helper = await registerHost(t);
  await apiOf(t).addStaff(ownerToken, code, role, helper.accessToken);
  return helper.accessToken;
}

/** Uploads a photo into each of these cells of the device's card (counted at once unless the game reviews). */
export async function fillCells(t: TestApp, code: string, deviceToken: string, idxs: readonly number[]) {
  for (const idx of idxs) await uploadPhoto(t, code, deviceToken, idx);
}

const asDevice = (deviceToken: string) => ({ 'x-device-token': deviceToken });

/** The device's card calls BINGO!; the raw answer. */
export const callBingo = (t: TestApp, code: string, deviceToken: string) =>
  t.request({ method: 'POST', url: `/api/game/${code}/bingo`, headers: asDevice(deviceToken) });

/** The call of the device's card as its phone reads it (open or answered), or null when it made none. */
export const myBingoCall = async (t: TestApp, code: string, deviceToken: string) =>
  (
    await t.request({ method: 'GET', url: `/api/game/${code}/bingo`, headers: asDevice(deviceToken) })
  ).json<TMyBingoCall>().call;

/** The game's open BINGO! calls as the control room reads them; the raw answer. */
export const openBingoCalls = (t: TestApp, code: string, token: string) =>
  t.request({ method: 'GET', url: `/api/game/${code}/bingo-calls`, token });

/** Someone who runs the game refuses a call (`payload`: its reason); the raw answer. */
export const refuseBingoCall = (t: TestApp, code: string, token: string, callId: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/game/${code}/bingo-calls/${callId}/refuse`, token, payload });

/** The host chooses this player as the game's winner (it answers every open call); the raw answer. */
export const chooseWinner = (t: TestApp, code: string, token: string, playerId: string) =>
  t.request({ method: 'POST', url: `/api/game/${code}/winner`, token, payload: { playerId } });
