import { afterAll, describe, expect, it } from 'vitest';
import {
  appRoutes,
  buildCall,
  catalogueRoutes,
  createCatalogueApp,
  startCatalogueGoogle,
  isAllowed,
  ROUTES,
  type Method,
  type RouteSpec,
} from './catalogue';
import type { TMembership } from '@picture-bingo/shared';
import { apiOf, type TestApp } from '../test-app';
import {
  ACTORS,
  createWorld,
  secretsOf,
  snapshot,
  STORED_SECRET_MARKERS,
  uploadBody,
  type ActorName,
} from './world';
import { socketMatrix } from './socket-matrix';

/**
 * Every endpoint × every actor: only the allowed cells succeed; the others get the status the
 * policies promise and change nothing in the database or the media store. Each endpoint gets a fresh world on an
 * app and database of its own (what "nothing changed" compares stays one world's size), in the state where its
 * rightful caller succeeds, and the refused actors go first.
 */
describe('authorization matrix (HTTP)', async () => {
  const google = await startCatalogueGoogle();
  let cells = 0;
  afterAll(() => console.info(`authorization matrix: ${cells} HTTP cells`));

  it('covers every route the app serves, and no route it does not serve', async () => {
    const t = await createCatalogueApp({}, google);
    expect(catalogueRoutes()).toEqual(appRoutes(t.app));
  });

  async function runCell(
    t: TestApp,
    spec: RouteSpec,
    w: Awaited<ReturnType<typeof createWorld>>,
    actor: ActorName,
    method: Method,
  ) {
    const expected = spec.expect[actor];
    const before = await snapshot(t);
    const res = await t.app.inject(await buildCall(spec, w, actor, method));
    cells++;
    const problems: string[] = [];
    const where = `${method} ${spec.path} as ${actor}`;
    if (res.statusCode !== expected)
      problems.push(`${where}: ${res.statusCode} (expected ${expected}) ${res.body}`);
    // A refused request, or any read, leaves everything as it was.
    if (!isAllowed(expected) || method === 'GET' || method === 'HEAD') {
      const after = await snapshot(t);
      for (const [table, rows] of Object.entries(before)) {
        if (JSON.stringify(after[table]) !== JSON.stringify(rows))
          problems.push(`${where}: changed ${table}`);
      }
    }
    if (!isAllowed(expected) && method !== 'HEAD') {
      const body = res.json<Record<string, unknown>>();
      if (
        typeof body.message !== 'string' ||
        typeof body.code !== 'string' ||
        Object.keys(body).length !== 2
      ) {
        problems.push(`${where}: error body is not { message, code }: ${res.body}`);
      }
    }
    for (const other of ACTORS.filter((a) => a !== actor)) {
      for (const secret of secretsOf(w, other)) {
        if (res.body.includes(secret)) problems.push(`${where}: the answer holds a secret of ${other}`);
      }
    }
    for (const marker of STORED_SECRET_MARKERS) {
      if (res.body.includes(marker)) problems.push(`${where}: the answer mentions ${marker}`);
    }
    if (isAllowed(expected) && res.statusCode === expected) {
      const wrong = spec.check?.(res.body, w, actor);
      if (wrong) problems.push(`${where}: ${wrong}`);
    }
    return problems;
  }

  for (const spec of ROUTES) {
    it(`${spec.method} ${spec.path}`, async () => {
      const t = await createCatalogueApp({}, google);
      const w = await createWorld(t, spec.stage);
      // Refused cells first: they run against the world exactly as the rightful caller would find it.
      const order = [...ACTORS].sort(
        (a, b) => Number(isAllowed(spec.expect[a])) - Number(isAllowed(spec.expect[b])),
      );
      const methods: Method[] = spec.method === 'GET' ? ['HEAD', 'GET'] : [spec.method];
      const problems: string[] = [];
      let allowedSoFar = 0;
      for (const actor of order) {
        // A call that succeeds only once per game: each further allowed actor gets a world of its own.
        const fresh = spec.oncePerWorld && isAllowed(spec.expect[actor]) && allowedSoFar++ > 0;
        const world = fresh ? await createWorld(t, spec.stage) : w;
        for (const method of methods) problems.push(...(await runCell(t, spec, world, actor, method)));
      }
      expect(problems).toEqual([]);
    });
  }
});

