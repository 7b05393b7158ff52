import { ErrorCode, MAX_TEAMS, type TBoard, type TGallery, type TTeamList } from '@picture-bingo/shared';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../test/images';
import { PHOTO_CELLS_3X3 } from '../../../test/play';
import { apiOf, createTestApp, registerHost } from '../../../test/test-app';

/** A team game's rules on the server: setup, joining, one card per team, its writers, BINGO!, prizes, moves. */
describe('teams', async () => {
  const t = await createTestApp();
  const api = apiOf(t);
  const jpeg = await makeJpeg();

  const mediaKeyOf = (url: string | null) => (url ? url.replace('/media/', '') : undefined);
  const storedFiles = async () => {
    let n = 0;
    for await (const page of t.ctx.media.list()) n += page.length;
    return n;
  };
  const teamDraft = async (rules: object = {}) => {
    const host = await registerHost(t);
    const game = await api.createGame(host.accessToken, { gameMode: 'teams', ...rules });
    return { token: host.accessToken, code: game.gameCode };
  };
  const startedTeamsForAlbum = async () => {
    const game = await api.paidTeamGame(['Red', 'Blue']);
    const [red, blue] = game.teams;
    const ann = await api.joinTeam(game.code, 'Ann', red.id);
    const bo = await api.joinTeam(game.code, 'Bo', red.id);
    const cy = await api.joinTeam(game.code, 'Cy', blue.id);
    await api.start(game.token, game.code);
    return { ...game, ann, bo, cy };
  };
  const bingo = (code: string, deviceToken: string) =>
    t.request({ method: 'POST', url: `/api/game/${code}/bingo`, headers: { 'x-device-token': deviceToken } });

  describe('setting up the teams', () => {
    it('saves 2 to 100 named, coloured teams in order; bad lists are refused by code and change nothing', async () => {
      const { token, code } = await teamDraft();
      const ok = await api.putTeams(token, code, [
        { name: '  Red  ', colour: 'red' },
        { name: 'Blue', colour: 'blue' },
      ]);
      expect(ok.status).toBe(200);
      const saved = (JSON.parse(ok.text) as TTeamList).teams;
      expect(saved.map((team) => [team.name, team.colour, team.size])).toEqual([
        ['Red', 'red', 0],
        ['Blue', 'blue', 0],
      ]);

      const refusals: [object[], number, string][] = [
        [[{ name: 'Solo', colour: 'red' }], 400, ErrorCode.VALIDATION],
        [
          Array.from({ length: MAX_TEAMS + 1 }, (_, i) => ({ name: `T${i}`, colour: 'red' })),
          400,
          ErrorCode.VALIDATION,
        ],
        [
          [
            { name: '   ', colour: 'red' },
            { name: 'B', colour: 'blue' },
          ],
          400,
          ErrorCode.VALIDATION,
        ],
        [
          [
            { name: 'x'.repeat(31), colour: 'red' },
            { name: 'B', colour: 'blue' },
          ],
          400,
          ErrorCode.VALIDATION,
        ],
        [
          [
            { name: 'A', colour: 'mauve' },
            { name: 'B', colour: 'blue' },
          ],
          400,
          ErrorCode.VALIDATION,
        ],
        [
          [
            { name: 'Owls', colour: 'red' },
            { name: 'ＯＷＬＳ', colour: 'blue' },
          ],
          409,
          ErrorCode.TEAM_NAME_TAKEN,
        ],
        [
          [
            { name: 'Fuck it', colour: 'red' },
            { name: 'B', colour: 'blue' },
          ],
          400,
          ErrorCode.TEAM_NAME_NOT_ALLOWED,
        ],
      ];
      for (const [teams, status, errorCode] of refusals) {
        const res = await api.putTeams(token, code, teams as { name: string; colour: string }[]);
        expect(res.status, JSON.stringify(teams).slice(0, 80)).toBe(status);
        expect(JSON.parse(res.text).code).toBe(errorCode);
      }
      const after = await api.getTeams(code, token);
      expect(after.teams.map((team) => team.id)).toEqual(saved.map((team) => team.id));
    });

    it('names a taken and a filtered name in the message, and the filter follows the game rule', async () => {
      const { token, code } = await teamDraft({ nameFilter: false });
      const taken = await api.putTeams(token, code, [
        { name: 'Owls', colour: 'red' },
        { name: 'owls', colour: 'blue' },
      ]);
      expect(JSON.parse(taken.text).message).toContain('owls');
      const unfiltered = await api.putTeams(token, code, [
        { name: 'Fuck it', colour: 'red' },
        { name: 'B', colour: 'blue' },
      ]);
      expect(unfiltered.status).toBe(200);
    });

    it('an individual game has no teams; a paid game keeps its teams; a team game without teams cannot be paid', async () => {
      const host = await registerHost(t);
      const solo = await api.createGame(host.accessToken);
      const res = await api.putTeams(host.accessToken, solo.gameCode, [
        { name: 'A', colour: 'red' },
        { name: 'B', colour: 'blue' },
      ]);
      expect(JSON.parse(res.text).code).toBe(ErrorCode.NOT_A_TEAM_GAME);

      const { token, code } = await teamDraft();
      const game = await api.getHostGame(token, code);
      expect(game.setupProblems).toContain('Set up at least 2 teams.');
      // The same problem by kind, for screens that word it in their own language.
      expect(game.setupProblemList).toContainEqual({ kind: 'teams', needed: 2 });
      const pay = await api.raw('POST', '/api/payment/initiate', {
        token,
        json: { amount: 20, gameCount: 1, gameCode: code },
      });
      expect(JSON.parse(pay.text).code).toBe(ErrorCode.SETUP_INCOMPLETE);

      const paid = await api.paidTeamGame(['Red', 'Blue']);
      const late = await api.putTeams(paid.token, paid.code, [
        { name: 'C', colour: 'red' },
        { name: 'D', colour: 'blue' },
      ]);
      expect(JSON.parse(late.text).code).toBe(ErrorCode.SETUP_LOCKED);
    });
  });

  describe('joining a team', () => {
    it('where guests pick: a team is needed, must exist and have room; a refusal writes nothing', async () => {
      const game = await api.paidTeamGame(['Red', 'Blue', 'Green'], { teamMaxSize: 1 });
      const [red, blue, green] = game.teams;
      const none = await api.joinTeamRaw(game.code, 'Ann');
      expect(JSON.parse(none.res.text).code).toBe(ErrorCode.TEAM_REQUIRED);
      const unknown = await api.joinTeamRaw(game.code, 'Ann', 'no-such-team');
      expect(none.res.status).toBe(409);
      expect(JSON.parse(unknown.res.text).code).toBe(ErrorCode.TEAM_NOT_FOUND);

      const ann = await api.joinTeam(game.code, 'Ann', red.id);
      expect(ann.membership.player.teamId).toBe(red.id);
      const full = await api.joinTeamRaw(game.code, 'Bo', red.id);
      expect(full.res.status).toBe(409);
      expect(JSON.parse(full.res.text).code).toBe(ErrorCode.TEAM_FULL);

      const teams = await api.getTeams(game.code);
      expect(teams.teams.map((team) => [team.name, team.size, team.full, team.members])).toEqual([
        ['Red', 1, true, [{ id: ann.id, name: 'Ann' }]],
        ['Blue', 0, false, []],
        ['Green', 0, false, []],
      ]);
      const rows = await t.ctx.db
        .selectFrom('players')
        .select('name')
        .where('game_id', '=', game.game.uid)
        .execute();
      expect(rows.map((r) => r.name).sort()).toEqual(['Ann', 'Red']);
      expect(blue.cardId).toBeNull();
      expect(green.size).toBe(0);
    });

    it('balance puts each guest in the smallest team, the earlier on a tie; every team full is a full game', async () => {
      const game = await api.paidTeamGame(['Red', 'Blue'], { teamAssignment: 'balance', teamMaxSize: 2 });
      const joined = [];
      for (const name of ['A', 'B', 'C', 'D']) joined.push(await api.joinTeam(game.code, name));
      expect(joined.map((p) => p.membership.player.teamId)).toEqual([
        game.teams[0].id,
        game.teams[1].id,
        game.teams[0].id,
        game.teams[1].id,
      ]);
      const fifth = await api.joinTeamRaw(game.code, 'E');
      expect(JSON.parse(fifth.res.text).code).toBe(ErrorCode.GAME_FULL);
    });

    it('balanced joins at once spread evenly and every team gets one card', async () => {
      const game = await api.paidTeamGame(['Red', 'Blue', 'Green'], { teamAssignment: 'balance' });
      await Promise.all(Array.from({ length: 12 }, (_, i) => api.joinTeam(game.code, `P${i}`)));
      const teams = await api.getTeams(game.code);
      expect(teams.teams.map((team) => team.size)).toEqual([4, 4, 4]);
      const cards = await t.ctx.db
        .selectFrom('players')
        .select(['id', 'team_id'])
        .where('game_id', '=', game.game.uid)
        .where('kind', '=', 'team')
        .execute();
      expect(cards).toHaveLength(3);
      for (const card of cards) {
        const cells = await t.ctx.db
          .selectFrom('cells')
          .select('idx')
          .where('player_id', '=', card.id)
          .execute();
        expect(cells).toHaveLength(9);
      }
    });
  });

  describe('playing on one card', () => {
    const startedTeams = async (rules: Record<string, unknown> = {}) => {
      const game = await api.paidTeamGame(['Red', 'Blue'], rules);
      const [red, blue] = game.teams;
      const ann = await api.joinTeam(game.code, 'Ann', red.id);
      const bo = await api.joinTeam(game.code, 'Bo', red.id);
      const cy = await api.joinTeam(game.code, 'Cy', blue.id);
      await api.start(game.token, game.code);
      return { ...game, red, blue, ann, bo, cy };
    };

    it('members share the card dealt once; a photo shows who added it; the other team never sees it', async () => {
      const g = await startedTeams();
      const annBoard = await api.getBoard(g.code, g.ann.token);
      const boBoard = await api.getBoard(g.code, g.bo.token);
      expect(boBoard.cells.map((c) => c.value)).toEqual(annBoard.cells.map((c) => c.value));
      expect(annBoard.team).toMatchObject({ id: g.red.id, name: 'Red', colour: 'red' });
      expect(annBoard.team?.members.map((m) => m.name)).toEqual(['Ann', 'Bo']);

      const res = await api.putTeamPhoto(g.code, g.ann.token, 0, jpeg);
      expect(res.status).toBe(200);
      const seen = await api.getBoard(g.code, g.bo.token);
      expect(seen.cells[0]).toMatchObject({ isMarked: true, addedBy: g.ann.id });
      const other = await api.getBoard(g.code, g.cy.token);
      expect(other.cells.every((c) => c.image === null)).toBe(true);
      expect(other.team?.id).toBe(g.blue.id);
    });

    it('a photo for a cell a teammate filled since the phone saw it is refused by code and leaves nothing stored', async () => {
      const g = await startedTeams();
      await api.putTeamPhoto(g.code, g.ann.token, 1, jpeg);
      const files = await storedFiles();
      const late = await api.putTeamPhoto(g.code, g.bo.token, 1, jpeg);
      expect(late.status).toBe(409);
      expect(JSON.parse(late.text).code).toBe(ErrorCode.CELL_TAKEN_BY_TEAMMATE);
      expect(await storedFiles()).toBe(files);
      const board = await api.getBoard(g.code, g.bo.token);
      expect(board.cells[1].addedBy).toBe(g.ann.id);

      // Replacing what the phone saw is any member's right.
      const replaced = await api.putTeamPhoto(g.code, g.bo.token, 1, jpeg, mediaKeyOf(board.cells[1].image));
      expect(replaced.status).toBe(200);
      expect((await api.getBoard(g.code, g.ann.token)).cells[1].addedBy).toBe(g.bo.id);
      expect(await storedFiles()).toBe(files);
    });

    it('two members filling one cell at once: one wins, the other gets CELL_TAKEN_BY_TEAMMATE', async () => {
      const g = await startedTeams();
      const files = await storedFiles();
      const answers = await Promise.all([
        api.putTeamPhoto(g.code, g.ann.token, 2, jpeg),
        api.putTeamPhoto(g.code, g.bo.token, 2, jpeg),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409);
      expect(JSON.parse(refused?.text ?? '{}').code).toBe(ErrorCode.CELL_TAKEN_BY_TEAMMATE);
      const winner = answers.find((a) => a.status === 200);
      const board = await api.getBoard(g.code, g.ann.token);
      expect(board.cells[2].image).toBe(JSON.parse(winner?.text ?? '{}').image);
      expect(await storedFiles()).toBe(files + 2);
    });

    it('any member calls BINGO! for the team; auto-confirm makes the team the winner, listed with its members', async () => {
      const g = await startedTeams({ autoConfirmWinner: true });
      for (const [i, idx] of PHOTO_CELLS_3X3.entries()) {
        const member = i % 2 === 0 ? g.ann : g.bo;
        expect((await api.putTeamPhoto(g.code, member.token, idx, jpeg)).status).toBe(200);
      }
      const other = await bingo(g.code, g.cy.token);
      expect(JSON.parse(other.body).code).toBe(ErrorCode.BINGO_UNFINISHED);
      const claim = await bingo(g.code, g.bo.token);
      expect(claim.statusCode).toBe(200);
      const gallery = (await api.getGallery(g.code, { token: g.token })) as TGallery;
      expect(gallery.leaderboard?.entries[0]).toMatchObject({
        name: 'Red',
        rank: 1,
        team: { id: g.red.id, colour: 'red', members: ['Ann', 'Bo'] },
      });
      expect(gallery.players.map((p) => p.name)).toEqual(['Red', 'Blue']);
      const host = await api.getHostGame(g.token, g.code);
      expect(host.status).toBe('COMPLETED');
      expect(host.playerCount).toBe(3);
    });

    it('prizes go to teams: a team that won one cannot claim it again', async () => {
      const g = await startedTeams({ winMode: 'prizes', autoConfirmWinner: true });
      for (const idx of [0, 1, 2]) await api.putTeamPhoto(g.code, g.ann.token, idx, jpeg);
      expect((await bingo(g.code, g.bo.token)).statusCode).toBe(200);
      const again = await bingo(g.code, g.ann.token);
      expect(JSON.parse(again.body).code).toBe(ErrorCode.ALREADY_WON);
      const game = await api.getHostGame(g.token, g.code);
      expect(game.prizeAwards?.[0]).toMatchObject({ winner: { name: 'Red' } });
    });
  });

  describe('the photo album by team', () => {
    it('a folder per team named by the team, with members.txt; the index lists each team’s members', async () => {
      const g = await startedTeamsForAlbum();
      await api.putTeamPhoto(g.code, g.ann.token, 0, jpeg);
      await api.putTeamPhoto(g.code, g.bo.token, 1, jpeg);
      await api.putTeamPhoto(g.code, g.cy.token, 2, jpeg);
      const board = await api.getBoard(g.code, g.ann.token);
      const blueBoard = await api.getBoard(g.code, g.cy.token);
      const label = (cells: TBoard['cells'], idx: number) => cells.find((c) => c.idx === idx)?.value ?? '';

      const link = await t.request({
        method: 'POST',
        url: `/api/game/${g.code}/album/link?by=player`,
        headers: { 'x-device-token': g.bo.token },
      });
      expect(link.statusCode).toBe(200);
      const info = link.json() as { url: string; fileName: string; photoCount: number };
      expect(info).toMatchObject({ fileName: 'photo_album_by_team.zip', photoCount: 3 });
      const res = await t.request({ method: 'GET', url: info.url });
      expect(res.headers['content-disposition']).toBe('attachment; filename="photo_album_by_team.zip"');
      const files = unzipSync(new Uint8Array(res.rawPayload));
      expect(Object.keys(files).sort()).toEqual(
        [
          'index.html',
          'Red/members.txt',
          `Red/${label(board.cells, 0)} - Red.webp`,
          `Red/${label(board.cells, 1)} - Red.webp`,
          'Blue/members.txt',
          `Blue/${label(blueBoard.cells, 2)} - Blue.webp`,
        ].sort(),
      );
      expect(strFromU8(files['Red/members.txt'])).toBe('Red\nAnn\nBo\n');
      expect(strFromU8(files['Blue/members.txt'])).toBe('Blue\nCy\n');
      const index = strFromU8(files['index.html']);
      expect(index).toContain('<h2>Red</h2><p class="members">Members: Ann, Bo</p>');
      expect(index).toContain('<h2>Blue</h2><p class="members">Members: Cy</p>');
      expect(index).toContain('3 photos, by team');

      // By label: a folder per label, each photo named by its team; no member lists there.
      const byLabel = await t.request({
        method: 'POST',
        url: `/api/game/${g.code}/album/link?by=label`,
        token: g.token,
      });
      const labelInfo = byLabel.json() as { url: string; fileName: string };
      expect(labelInfo.fileName).toBe('photo_album_by_label.zip');
      const labelled = unzipSync(
        new Uint8Array((await t.request({ method: 'GET', url: labelInfo.url })).rawPayload),
      );
      expect(Object.keys(labelled)).toContain(`${label(board.cells, 0)}/${label(board.cells, 0)} - Red.webp`);
      expect(Object.keys(labelled).some((name) => name.endsWith('members.txt'))).toBe(false);
    });
  });

  describe('the host moves and removes members', () => {
    it('a moved member plays the new card; their photos stay with the old team; a full team takes no one', async () => {
      const game = await api.paidTeamGame(['Red', 'Blue'], { teamMaxSize: 2 });
      const [red, blue] = game.teams;
      const ann = await api.joinTeam(game.code, 'Ann', red.id);
      await api.joinTeam(game.code, 'Bo', blue.id);
      const cy = await api.joinTeam(game.code, 'Cy', blue.id);
      await api.start(game.token, game.code);
      await api.putTeamPhoto(game.code, ann.token, 0, jpeg);

      const full = await api.moveToTeam(game.token, game.code, ann.id, blue.id);
      expect(JSON.parse(full.text).code).toBe(ErrorCode.TEAM_FULL);
      expect((await api.moveToTeam(game.token, game.code, cy.id, 'nope')).status).toBe(404);
      expect((await api.moveToTeam(game.token, game.code, cy.id, red.id)).status).toBe(200);
      const cyBoard = await api.getBoard(game.code, cy.token);
      expect(cyBoard.team?.id).toBe(red.id);
      expect(cyBoard.cells[0].addedBy).toBe(ann.id);

      const moveAnn = await api.moveToTeam(game.token, game.code, ann.id, blue.id);
      expect(moveAnn.status).toBe(200);
      const redBoard = await api.getBoard(game.code, cy.token);
      expect(redBoard.cells[0]).toMatchObject({ addedBy: ann.id, isMarked: true });
      expect((await api.getBoard(game.code, ann.token)).team?.members.map((m) => m.name)).toEqual([
        'Ann',
        'Bo',
      ]);
      const teamCard = await t.ctx.db
        .selectFrom('players')
        .select('id')
        .where('team_id', '=', red.id)
        .where('kind', '=', 'team')
        .executeTakeFirstOrThrow();
      expect((await api.moveToTeam(game.token, game.code, teamCard.id, blue.id)).status).toBe(404);
    });

    it("a removed member's photos stay on the team card unless the host removes them too", async () => {
      const game = await api.paidTeamGame(['Red', 'Blue']);
      const [red] = game.teams;
      const ann = await api.joinTeam(game.code, 'Ann', red.id);
      const bo = await api.joinTeam(game.code, 'Bo', red.id);
      const di = await api.joinTeam(game.code, 'Di', red.id);
      await api.start(game.token, game.code);
      await api.putTeamPhoto(game.code, ann.token, 0, jpeg);
      await api.putTeamPhoto(game.code, di.token, 1, jpeg);
      await api.putTeamPhoto(game.code, di.token, 2, jpeg);

      await t.request({
        method: 'DELETE',
        url: `/api/game/${game.code}/players/${ann.id}`,
        token: game.token,
      });
      let board = await api.getBoard(game.code, bo.token);
      expect(board.cells[0]).toMatchObject({ addedBy: ann.id, isMarked: true });
      const photo = await t.request({ method: 'GET', url: board.cells[0].image ?? '' });
      expect(photo.statusCode).toBe(200);
      expect(JSON.parse((await api.putTeamPhoto(game.code, ann.token, 3, jpeg)).text).code).toBe(
        ErrorCode.REMOVED_FROM_GAME,
      );

      const files = await storedFiles();
      const res = await t.request({
        method: 'DELETE',
        url: `/api/game/${game.code}/players/${di.id}?photos=remove`,
        token: game.token,
      });
      expect(res.statusCode).toBe(204);
      board = await api.getBoard(game.code, bo.token);
      expect(board.cells[1]).toMatchObject({ image: null, isMarked: false });
      expect(board.cells[2]).toMatchObject({ image: null, isMarked: false });
      expect(board.cells[0].addedBy).toBe(ann.id);
      expect(await storedFiles()).toBe(files - 4);
      expect(board.team?.members.map((m) => m.name)).toEqual(['Bo']);
    });

    it('moving is for team games only', async () => {
      const host = await registerHost(t);
      const paid = await api.createPaidGame(host.accessToken);
      const pia = await api.joinAs(paid.gameCode, 'Pia');
      const res = await api.moveToTeam(host.accessToken, paid.gameCode, pia.id, 'x');
      expect(JSON.parse(res.text).code).toBe(ErrorCode.NOT_A_TEAM_GAME);
    });
  });

  describe('late joiners and new devices', () => {
    it('a late joiner gets their team card as it is; a member on a new device keeps their team', async () => {
      const game = await api.paidTeamGame(['Red', 'Blue']);
      const [red] = game.teams;
      const ann = await api.joinTeam(game.code, 'Ann', red.id);
      await api.start(game.token, game.code);
      await api.putTeamPhoto(game.code, ann.token, 0, jpeg);
      const late = await api.joinTeam(game.code, 'Late', red.id);
      expect(late.membership.player.status).toBe('playing');
      const board: TBoard = await api.getBoard(game.code, late.token);
      expect(board.cells[0].addedBy).toBe(ann.id);

      const issued = await t.request({
        method: 'POST',
        url: `/api/game/${game.code}/players/${ann.id}/rejoin-code`,
        token: game.token,
      });
      const device = await api.newSession();
      const moved = await t.request({
        method: 'POST',
        url: `/api/game/${game.code}/rejoin`,
        headers: { 'x-device-token': device.token },
        payload: { rejoinCode: (issued.json() as { code: string }).code },
      });
      expect(moved.statusCode).toBe(200);
      const again = await api.getBoard(game.code, device.token);
      expect(again.team?.id).toBe(red.id);
      expect(again.cells[0].addedBy).toBe(ann.id);
    });
  });
});
