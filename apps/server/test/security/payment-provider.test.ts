import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { completeSetup, createGame, gameCount, getGame } from '../factories';
import { startServer } from '../processes';
import { createTestApp, registerHost } from '../test-app';

/**
 * A public deployment never gives games away by accident: it must name who takes payments (PAYMENT_PROVIDER),
 * the start-up log always says who does, and `free` makes a complete draft live without any checkout.
 */
describe('the payment provider of a deployment', () => {
  const dataDirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-provider-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a production start with PUBLIC_URL and no provider refuses to start, naming PAYMENT_PROVIDER', async () => {
    const refused = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://bingo.example.com',
    }).then(
      async (server) => {
        await server.stop();
        return null;
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/PAYMENT_PROVIDER: must be set when PUBLIC_URL is set/);
    expect(refused).toMatch(/exited with 1\]$/);
  });

  it('the start-up log names the provider, with a warning for the local test checkout', async () => {
    const local = await startServer({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    await local.stop();
    const warning = local
      .log()
      .split('\n')
      .find((line) => line.includes('Payments:'));
    expect(warning).toMatch(/local test checkout/);
    expect(JSON.parse(warning!).level).toBe(40);

    const free = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://bingo.example.com',
      PAYMENT_PROVIDER: 'free',
    });
    await free.stop();
    expect(free.log()).toMatch(/Payments: free \(PAYMENT_PROVIDER=free\)/);
  }, 120_000);
});

describe('PAYMENT_PROVIDER=free', async () => {
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'free',
    PUBLIC_URL: 'https://bingo.example.com',
    MAIL_TRANSPORT: 'log',
  });

  it('tells the web app, and makes the host’s complete draft live at once with no payment', async () => {
    expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      paymentProvider: 'free',
    });
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    const res = await t.request({
      method: 'POST',
      url: `/api/game/${game.gameCode}/activate`,
      token: host.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, status: 'ACTIVE' });
    expect(await t.ctx.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    // Once is enough.
    const again = await t.request({
      method: 'POST',
      url: `/api/game/${game.gameCode}/activate`,
      token: host.accessToken,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses checkouts with a clear 409 and stores nothing', async () => {
    const host = await registerHost(t);
    const game = await createGame(t, host.accessToken);
    for (const url of ['/api/payment/initiate', '/api/payment/process']) {
      const res = await t.request({
        method: 'POST',
        url,
        token: host.accessToken,
        payload: { gameCount: 1, gameCode: game.gameCode },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'CONFLICT',
        message: 'Games are free on this server: there is nothing to pay.',
      });
    }
    expect(await t.ctx.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
    expect(await gameCount(t, host.accessToken)).toEqual({ bought: 0, used: 0, left: 0 });
  });

  it('keeps the setup checks and other hosts out', async () => {
    const host = await registerHost(t);
    const draft = await createGame(t, host.accessToken, { ...completeSetup, words: ['only one'] });
    const incomplete = await t.request({
      method: 'POST',
      url: `/api/game/${draft.gameCode}/activate`,
      token: host.accessToken,
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json<{ message: string }>().message).toMatch(/^Finish setting up the game first/);

    const game = await createGame(t, host.accessToken);
    const intruder = await registerHost(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/game/${game.gameCode}/activate`,
      token: intruder.accessToken,
    });
    expect(res.statusCode).toBe(404);
    expect((await getGame(t, host.accessToken, game.gameCode)).paid).toBe(false);
  });
});
