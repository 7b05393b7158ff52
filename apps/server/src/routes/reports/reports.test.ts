import { ErrorCode, type TCellUpdate, type TGallery } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { socketPool } from '../../../test/players';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { apiOf, createTestApp, registerHost } from '../../../test/test-app';

const cellOf = (g: TGallery, playerId: string, idx: number) =>
  g.players.find((p) => p.id === playerId)?.cells[idx];

/**
 * Guests report a photo: one report per player per photo; at the game's threshold (2 by default) the photo leaves
 * every screen at once and waits for a moderator. The host hides one from the big screen with one tap.
 */
describe('reporting and hiding a photo', async () => {
  const t = await createTestApp({ REPORT_RATE_LIMIT_MAX: '6' });
  const api = apiOf(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const report = (code: string, deviceToken: string, playerId: string, idx: number, image: string) =>
    api.raw('POST', `/api/game/${code}/cells/${playerId}/${idx}/report`, { deviceToken, json: { image } });

  it('two players’ reports hide a photo from every screen until the host approves it', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Ann', 'Ben', 'Cy', 'Dee']);
    const [ann, ben, cy, dee] = players;
    const annId = ann.membership.player.id;
    const photo = await uploadPhoto(t, code, ann.token, 0);
    const image = photo.image ?? '';
    const deeLive = await listen({ gameCode: code, deviceToken: dee.token, watch: true });

    expect(JSON.parse((await report(code, ben.token, annId, 0, image)).text)).toEqual({ hidden: false });
    // Ben again: still one report.
    expect(JSON.parse((await report(code, ben.token, annId, 0, image)).text)).toEqual({ hidden: false });
    expect(cellOf(await api.getGallery(code, { deviceToken: dee.token }), annId, 0)?.image).toBe(image);

    // A report naming another photo counts nothing.
    const stale = await report(code, cy.token, annId, 0, '/media/somethingElse1234.webp');
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.text)).toMatchObject({ code: ErrorCode.PHOTO_REPLACED });

    expect(JSON.parse((await report(code, cy.token, annId, 0, image)).text)).toEqual({ hidden: true });
    // Every screen hears of it: Dee's gallery gets the cell empty.
    await expect
      .poll(() =>
        deeLive.events.some((e) => {
          const update = e.payload as TCellUpdate;
          return e.event === 'cell:updated' && update.playerId === annId && update.cell.image === null;
        }),
      )
      .toBe(true);
    expect(cellOf(await api.getGallery(code, { deviceToken: dee.token }), annId, 0)).toMatchObject({
      image: null,
    });
    expect((await api.getProgress(code, token)).players.find((p) => p.id === annId)?.markedCount).toBe(0);
    expect((await api.getBoard(code, ann.token)).cells[0]).toMatchObject({ image, hold: 'reported' });
    const [queued] = await api.pendingPhotos(token, code);
    expect(queued).toMatchObject({
      playerId: annId,
      idx: 0,
      image,
      hold: { reason: 'reported' },
      reports: [{ reason: 'other', count: 2 }],
    });

    // The host lets it through: back on every screen, and later reports do not hide it again.
    expect((await api.review(token, code, { playerId: annId, idx: 0, image }, 'approve')).status).toBe(200);
    expect(cellOf(await api.getGallery(code, { deviceToken: dee.token }), annId, 0)).toMatchObject({
      image,
      isMarked: true,
    });
    expect(JSON.parse((await report(code, dee.token, annId, 0, image)).text)).toEqual({ hidden: true });
    expect(cellOf(await api.getGallery(code, { deviceToken: dee.token }), annId, 0)?.image).toBe(image);
  });

  it('the host hides a photo at once; a player may not', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Eve', 'Fay']);
    const [eve, fay] = players;
    const eveId = eve.membership.player.id;
    const photo = await uploadPhoto(t, code, eve.token, 1);
    const image = photo.image ?? '';
    const fayLive = await listen({ gameCode: code, deviceToken: fay.token, watch: true });

    const byPlayer = await api.raw('POST', `/api/game/${code}/cells/${eveId}/1/hide`, {
      deviceToken: fay.token,
      json: { image },
    });
    expect(byPlayer.status).toBe(401);
    const hidden = await api.raw('POST', `/api/game/${code}/cells/${eveId}/1/hide`, {
      token,
      json: { image },
    });
    expect(hidden.status).toBe(200);
    expect(JSON.parse(hidden.text)).toMatchObject({ image, hold: 'held', isMarked: false });
    await expect
      .poll(() =>
        fayLive.events.some((e) => {
          const update = e.payload as TCellUpdate;
          return e.event === 'cell:updated' && update.playerId === eveId && update.cell.image === null;
        }),
      )
      .toBe(true);
    const [queued] = await api.pendingPhotos(token, code);
    expect(queued).toMatchObject({ playerId: eveId, idx: 1, hold: { reason: 'hidden' } });
  });

  it('reports are limited per player and device', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Gus', 'Hal']);
    const [gus, hal] = players;
    const photo = await uploadPhoto(t, code, gus.token, 0);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await report(code, hal.token, gus.membership.player.id, 0, photo.image ?? '')).status);
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
    // Taking reports back has a budget of its own, of the same size: the spent reports' one does not stop it.
    const photoRef = { playerId: gus.membership.player.id, idx: 0, image: photo.image ?? '' };
    const undos: number[] = [];
    for (let i = 0; i < 7; i += 1) undos.push((await api.undoReport(code, hal.token, photoRef)).status);
    expect(undos).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('self-reports and guests who joined after the photo carry no weight', async () => {
    const { code, players } = await createStartedGame(t, {}, ['Ida', 'Jo']);
    const [ida, jo] = players;
    const idaId = ida.membership.player.id;
    const image = (await uploadPhoto(t, code, ida.token, 0)).image ?? '';
    // Ida reports her own photo, Jo reports it: one report counts.
    expect(JSON.parse((await report(code, ida.token, idaId, 0, image)).text)).toEqual({ hidden: false });
    expect(JSON.parse((await report(code, jo.token, idaId, 0, image)).text)).toEqual({ hidden: false });
    // Two throw-away guests join after the photo came: their reports do not hide it.
    for (const name of ['Throwaway 1', 'Throwaway 2']) {
      const guest = await api.joinAs(code, name);
      expect(JSON.parse((await report(code, guest.token, idaId, 0, image)).text)).toEqual({ hidden: false });
    }
    expect(cellOf(await api.getGallery(code, { deviceToken: jo.token }), idaId, 0)).toMatchObject({
      image,
      isMarked: true,
    });
  });

  it("a removed player's report stops counting: the photo returns when no quorum remains", async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Kai', 'Lu', 'Mo']);
    const [kai, lu, mo] = players;
    const kaiId = kai.membership.player.id;
    const image = (await uploadPhoto(t, code, kai.token, 0)).image ?? '';
    await report(code, lu.token, kaiId, 0, image);
    expect(JSON.parse((await report(code, mo.token, kaiId, 0, image)).text)).toEqual({ hidden: true });
    expect(cellOf(await api.getGallery(code, { deviceToken: lu.token }), kaiId, 0)).toMatchObject({
      image: null,
    });

    const kaiLive = await listen({ gameCode: code, deviceToken: kai.token });
    const removed = await api.raw('DELETE', `/api/game/${code}/players/${mo.membership.player.id}`, {
      token,
    });
    expect(removed.status).toBe(204);
    expect(cellOf(await api.getGallery(code, { deviceToken: lu.token }), kaiId, 0)).toMatchObject({
      image,
      isMarked: true,
    });
    expect(await api.pendingPhotos(token, code)).toEqual([]);
    expect((await kaiLive.waitFor('cell:updated')).cell).toMatchObject({ idx: 0, image, isMarked: true });
    expect((await kaiLive.waitFor('cell:updated')).cell).not.toHaveProperty('hold');
  });

  it('Hide belongs to running the game: a moderator may not hide, a co-host may', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Ned']);
    const nedId = players[0].membership.player.id;
    const image = (await uploadPhoto(t, code, players[0].token, 0)).image ?? '';
    const helper = async (role: 'cohost' | 'moderator') => {
      const person = await registerHost(t);
      const invite = await api.raw('POST', `/api/game/${code}/invites`, { token, json: { role } });
      const accepted = await api.raw(
        'POST',
        `/api/invites/${(JSON.parse(invite.text) as TCreatedInvite).token}/accept`,
        {
          token: person.accessToken,
        },
      );
      expect(accepted.status).toBe(200);
      return person.accessToken;
    };
    const hide = (as: string) =>
      api.raw('POST', `/api/game/${code}/cells/${nedId}/0/hide`, { token: as, json: { image } });
    const byModerator = await hide(await helper('moderator'));
    expect(byModerator.status).toBe(403);
    expect(JSON.parse(byModerator.text)).toMatchObject({ code: ErrorCode.ROLE_NOT_ALLOWED });
    expect((await hide(await helper('cohost'))).status).toBe(200);
  });

  it('a report says why; its player hears the photo was hidden; the reasons reach the reviewers', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Oda', 'Pim', 'Quy']);
    const [oda, pim, quy] = players;
    const photo = { playerId: oda.membership.player.id, idx: 0, image: '' };
    photo.image = (await uploadPhoto(t, code, oda.token, 0)).image ?? '';
    const odaLive = await listen({ gameCode: code, deviceToken: oda.token });

    // A reason that is not one of the list is refused, and counts nothing.
    const bad = await api.raw('POST', `/api/game/${code}/cells/${photo.playerId}/0/report`, {
      deviceToken: pim.token,
      json: { image: photo.image, reason: '<b>mean</b>' },
    });
    expect(bad.status).toBe(400);
    const pimReports = t.ctx.db
      .selectFrom('photo_reports')
      .selectAll()
      .where('player_id', '=', pim.membership.player.id);
    expect(await pimReports.execute()).toEqual([]);

    expect(JSON.parse((await api.reportPhoto(code, pim.token, photo, 'unwanted')).text)).toEqual({
      hidden: false,
    });
    expect(JSON.parse((await api.reportPhoto(code, quy.token, photo, 'wrong-square')).text)).toEqual({
      hidden: true,
    });
    const hidden = await odaLive.waitFor('cell:updated', 1, 5000, (u) => u.reports !== undefined);
    expect(hidden).toMatchObject({ reports: 'hidden', markedCount: 0, cell: { hold: 'reported' } });
    const [queued] = await api.pendingPhotos(token, code);
    // Each reason once: the list's order.
    expect(queued.reports).toEqual([
      { reason: 'wrong-square', count: 1 },
      { reason: 'unwanted', count: 1 },
    ]);
  });

  it('a reporter takes their report back until a person decides: the photo returns, its player is told', async () => {
    // Photo review on: the host's approval of the upload, before any report, does not answer the reports.
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Rae', 'Sol', 'Tam']);
    const [rae, sol, tam] = players;
    const photo = { playerId: rae.membership.player.id, idx: 0, image: '' };
    photo.image = (await uploadPhoto(t, code, rae.token, 0)).image ?? '';
    expect((await api.review(token, code, photo, 'approve')).status).toBe(200);
    await api.reportPhoto(code, sol.token, photo, 'inappropriate');
    expect(JSON.parse((await api.reportPhoto(code, tam.token, photo, 'inappropriate')).text)).toEqual({
      hidden: true,
    });
    const raeLive = await listen({ gameCode: code, deviceToken: rae.token });

    const undone = await api.undoReport(code, tam.token, photo);
    expect(undone.status).toBe(200);
    expect(JSON.parse(undone.text)).toEqual({ hidden: false });
    const back = await raeLive.waitFor('cell:updated', 1, 5000, (u) => u.reports !== undefined);
    expect(back).toMatchObject({
      reports: 'returned',
      markedCount: 1,
      cell: { image: photo.image, isMarked: true },
    });
    expect(back.cell).not.toHaveProperty('hold');
    expect(await api.pendingPhotos(token, code)).toEqual([]);
    // Taken back twice: nothing more changes.
    expect(JSON.parse((await api.undoReport(code, tam.token, photo)).text)).toEqual({ hidden: false });

    // Reported again and approved by the host: the reports stand.
    expect(JSON.parse((await api.reportPhoto(code, tam.token, photo, 'other')).text)).toEqual({
      hidden: true,
    });
    expect((await api.review(token, code, photo, 'approve')).status).toBe(200);
    const late = await api.undoReport(code, sol.token, photo);
    expect(late.status).toBe(409);
    expect(JSON.parse(late.text)).toMatchObject({ code: ErrorCode.REPORT_DECIDED });
    const solReports = t.ctx.db
      .selectFrom('photo_reports')
      .select('reason')
      .where('player_id', '=', sol.membership.player.id);
    expect(await solReports.execute()).toEqual([{ reason: 'inappropriate' }]);
  });

  it('"Approve all" leaves a reported photo to be decided one by one', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true }, ['Uma', 'Val']);
    const [uma, val] = players;
    const umaId = uma.membership.player.id;
    await uploadPhoto(t, code, uma.token, 0);
    await uploadPhoto(t, code, uma.token, 1);
    const waiting = await api.pendingPhotos(token, code);
    expect(waiting).toHaveLength(2);
    // A photo waiting for review is not shown to the game, but a guest who saw it earlier may still report it
    // (here through the API): one report, below the threshold.
    const reported = waiting.find((p) => p.idx === 1);
    expect(reported).toBeDefined();
    expect((await api.reportPhoto(code, val.token, reported!, 'wrong-square')).status).toBe(200);

    const result = await api.approvePhotos(token, code, waiting);
    expect(result).toMatchObject({ approved: 1, skipped: 1, reported: 1, decided: 0, changed: 0, held: 0 });
    expect(result.results).toContainEqual({ playerId: umaId, idx: 1, outcome: 'reported' });
    const [left] = await api.pendingPhotos(token, code);
    expect(left).toMatchObject({ idx: 1, reports: [{ reason: 'wrong-square', count: 1 }] });
    // One by one, it is approved.
    expect((await api.review(token, code, left, 'approve')).status).toBe(200);
    expect(await api.pendingPhotos(token, code)).toEqual([]);
  });
});
