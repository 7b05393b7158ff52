/**
 * Photo picked → counted: picks a 12 MP JPEG (EXIF orientation 7, made with sharp from
 * packages/testkit/photos/landscape-7.jpg: twelveMegapixelPhoto) on a phone in Chromium, and reports the bytes
 * sent (the upload body), the bytes the server stores, their ratio, the upload time those bytes take at 750 kbit/s
 * (computed), and the time from the pick to "Counts" under Lighthouse's mobile profile (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×), median of the runs. Serves apps/web/dist: build first.
 *
 *   node --import tsx bench/web/photo-upload.ts [--runs 3]
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PHONE_PROFILE, setup5x5, SHARP_PHONE, throttle } from '@picture-bingo/testkit';
import { twelveMegapixelPhoto } from '@picture-bingo/testkit/phone-photo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { cli, int } from '../lib/cli';
import { benchClient } from '../lib/mail';
import { machineFacts, repoRoot, startAppServer } from '../lib/processes';
import { percentile } from '../lib/stats';

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const args = cli('Usage: node --import tsx bench/web/photo-upload.ts [--runs <n>]', {
  runs: { type: 'string' },
});
const runs = Math.max(1, int(args.runs, 3));

async function main() {
  console.log(`photo upload bench: ${JSON.stringify({ runs, machine: machineFacts() })}`);
  const photo = await twelveMegapixelPhoto();
  const server = await startAppServer({ env: { WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist') } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: { sent: number; stored: number; type: string; pickToCountedMs: number }[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const api = benchClient(server.url);
      const host = (await api.registerHost()).accessToken;
      const game = await api.createPaidGame(host, { ...setup5x5, photoReview: false });
      const { deviceId, token } = await api.newSession();
      await api.join(game.gameCode, token, 'Bench');
      await api.start(host, game.gameCode);
      const context = await browser.newContext(SHARP_PHONE);
      await context.addInitScript(
        ([id, device]) => {
          localStorage.setItem('deviceId', id);
          localStorage.setItem('deviceToken', device);
          const w = window as unknown as { __bodies: number[]; __types: string[] };
          w.__bodies = [];
          w.__types = [];
          const append = FormData.prototype.append;
          FormData.prototype.append = function (this: FormData, ...a: [string, string | Blob, string?]) {
            if (a[1] instanceof Blob) w.__types.push(a[1].type);
            return Reflect.apply(append, this, a[2] === undefined ? a.slice(0, 2) : a) as void;
          } as typeof FormData.prototype.append;
          const send = XMLHttpRequest.prototype.send;
          XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
            const at = w.__bodies.push(0) - 1;
            this.upload.addEventListener(
              'progress',
              (e) => (w.__bodies[at] = Math.max(w.__bodies[at], e.total)),
            );
            return send.call(this, body);
          };
        },
        [deviceId, token],
      );
      const page = await context.newPage();
      await page.goto(`${server.url}/game-board/${game.gameCode}`);
      const picker = page
        .getByRole('list', { name: 'Your bingo card' })
        .getByLabel(/^Add a photo for /)
        .first();
      const label = ((await picker.getAttribute('aria-label')) ?? '').replace('Add a photo for ', '');
      await throttle(page);
      await picker.click();
      const dialog = page.getByRole('dialog', { name: `Add a photo for ${label}`, exact: true });
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith('/image'),
        {
          timeout: 120_000,
        },
      );
      const started = performance.now();
      await dialog
        .getByLabel('Choose from library', { exact: true })
        .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
      const counted = page.getByRole('button', { name: new RegExp(`^${label}: Counts on your card`) });
      await counted.waitFor({ timeout: 120_000 });
      const pickToCountedMs = performance.now() - started;
      const cell = (await (await answered).json()) as { image: string };
      const stored = (await (await fetch(`${server.url}${cell.image}`)).arrayBuffer()).byteLength;
      const { bodies, types } = await page.evaluate(() => {
        const w = window as unknown as { __bodies: number[]; __types: string[] };
        return { bodies: w.__bodies, types: w.__types };
      });
      results.push({
        sent: bodies[bodies.length - 1],
        stored,
        type: types[types.length - 1],
        pickToCountedMs,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const sent = median(results.map((r) => r.sent));
  const stored = median(results.map((r) => r.stored));
  console.log(`12 MP JPEG picked: ${photo.length} B`);
  for (const r of results)
    console.log(
      `  run: sent ${r.sent} B as ${r.type}, stored ${r.stored} B, pick → counted ${Math.round(r.pickToCountedMs)} ms`,
    );
  console.log(
    `sent ${sent} B, stored ${stored} B, ratio ${(sent / stored).toFixed(2)}, upload at 750 kbit/s ${((sent * 8) / PHONE_PROFILE.uploadBitsPerSecond).toFixed(2)} s (computed), pick → counted median ${Math.round(median(results.map((r) => r.pickToCountedMs)))} ms (measured, mobile profile)`,
  );
}

await main();
