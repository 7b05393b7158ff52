import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TBoard, TGallery } from '@picture-bingo/shared';
import { photoCells, setup5x5 } from '@picture-bingo/testkit';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { makeJpeg, makePng, multipartBody, multipartHeaders } from '../images';
import { repoRoot, startServer, type ServerProcess } from '../processes';
import { client } from '../remote';

/** `npm run backup|restore -- DIR` as an operator runs it (scripts/ops.mjs), against DATA_DIR. */
function ops(
  command: 'backup' | 'restore',
  dir: string,
  dataDir: string,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/ops.mjs', command, dir], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MEDIA_STORE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const LIMITS = {
  UPLOAD_RATE_LIMIT_MAX: '100000',
  JOIN_RATE_LIMIT_MAX: '100000',
  JOIN_IP_RATE_LIMIT_MAX: '100000',
  CODE_LOOKUP_RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
};

/**
 * A backup taken while uploads and joins keep arriving, restored into a fresh DATA_DIR, serves every game, card
 * and photo that answered before the backup began; every photo file in it is whole, and every photo its
 * database names is there.
 */
describe('backup and restore of a SQLite install under load (sqlite)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-backup-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('restores everything that answered before the backup began; no photo is broken or lost', async () => {
    onTestFailed(() => {
      for (const s of servers) console.error(s.log().slice(-6000));
    });
    const dataDir = path.join(root, 'data');
    const live = await startServer({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(root, 'no-web'),
      JWT_SECRET: '',
      ...LIMITS,
    });
    servers.push(live);
    const api = client(live.url, 60_000);

    // Before the backup: a game with photos in every player's first cells, and what each of them answers.
    const game = await api.startedGame(setup5x5, ['Ana', 'Ben', 'Cy']);
    const cells = photoCells(5);
    const jpegs = await Promise.all(
      ['#c33', '#3c3', '#33c', '#cc3'].map((colour) => makeJpeg(320, 240, colour)),
    );
    for (const [n, player] of game.players.entries()) {
      for (const idx of cells.slice(0, 3))
        await api.uploadPhoto(game.code, player.token, idx, jpegs[(n + idx) % 4]);
    }
    const lobby = await api.paidGame(setup5x5);
    const joinedBefore = await api.joinPlayers(lobby.code, 3, 3, 'Early');
    const boardsBefore = new Map<string, TBoard>();
    for (const player of game.players)
      boardsBefore.set(player.token, await api.getBoard(game.code, player.token));
    const galleryBefore: TGallery = await api.getGallery(game.code, { token: game.token });
    const photos = new Map<string, Buffer>();
    for (const board of boardsBefore.values()) {
      for (const cell of board.cells) {
        for (const url of [cell.image, cell.thumb]) {
          if (!url) continue;
          const res = await fetch(`${live.url}${url}`);
          expect(res.status).toBe(200);
          photos.set(url, Buffer.from(await res.arrayBuffer()));
        }
      }
    }
    expect(photos.size).toBe(18);

    // Load while the backup runs: every player keeps uploading into its other cells, newcomers keep joining.
    let loading = true;
    const answered = { uploads: 0, joins: 0 };
    const uploads = game.players.map(async (player, n) => {
      for (let i = 0; loading; i++) {
        const idx = cells[3 + (i % (cells.length - 3))];
        const res = await api.putPhoto(game.code, player.token, idx, jpegs[(n + i) % 4]);
        if (res.status === 200) answered.uploads++;
      }
    });
    const joins = (async () => {
      // Newcomers join lobbies of their own, a new one whenever the last is full.
      let target = await api.paidGame(setup5x5);
      for (let i = 0; loading; i++) {
        const res = await api.joinAs(target.code, `Late ${i}`).then(
          () => 'joined',
          (error: Error) => error.message,
        );
        if (res === 'joined') answered.joins++;
        else if (/GAME_FULL/.test(res)) target = await api.paidGame(setup5x5);
        else throw new Error(res);
      }
    })();
    // The backup starts with the load well under way.
    while (answered.uploads < 6) await new Promise((resolve) => setTimeout(resolve, 50));
    const backupDir = path.join(root, 'backup');
    const backup = await ops('backup', backupDir, dataDir);
    const duringBackup = { ...answered };
    loading = false;
    await Promise.all([...uploads, joins]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up .* photo files/);
    // The load really ran while the backup did.
    expect(duringBackup.uploads).toBeGreaterThan(6);
    expect(duringBackup.joins).toBeGreaterThan(0);
    await live.stop();

    // Everything in the backup is whole: no temporary file, every photo decodes, every named photo is there.
    const mediaFiles = fs.readdirSync(path.join(backupDir, 'media'));
    expect(mediaFiles.filter((name) => !name.endsWith('.webp'))).toEqual([]);
    for (const name of mediaFiles)
      await sharp(path.join(backupDir, 'media', name))
        .raw()
        .toBuffer();
    const snapshot = new SQLite(path.join(backupDir, 'picture-bingo.sqlite'), { readonly: true });
    const named = snapshot
      .prepare(
        'select image_key from cells where image_key is not null union select thumb_key from cells where thumb_key is not null',
      )
      .pluck()
      .all() as string[];
    snapshot.close();
    expect(new Set(mediaFiles)).toEqual(new Set(named));

    // A restore needs an empty DATA_DIR, and puts the backup there.
    expect((await ops('restore', backupDir, dataDir)).code).toBe(1);
    const freshDir = path.join(root, 'restored');
    const restore = await ops('restore', backupDir, freshDir);
    expect(restore.code, restore.output).toBe(0);
    const restored = await startServer({
      DATA_DIR: freshDir,
      WEB_DIST_DIR: path.join(root, 'no-web'),
      JWT_SECRET: '',
      ...LIMITS,
    });
    servers.push(restored);
    const again = client(restored.url, 60_000);

    // Every card, the gallery and every photo that answered before the backup began answer the same.
    for (const [token, before] of boardsBefore) {
      const board = await again.getBoard(game.code, token);
      for (const cell of before.cells.filter((c) => c.image)) {
        expect(board.cells[cell.idx]).toMatchObject({
          image: cell.image,
          thumb: cell.thumb,
          isMarked: cell.isMarked,
        });
      }
    }
    const gallery = await again.getGallery(game.code, { token: game.token });
    expect(gallery.players.map((p) => p.name)).toEqual(galleryBefore.players.map((p) => p.name));
    for (const [url, bytes] of photos) {
      const res = await fetch(`${restored.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), url).toBe(true);
    }
    for (const player of joinedBefore) {
      expect((await again.getBoard(lobby.code, player.token)).cells.length).toBe(25);
    }
    // Every photo any restored card names is served whole, whenever during the backup it was uploaded.
    for (const player of game.players) {
      for (const cell of (await again.getBoard(game.code, player.token)).cells) {
        for (const url of [cell.image, cell.thumb]) {
          if (!url) continue;
          const res = await fetch(`${restored.url}${url}`);
          expect(res.status, url).toBe(200);
          await sharp(Buffer.from(await res.arrayBuffer()))
            .raw()
            .toBuffer();
        }
      }
    }
  }, 180_000);

  it("keeps every event's logo: a restored game shows it", async () => {
    const dataDir = path.join(root, 'logo-data');
    const live = await startServer({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(root, 'no-web'),
      JWT_SECRET: '',
    });
    servers.push(live);
    const api = client(live.url, 60_000);
    const game = await api.paidGame(setup5x5);
    const upload = await fetch(`${live.url}/api/game/${game.code}/look/logo`, {
      method: 'PUT',
      headers: { ...multipartHeaders, authorization: `Bearer ${game.token}` },
      body: multipartBody(await makePng(), { field: 'logo', filename: 'logo.png', contentType: 'image/png' }),
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { logoUrl } = (await upload.json()) as { logoUrl: string };
    const logo = Buffer.from(await (await fetch(`${live.url}${logoUrl}`)).arrayBuffer());
    const backupDir = path.join(root, 'logo-backup');
    const backup = await ops('backup', backupDir, dataDir);
    expect(backup.code, backup.output).toBe(0);
    await live.stop();
    expect(fs.readdirSync(path.join(backupDir, 'media'))).toContain(logoUrl.replace('/media/', ''));

    const freshDir = path.join(root, 'logo-restored');
    expect((await ops('restore', backupDir, freshDir)).code).toBe(0);
    const restored = await startServer({
      DATA_DIR: freshDir,
      WEB_DIST_DIR: path.join(root, 'no-web'),
      JWT_SECRET: '',
    });
    servers.push(restored);
    const res = await fetch(`${restored.url}${logoUrl}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(logo)).toBe(true);
  }, 120_000);
});