/** The right caller naming somebody else's objects: another game's player, another host's payment or game. */
describe('authorization matrix (other objects)', async () => {
  const t = await createCatalogueApp();

  it("a host naming another game's player, payment or game gets 404 and changes nothing", async () => {
    const w = await createWorld(t, 'playing');
    const otherPayment = await t.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', w.otherHost.userId)
      .executeTakeFirstOrThrow();
    const game = `/api/game/${w.code}`;
    const calls: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'DELETE', url: `${game}/players/${w.otherPlayer.playerId}` },
      {
        method: 'POST',
        url: `${game}/cells/${w.otherPlayer.playerId}/0/review`,
        payload: { decision: 'reject', image: '/media/any' },
      },
      { method: 'POST', url: `${game}/winner`, payload: { playerId: w.otherPlayer.playerId } },
      { method: 'POST', url: `${game}/winner`, payload: { playerId: w.removedPlayer.playerId } },
      { method: 'POST', url: `${game}/prize`, payload: { playerId: w.otherPlayer.playerId } },
      { method: 'POST', url: `${game}/prize`, payload: { playerId: w.removedPlayer.playerId } },
      { method: 'GET', url: `/api/payment/status/${otherPayment.id}` },
      { method: 'GET', url: `/api/payment/customer/${w.otherHost.userId}/game-count` },
      { method: 'POST', url: '/api/payment/initiate', payload: { gameCount: 1, gameCode: w.otherCode } },
      { method: 'POST', url: '/api/payment/process', payload: { gameCount: 1, gameCode: w.otherCode } },
    ];
    const problems: string[] = [];
    for (const call of calls) {
      const before = await snapshot(t);
      const res = await t.request({ ...call, token: w.host.accessToken });
      if (res.statusCode !== 404) problems.push(`${call.method} ${call.url}: ${res.statusCode} ${res.body}`);
      if (JSON.stringify(await snapshot(t)) !== JSON.stringify(before))
        problems.push(`${call.url} changed data`);
    }
    expect(problems).toEqual([]);
  });

  it('a player naming another game (its board, its cells) is refused and changes nothing', async () => {
    const w = await createWorld(t, 'playing');
    const before = await snapshot(t);
    const headers = { 'x-device-token': w.player.token };
    const other = `/api/game/${w.otherCode}`;
    for (const [method, url] of [
      ['GET', `${other}/board`],
      ['GET', `${other}/me`],
      ['GET', `${other}/gallery`],
      ['POST', `${other}/bingo`],
      ['DELETE', `${other}/board/cells/0/image`],
    ] as const) {
      const res = await t.request({ method, url, headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("a team member writes only their own team's card, whatever they name", async () => {
    const w = await createWorld(t, 'teams');
    const blue = await t.request({
      method: 'POST',
      url: `/api/game/${w.code}/join`,
      headers: { 'x-device-token': (await apiOf(t).newSession()).token },
      payload: { name: 'Bea' },
    });
    expect(blue.json<TMembership>().player.teamId).toBe(w.teamIds[1]);
    const cards = await t.ctx.db
      .selectFrom('players')
      .select(['id', 'team_id'])
      .where('kind', '=', 'team')
      .where('team_id', 'in', w.teamIds)
      .execute();
    const redCard = cards.find((c) => c.team_id === w.teamIds[0])?.id ?? '';
    const blueCard = cards.find((c) => c.team_id === w.teamIds[1])?.id ?? '';
    const photosOf = async (cardId: string) =>
      (
        await t.ctx.db
          .selectFrom('cells')
          .select('image_key')
          .where('player_id', '=', cardId)
          .where('image_key', 'is not', null)
          .execute()
      ).length;
    const headers = { 'x-device-token': w.player.token };
    const { headers: multipart, payload } = await uploadBody();
    // Naming the other team's card (as a player, a team or a query) still writes the caller's own card.
    for (const url of [
      `/api/game/${w.code}/board/cells/0/image?player=${blueCard}`,
      `/api/game/${w.code}/board/cells/1/image?teamId=${w.teamIds[1]}`,
    ]) {
      const res = await t.request({ method: 'PUT', url, headers: { ...headers, ...multipart }, payload });
      expect(res.statusCode).toBe(200);
    }
    expect(await photosOf(redCard)).toBe(2);
    expect(await photosOf(blueCard)).toBe(0);
    // A card row is no person: it is never a player anyone may act as or on.
    const before = await snapshot(t);
    for (const [method, url] of [
      ['DELETE', `/api/game/${w.code}/players/${blueCard}`],
      ['POST', `/api/game/${w.code}/players/${blueCard}/team`],
      ['PATCH', `/api/game/${w.code}/players/${blueCard}`],
      ['POST', `/api/game/${w.code}/players/${blueCard}/rejoin-code`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        token: w.host.accessToken,
        payload: method === 'PATCH' ? { name: 'Renamed' } : { teamId: w.teamIds[0] },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('authorization matrix (Socket.IO)', socketMatrix);
