import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TAlbumLink, TResults, TResultsSharing } from '@picture-bingo/shared';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { placeAlbumPhotos, safeNamePart } from '../../services/results/album-names';
import { createStartedGame, uploadPhoto } from '../../../test/play';
import { apiOf, createTestApp, registerHost } from '../../../test/test-app';

describe('results people keep: the results page, sharing and the photo album', async () => {
  const t = await createTestApp();
  const api = apiOf(t);

  const asHost = (token: string) => ({ token });
  const asPlayer = (deviceToken: string) => ({ headers: { 'x-device-token': deviceToken } });
  type Caller = ReturnType<typeof asHost> | ReturnType<typeof asPlayer> | Record<string, never>;

  const results = (code: string, caller: Caller) =>
    t.request({ method: 'GET', url: `/api/game/${code}/results`, ...caller });
  const shared = (token: string) => t.request({ method: 'GET', url: `/api/results/shared/${token}` });
  const setSharing = (code: string, token: string | undefined, body: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/game/${code}/results/sharing`,
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const albumLink = (code: string, caller: Caller, by = 'player') =>
    t.request({ method: 'POST', url: `/api/game/${code}/album/link?by=${by}`, ...caller });
  const download = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    return { res, files: res.statusCode === 200 ? unzipSync(new Uint8Array(res.rawPayload)) : {} };
  };

  /** A started game with photo review: Ann's cells 0 and 1 approved, cell 2 awaiting review; Ben's 0 rejected. */
  async function reviewedGame(names = ['Ann', 'Ben'], setup: object = {}) {
    const game = await createStartedGame(t, { photoReview: true, ...setup }, names);
    const [ann, ben] = game.players;
    for (const idx of [0, 1, 2]) await uploadPhoto(t, game.code, ann.token, idx);
    await uploadPhoto(t, game.code, ben.token, 0);
    const pending = await api.pendingPhotos(game.token, game.code);
    for (const photo of pending) {
      const approve = photo.playerId === ann.id && photo.idx !== 2;
      const reject = photo.playerId === ben.id;
      if (approve) expect((await api.review(game.token, game.code, photo, 'approve')).status).toBe(200);
      if (reject) expect((await api.review(game.token, game.code, photo, 'reject')).status).toBe(200);
    }
    return game;
  }

  describe('who may look', () => {
    it('the host and the game’s players see the results; only approved photos, for everyone', async () => {
      const { code, token, players } = await reviewedGame();
      for (const caller of [asHost(token), asPlayer(players[0].token), asPlayer(players[1].token)]) {
        const res = await results(code, caller);
        expect(res.statusCode).toBe(200);
        const body: TResults = res.json();
        expect(body.players.map((p) => p.name)).toEqual(['Ann', 'Ben']);
        // Ann's photo awaiting review is hers and the host's in the gallery, but never a result.
        expect(body.photos.map((p) => [p.playerName, p.idx])).toEqual([
          ['Ann', 0],
          ['Ann', 1],
        ]);
        expect(body.photos[0].image).toMatch(/^\/media\/[\w-]+\.webp$/);
        expect(body.photos[0].thumb).toMatch(/^\/media\/[\w-]+-thumb\.webp$/);
        expect(body.winners).toEqual([]);
        // Still running: no retention date yet.
        expect(body.photosDeleteAt).toBeNull();
      }
      const host: TResults = (await results(code, asHost(token))).json();
      expect(host.viewer).toBe('host');
      expect(host.sharing).toEqual({ shared: false, shareToken: null });
      const player: TResults = (await results(code, asPlayer(players[0].token))).json();
      expect(player).toMatchObject({ viewer: 'player', sharing: null });
    });

    it('outsiders are refused while sharing is off (the default): 401 without credentials, 404 otherwise', async () => {
      const { code } = await reviewedGame();
      const other = await createStartedGame(t, {}, ['Elsewhere']);
      const otherHost = await registerHost(t);
      expect((await results(code, {})).statusCode).toBe(401);
      expect((await results(code, asHost(otherHost.accessToken))).statusCode).toBe(404);
      expect((await results(code, asPlayer(other.players[0].token))).statusCode).toBe(404);
      expect((await albumLink(code, asPlayer(other.players[0].token))).statusCode).toBe(404);
      // The sharing switch is the host's own.
      expect((await setSharing(code, otherHost.accessToken, { shared: true })).statusCode).toBe(404);
      expect((await setSharing(code, undefined, { shared: true })).statusCode).toBe(401);
      const row = await t.ctx.db
        .selectFrom('games')
        .select(['results_shared', 'share_token'])
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ results_shared: 0, share_token: null });
      // Made-up and malformed links are the same 404.
      for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc', 'x'.repeat(90)]) {
        const res = await shared(token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Results not found');
      }
    });

    it('the host turns sharing on: anyone with the link sees the results; off again: 404, on again: the same link', async () => {
      const { code, token, players } = await reviewedGame();
      expect((await setSharing(code, token, { shared: 'yes' })).statusCode).toBe(400);
      expect((await setSharing(code, token, {})).json().message).toBe('shared must be true or false');

      const on = await setSharing(code, token, { shared: true });
      expect(on.statusCode).toBe(200);
      const sharing: TResultsSharing = on.json();
      expect(sharing.shared).toBe(true);
      expect(sharing.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const link = sharing.shareToken ?? '';

      const guest = await shared(link);
      expect(guest.statusCode).toBe(200);
      expect(guest.headers['cache-control']).toBe('private, no-store');
      const body: TResults = guest.json();
      expect(body).toMatchObject({ viewer: 'guest', sharing: null });
      expect(body.photos).toHaveLength(2);
      // Outsiders do not learn how many photos wait for review.
      expect(body.ranking.every((entry) => entry.pendingPhotos === undefined)).toBe(true);
      // The link opens only the results, never the game's other data.
      expect((await results(code, {})).statusCode).toBe(401);

      expect((await setSharing(code, token, { shared: false })).json()).toEqual({
        shared: false,
        shareToken: link,
      });
      expect((await shared(link)).statusCode).toBe(404);
      expect((await setSharing(code, token, { shared: true })).json()).toEqual({
        shared: true,
        shareToken: link,
      });
      expect((await shared(link)).statusCode).toBe(200);

      // The winner, once chosen, heads the list of winners everyone sees.
      const winner = await t.request({
        method: 'POST',
        url: `/api/game/${code}/winner`,
        token,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ playerId: players[0].id }),
      });
      expect(winner.statusCode).toBe(200);
      const after: TResults = (await shared(link)).json();
      expect(after.winners).toEqual([{ id: players[0].id, name: 'Ann', place: 1, prize: null }]);
      expect(after.leaderboard?.entries[0]).toMatchObject({ rank: 1, isWinner: true, name: 'Ann' });
      // Completed: the photos are kept PHOTO_RETENTION_DAYS (90 here) from the end, and the results say until when.
      const hostView = await t.request({ method: 'GET', url: `/api/game/${code}/host`, token });
      expect(after.photosDeleteAt).not.toBeNull();
      expect(after.photosDeleteAt).toBe((hostView.json() as { photosDeleteAt: string }).photosDeleteAt);
    });
  });

  it('Past Games rows carry the event date and the winner', async () => {
    const { code, token, players } = await reviewedGame(['Ann', '<b>Ben</b>']);
    const before = await t.request({ method: 'GET', url: '/api/game?status=active', token });
    expect(before.json()).toMatchObject([{ gameCode: code, eventDate: '2030-06-15', winnerName: null }]);
    await t.request({
      method: 'POST',
      url: `/api/game/${code}/winner`,
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ playerId: players[1].id }),
    });
    const past = await t.request({ method: 'GET', url: '/api/game?status=completed', token });
    expect(past.json()).toMatchObject([
      { gameCode: code, eventDate: '2030-06-15', winnerName: '<b>Ben</b>' },
    ]);
  });

  describe('the photo album', () => {
    it('every approved photo as stored WebP, {label} - {player}.webp, a folder per player or per label, and an index', async () => {
      const { code, token, players } = await reviewedGame();
      const photos = ((await results(code, asHost(token))).json() as TResults).photos;
      const labels = photos.map((p) => p.label);

      const link = await albumLink(code, asPlayer(players[1].token), 'player');
      expect(link.statusCode).toBe(200);
      const info: TAlbumLink = link.json();
      expect(info).toMatchObject({ fileName: 'photo_album_by_player.zip', photoCount: 2 });
      const { res, files } = await download(info.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="photo_album_by_player.zip"');
      expect(Number(res.headers['content-length'])).toBe(info.bytes);
      expect(res.rawPayload.length).toBe(info.bytes);
      expect(Object.keys(files).sort()).toEqual(
        ['index.html', ...labels.map((label) => `Ann/${label} - Ann.webp`)].sort(),
      );
      for (const [name, bytes] of Object.entries(files)) {
        if (name === 'index.html') continue;
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeGreaterThan(0);
      }
      // The stored bytes, not a re-encoding.
      const stored = await t.request({ method: 'GET', url: photos[0].image });
      expect(Buffer.from(files[`Ann/${labels[0]} - Ann.webp`]).equals(stored.rawPayload)).toBe(true);

      const byLabel = await download(
        ((await albumLink(code, asHost(token), 'label')).json() as TAlbumLink).url,
      );
      expect(Object.keys(byLabel.files).sort()).toEqual(
        ['index.html', ...labels.map((label) => `${label}/${label} - Ann.webp`)].sort(),
      );
      const index = new TextDecoder().decode(byLabel.files['index.html']);
      for (const label of labels) expect(index).toContain(`src="${encodeURIComponent(label)}/`);
      expect(index).not.toMatch(/<script/i);

      expect((await albumLink(code, asHost(token), 'nope')).statusCode).toBe(400);
    });

    it('hostile names and labels become harmless file names and escaped text; duplicates are told apart', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      const { code, token, players } = await createStartedGame(
        t,
        { words: ['../../etc/passwd', 'CON', `${hostile} & "q"`, 'a\\b:c*?', 'x', 'y', 'z', 'w'] },
        [hostile, `.${hostile}.`],
      );
      for (const player of players)
        for (const idx of [0, 1, 2, 3]) await uploadPhoto(t, code, player.token, idx);
      const { files } = await download(
        ((await albumLink(code, asHost(token), 'player')).json() as TAlbumLink).url,
      );
      const names = Object.keys(files);
      expect(names).toHaveLength(9);
      for (const name of names) {
        expect(name.split('/').every((part) => part !== '..' && part !== '.' && part.length > 0)).toBe(true);
        expect(name).not.toMatch(/[\\:*?"<>|\p{Cc}]/u);
        expect(name.split('/').length).toBeLessThanOrEqual(2);
      }
      // Both players' names clean up to "img src=x onerror=alert(1)": the second folder is told apart.
      const folders = [...new Set(names.filter((n) => n.includes('/')).map((n) => n.split('/')[0]))];
      expect(folders).toEqual(['img src=x onerror=alert(1)', 'img src=x onerror=alert(1) (2)']);
      const index = new TextDecoder().decode(files['index.html']);
      expect(index).not.toContain('<img src=x');
      expect(index).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(index.match(/<img /g)).toHaveLength(8);
    });

    it('names are made safe and unique (unit rules)', () => {
      expect(safeNamePart('../../etc/passwd', 'photo')).toBe('etcpasswd');
      expect(safeNamePart('  ...  ', 'photo')).toBe('photo');
      expect(safeNamePart('con', 'photo')).toBe('con_');
      expect(safeNamePart('a\u202eb\u200bc', 'photo')).toBe('abc');
      expect(Buffer.byteLength(safeNamePart('😀'.repeat(100), 'x'))).toBeLessThanOrEqual(100);
      const placed = placeAlbumPhotos(
        [
          { playerId: '1', playerName: 'Ann', label: 'Cake' },
          { playerId: '1', playerName: 'Ann', label: 'Cake' },
          { playerId: '2', playerName: 'ann', label: 'cake' },
        ],
        'label',
      );
      expect(placed.map((p) => p.path)).toEqual([
        'Cake/Cake - Ann.webp',
        'Cake/Cake - Ann (2).webp',
        'cake (2)/cake - ann.webp',
      ]);
    });

    it('links expire, cannot be forged, and a shared link’s album stops with sharing', async () => {
      const { code, token } = await reviewedGame();
      const { shareToken } = (await setSharing(code, token, { shared: true })).json() as TResultsSharing;
      const guestLink = await t.request({
        method: 'POST',
        url: `/api/results/shared/${shareToken}/album/link?by=label`,
      });
      expect(guestLink.statusCode).toBe(200);
      const { url }: TAlbumLink = guestLink.json();
      expect((await download(url)).res.statusCode).toBe(200);
      await setSharing(code, token, { shared: false });
      expect((await download(url)).res.statusCode).toBe(404);
      expect(
        (await t.request({ method: 'POST', url: `/api/results/shared/${shareToken}/album/link` })).statusCode,
      ).toBe(404);

      const hostUrl = ((await albumLink(code, asHost(token))).json() as TAlbumLink).url;
      const ticket = new URL(hostUrl, 'http://x').searchParams.get('ticket') ?? '';
      const [body, signature] = ticket.split('.');
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, g: 'another-game' })).toString('base64url');
      expect((await download(`/api/album?ticket=${forged}.${signature}`)).res.statusCode).toBe(404);
      const expired = Buffer.from(JSON.stringify({ ...claims, e: 1 })).toString('base64url');
      expect((await download(`/api/album?ticket=${expired}.${signature}`)).res.statusCode).toBe(404);
      expect((await download('/api/album?ticket=garbage')).res.statusCode).toBe(404);
    });

    it('streams: the first bytes arrive before the album has been read, over a real socket', async () => {
      const { code, token } = await reviewedGame();
      const { url, bytes }: TAlbumLink = (await albumLink(code, asHost(token))).json();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const received = await new Promise<{ chunks: number; length: number; header: string }>(
        (resolve, reject) => {
          http
            .get(`http://127.0.0.1:${port}${url}`, (res) => {
              let chunks = 0;
              let length = 0;
              let header = '';
              res.on('data', (chunk: Buffer) => {
                if (chunks === 0) header = chunk.subarray(0, 4).toString('hex');
                chunks += 1;
                length += chunk.length;
              });
              res.on('end', () => resolve({ chunks, length, header }));
              res.on('error', reject);
            })
            .on('error', reject);
        },
      );
      expect(received.header).toBe('504b0304');
      expect(received.length).toBe(bytes);
      expect(received.chunks).toBeGreaterThan(1);
    });
  });
});
