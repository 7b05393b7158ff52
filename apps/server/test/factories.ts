import type { TGame, TInitiatePaymentResponse } from '@picture-bingo/shared';
import type { TestApp } from './test-app';

/** Setup fields that make a 3x3 draft complete (no setup problems), so it can be paid for. */
export const completeSetup = {
  hostName: 'Ada',
  eventTitle: 'Office Party',
  eventDate: '2026-12-18',
  welcomeMessage: 'Find these!',
  boardSize: 3,
  words: ['someone dancing', 'a cake', 'a hat', 'a selfie', 'a dog', 'a toast', 'a gift', 'a tie'],
  freeSpaceWord: 'FREE',
};

/** Creates a draft game through the API (complete unless other setup is given). */
export async function createGame(t: TestApp, token: string, setup: object = completeSetup): Promise<TGame> {
  const res = await t.request({ method: 'POST', url: '/api/game', token, payload: setup });
  if (res.statusCode !== 201) throw new Error(`create game failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function getGame(t: TestApp, token: string, code: string): Promise<TGame> {
  const res = await t.request({ method: 'GET', url: `/api/game/${code}/host`, token });
  if (res.statusCode !== 200) throw new Error(`get game failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function gameCount(t: TestApp, token: string) {
  const res = await t.request({ method: 'GET', url: '/api/payment/customer/me/game-count', token });
  if (res.statusCode !== 200) throw new Error(`game count failed: ${res.statusCode} ${res.body}`);
  return res.json() as { bought: number; used: number; left: number };
}

export async function initiatePayment(
  t: TestApp,
  token: string,
  gameCode: string,
  gameCount = 1,
): Promise<TInitiatePaymentResponse> {
  const res = await t.request({
    method: 'POST',
    url: '/api/payment/initiate',
    token,
    payload: { amount: 20, gameCount, gameCode },
  });
  if (res.statusCode !== 201) throw new Error(`initiate failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

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
export async function payLocally(t: TestApp, token: string, gameCode: string, count = 1) {
  const session = await initiatePayment(t, token, gameCode, count);
  const res = await submitCheckout(t, session.id, 'pay', { cardNumber: '4242 4242 4242 4242' });
  if (res.statusCode !== 303) throw new Error(`local pay failed: ${res.statusCode} ${res.body}`);
  return session;
}
