import { apiOf, type TestApp } from './test-app';

export { completeSetup } from '@picture-bingo/testkit';

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
