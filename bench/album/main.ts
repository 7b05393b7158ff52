/**
 * Bench: the photo album (docs/decisions/007-photo-album.md). Where should the album zip be built for a
 * 100-player, 24-photo game? Each level runs in a fresh child process holding a real app (SQLite, local media
 * store) with `players` players whose 24 cells all hold an approved 1600 px WebP (a pool of distinct photos made by
 * sharp and reused across cells, so setting up stays fast; every entry is still read from disk and written).
 *
 *   server: the album as shipped: POST …/album/link, then GET the zip over a real socket, read and dropped as it
 *           arrives (a browser writes it to disk). Memory of the process (server + client) must not grow with size.
 *   client: the floor it replaces, the way the web app builds the spec's zips today (fflate Zip + ZipPassThrough,
 *           every photo fetched over HTTP, each zip chunk kept as a Blob part until the final Blob), i.e. what a
 *           phone would hold to save one file.
 *
 * Reported per level: photos, zip MB, seconds, MB/s, and peak RSS over the level's own start (VmHWM − RSS before).
 *
 *   npm run bench:album -- [--players 25,50,100] [--client-players 25,50] [--quick]
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Zip, ZipPassThrough } from 'fflate';
import sharp from 'sharp';
import { ApiClient, fetchTransport, setup5x5 } from '@picture-bingo/testkit';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDb, migrateToLatest } from '../../apps/server/src/db/kysely';
import { newMediaKeys } from '../../apps/server/src/storage/media-store';
import { cli, intList } from '../lib/cli';
import { fmt, mb, table } from '../lib/stats';
import { machineFacts, procStats, writeResult } from '../lib/processes';

const POOL = 12;

interface LevelResult {
  method: 'server' | 'client';
  players: number;
  photos: number;
  zipBytes: number;
  seconds: number;
  rssBeforeBytes: number;
  peakOverStartBytes: number;
}

/** A photo-like 1600×1200 WebP as the upload pipeline stores it (gradient, grain, a few shapes). */
async function makeStoredPhoto(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let s = seed * 7919 + 1;
  const grain = () => {
    s = (s * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (s % 24) - 12;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const wave = Math.sin((x + seed * 97) / 53) * 40 + Math.cos((y - seed * 31) / 41) * 40;
      pixels[i] = Math.max(0, Math.min(255, (x / width) * 200 + wave + grain()));
      pixels[i + 1] = Math.max(0, Math.min(255, (y / height) * 200 - wave + grain()));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + wave + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}

async function runLevel(method: LevelResult['method'], players: number): Promise<LevelResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-album-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_MAX: '100000',
    JOIN_RATE_LIMIT_MAX: '100000',
    JOIN_IP_RATE_LIMIT_MAX: '1000000000',
    CODE_LOOKUP_RATE_LIMIT_MAX: '1000000000',
    CODE_MISS_RATE_LIMIT_MAX: '1000000000',
  });
  const { db, kind } = createDb(config);
  await migrateToLatest(db);
  const { app, ctx } = await buildApp({ config, db, dbKind: kind });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const api = new ApiClient(fetchTransport(base));
  const { code, token } = await api.paidGame({ ...setup5x5, maxPlayer: Math.max(players, 2) });
  await api.joinPlayers(code, players, 8);
  await api.start(token, code);

  // The pool of stored photos, then every non-free cell pointing at one of them, approved.
  const keys: string[] = [];
  for (let i = 0; i < POOL; i++) {
    const { image, thumb } = newMediaKeys();
    const bytes = await makeStoredPhoto(i);
    await ctx.media.put(image, bytes, 'image/webp');
    await ctx.media.put(thumb, bytes.subarray(0, 1), 'image/webp');
    keys.push(image, thumb);
  }
  const cells = await db.selectFrom('cells').select(['player_id', 'idx']).where('idx', '<>', 12).execute();
  let n = 0;
  await db.transaction().execute(async (trx) => {
    for (const cell of cells) {
      const k = (n++ % POOL) * 2;
      await trx
        .updateTable('cells')
        .set({ image_key: keys[k], thumb_key: keys[k + 1], is_marked: 1 })
        .where('player_id', '=', cell.player_id)
        .where('idx', '=', cell.idx)
        .execute();
    }
  });
  const hostHeaders = { authorization: `Bearer ${token}` };

  global.gc?.();
  // The peak (VmHWM) restarts here, so setting up (sharp, joins) does not count (Linux: clear_refs 5).
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const rssBefore = procStats(process.pid).rssBytes;
  const started = performance.now();
  let zipBytes = 0;
  let photos = 0;
  if (method === 'server') {
    const linkRes = await fetch(`${base}/api/game/${code}/album/link?by=player`, {
      method: 'POST',
      headers: hostHeaders,
    });
    const link = (await linkRes.json()) as { url: string; photoCount: number; bytes: number };
    photos = link.photoCount;
    zipBytes = await new Promise<number>((resolve, reject) => {
      http
        .get(`${base}${link.url}`, (res) => {
          let length = 0;
          res.on('data', (chunk: Buffer) => (length += chunk.length));
          res.on('end', () => resolve(length));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    if (zipBytes !== link.bytes) throw new Error(`album: ${zipBytes} bytes, announced ${link.bytes}`);
  } else {
    const gallery = (await (
      await fetch(`${base}/api/game/${code}/gallery`, { headers: hostHeaders })
    ).json()) as {
      players: { name: string; cells: { idx: number; image: string | null }[] }[];
    };
    const parts: Blob[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(new Blob([chunk]));
    });
    for (const player of gallery.players) {
      for (const cell of player.cells) {
        if (!cell.image) continue;
        const bytes = new Uint8Array(await (await fetch(`${base}${cell.image}`)).arrayBuffer());
        const file = new ZipPassThrough(`${player.name}/cell_${cell.idx + 1}.webp`);
        zip.add(file);
        file.push(bytes, true);
        photos += 1;
      }
    }
    zip.end();
    const blob = new Blob(parts, { type: 'application/zip' });
    zipBytes = blob.size;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = procStats(process.pid).hwmBytes;
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    method,
    players,
    photos,
    zipBytes,
    seconds,
    rssBeforeBytes: rssBefore,
    peakOverStartBytes: peak - rssBefore,
  };
}

async function child() {
  const [method, players] = [
    process.env.ALBUM_METHOD as LevelResult['method'],
    Number(process.env.ALBUM_PLAYERS),
  ];
  const result = await runLevel(method, players);
  process.send?.(result);
  process.exit(0);
}

function inChild(method: LevelResult['method'], players: number): Promise<LevelResult> {
  return new Promise((resolve, reject) => {
    const worker = fork(fileURLToPath(import.meta.url), ['--child'], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...process.env, ALBUM_METHOD: method, ALBUM_PLAYERS: String(players) },
    });
    worker.once('message', (m) => resolve(m as LevelResult));
    worker.once('exit', (c) => (c === 0 ? undefined : reject(new Error(`${method} ${players}: exit ${c}`))));
  });
}

