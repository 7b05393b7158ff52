import type { TCellUpdate } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../test/images';
import { socketPool } from '../../test/players';
import { apiOf, createTestApp } from '../../test/test-app';

/** A team's room: every member's phone gets the team card's cells live, and no other team's. */
describe('teams, live', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);
  const api = apiOf(t);
  const jpeg = await makeJpeg();

  const startedTeams = async (rules: Record<string, unknown> = {}) => {
    const game = await api.paidTeamGame(['Red', 'Blue'], rules);
    const [red, blue] = game.teams;
    const ann = await api.joinTeam(game.code, 'Ann', red.id);
    const bo = await api.joinTeam(game.code, 'Bo', red.id);
    const cy = await api.joinTeam(game.code, 'Cy', blue.id);
    await api.start(game.token, game.code);
    return { ...game, red, blue, ann, bo, cy };
  };

  it("a member's photo reaches every teammate's phone at once, and no other team's phone", async () => {
    const g = await startedTeams();
    const [annPhone, boPhone, cyPhone] = await Promise.all(
      [g.ann, g.bo, g.cy].map((p) => listen({ gameCode: g.code, deviceToken: p.token })),
    );
    const res = await api.putTeamPhoto(g.code, g.ann.token, 0, jpeg);
    expect(res.status).toBe(200);
    const cardId = (await api.getBoard(g.code, g.bo.token)).team?.cardId;
    for (const phone of [annPhone, boPhone]) {
      const update = await phone.waitFor('cell:updated');
      expect(update).toMatchObject({ playerId: cardId, cell: { idx: 0, addedBy: g.ann.id }, markedCount: 1 });
    }
    // The other team's phone is not a watcher: it hears nothing of Red's card.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(cyPhone.names()).not.toContain('cell:updated');
  });

  it("a moved member's phone is told, then hears the new team's card and no longer the old one", async () => {
    const g = await startedTeams();
    const boPhone = await listen({ gameCode: g.code, deviceToken: g.bo.token });
    const host = await listen({ gameCode: g.code, hostToken: g.token });
    const moved = await api.moveToTeam(g.token, g.code, g.bo.id, g.blue.id);
    expect(moved.status).toBe(200);
    const told = await boPhone.waitFor('you:team');
    expect(told.teamId).toBe(g.blue.id);
    expect(await host.waitFor('player:team')).toEqual({ playerId: g.bo.id, teamId: g.blue.id });

    await api.putTeamPhoto(g.code, g.cy.token, 3, jpeg);
    expect(await boPhone.waitFor('cell:updated')).toMatchObject({
      playerId: told.cardId,
      cell: { idx: 3, addedBy: g.cy.id },
    });
    await api.putTeamPhoto(g.code, g.ann.token, 5, jpeg);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(boPhone.events.filter((e) => e.event === 'cell:updated')).toHaveLength(1);
  });

  it("a teammate's photo reaches the other members as the room sees it until it counts; its uploader sees it", async () => {
    const g = await startedTeams({ photoReview: true });
    const [annPhone, boPhone] = await Promise.all(
      [g.ann, g.bo].map((p) => listen({ gameCode: g.code, deviceToken: p.token })),
    );
    const res = await api.putTeamPhoto(g.code, g.ann.token, 3, jpeg);
    expect(res.status).toBe(200);
    const image = (JSON.parse(res.text) as { image: string }).image;
    const cardId = (await api.getBoard(g.code, g.bo.token)).team?.cardId ?? '';
    const onCell = (u: TCellUpdate) => u.cell.idx === 3;

    // Awaiting review: Ann's own phone and board show her photo; Bo's show the cell's state, never the photo.
    expect((await annPhone.waitFor('cell:updated', 1, 5000, onCell)).cell).toMatchObject({
      image,
      isMarked: false,
    });
    const boHeard = await boPhone.waitFor('cell:updated', 1, 5000, onCell);
    expect(boHeard.cell).toMatchObject({ image: null, thumb: null, addedBy: g.ann.id, isMarked: false });
    expect((await api.getBoard(g.code, g.ann.token)).cells[3]).toMatchObject({ image });
    const boBoard = await api.getBoard(g.code, g.bo.token);
    expect(boBoard.cells[3]).toMatchObject({ image: null, thumb: null, addedBy: g.ann.id });
    expect(JSON.stringify(boBoard)).not.toContain(image.replace(/\.webp$/, ''));

    // Approved: it counts, and every member sees it.
    expect((await api.review(g.token, g.code, { playerId: cardId, idx: 3, image }, 'approve')).status).toBe(
      200,
    );
    expect((await boPhone.waitFor('cell:updated', 2, 5000, onCell)).cell).toMatchObject({
      image,
      isMarked: true,
    });
    expect((await api.getBoard(g.code, g.bo.token)).cells[3]).toMatchObject({ image, isMarked: true });

    // Hidden from the big screen: held for a person; Bo's phone shows it held, without the photo.
    const hide = await api.raw('POST', `/api/game/${g.code}/cells/${cardId}/3/hide`, {
      token: g.token,
      json: { image },
    });
    expect(hide.status).toBe(200);
    expect((await boPhone.waitFor('cell:updated', 3, 5000, onCell)).cell).toMatchObject({
      image: null,
      hold: 'held',
    });
    expect((await annPhone.waitFor('cell:updated', 3, 5000, onCell)).cell).toMatchObject({
      image,
      hold: 'held',
    });
    expect((await api.getBoard(g.code, g.bo.token)).cells[3]).toMatchObject({ image: null, hold: 'held' });
    expect((await api.getBoard(g.code, g.ann.token)).cells[3]).toMatchObject({ image, hold: 'held' });
  });

  it('a team BINGO! is announced by the team name', async () => {
    const g = await startedTeams();
    const screen = await listen({ gameCode: g.code, hostToken: g.token });
    const winLine = [0, 1, 2, 3, 5, 6, 7, 8];
    for (const [i, idx] of winLine.entries()) {
      await api.putTeamPhoto(g.code, (i % 2 ? g.ann : g.bo).token, idx, jpeg);
    }
    const claim = await t.request({
      method: 'POST',
      url: `/api/game/${g.code}/bingo`,
      headers: { 'x-device-token': g.ann.token },
    });
    expect(claim.statusCode).toBe(200);
    expect(await screen.waitFor('bingo:called')).toMatchObject({ playerName: 'Red', first: true });
  });
});