async function main() {
  if (process.argv.includes('--child')) return child();
  const options = cli('npm run bench:album -- [--players 25,50,100] [--client-players 25,50] [--quick]', {
    players: { type: 'string' },
    'client-players': { type: 'string' },
    quick: { type: 'boolean' },
  });
  const serverLevels = intList(options.players, options.quick ? [4, 8] : [25, 50, 100]);
  const clientLevels = intList(options['client-players'], options.quick ? [4, 8] : [25, 50]);
  const results: LevelResult[] = [];
  // Alternating, so a change in the machine's load hits both methods alike.
  for (let i = 0; i < Math.max(serverLevels.length, clientLevels.length); i++) {
    for (const [method, levels] of [
      ['server', serverLevels],
      ['client', clientLevels],
    ] as const) {
      if (!levels[i]) continue;
      const result = await inChild(method, levels[i]);
      results.push(result);
      console.log(`level ${JSON.stringify(result)}`);
    }
  }
  console.log(
    table(
      ['method', 'players', 'photos', 'zip MB', 's', 'MB/s', 'peak RSS over start MB'],
      results.map((r) => [
        r.method,
        String(r.players),
        String(r.photos),
        fmt(mb(r.zipBytes)),
        fmt(r.seconds),
        fmt(mb(r.zipBytes) / r.seconds),
        fmt(mb(r.peakOverStartBytes)),
      ]),
    ),
  );
  const file = writeResult('album', { machine: machineFacts(), results });
  console.log(`RESULT ${file}`);
}

await main();
