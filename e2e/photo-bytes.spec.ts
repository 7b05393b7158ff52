import { IMAGE_MAX_SIDE } from '@picture-bingo/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { card, cellPicker, countedPhotos, emptyPickers, expectOnBoard, hostApi, joinAs } from './players';
import { ROTATED_SAMPLE as ROTATED, twelveMegapixelPhoto } from '@picture-bingo/testkit/phone-photo';
import { createHost, saveScreenshot } from './support';

/**
 * A phone sends what the server keeps. A 12 MP photo goes as a WebP fitted within the stored size (the
 * encoding in a worker), upright, at most 1.2× the bytes of the photo the server stores; a small photo is never
 * enlarged; the cell shows the photo from the phone at once while it uploads.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A small grey thumbnail of an image's upright pixels, to compare what two images show. */
const look = (image: Buffer) =>
  sharp(image).rotate().resize(32, 24, { fit: 'fill' }).greyscale().raw().toBuffer();

/** The mean difference (0–255) between two images' looks. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([look(a), look(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

interface Sent {
  /** Bytes of the upload's request body (multipart: the photo and a few hundred bytes of framing). */
  body: number;
  /** Bytes and type of the photo the page put into the form. */
  file: number;
  type: string;
  /** The stored photo, fetched from the URL the upload's answer names. */
  stored: Buffer;
}

/** Picks `photo` for the first empty cell and returns what went over the wire and what the server keeps. */
async function pickAndUpload(
  page: Page,
  request: APIRequestContext,
  photo: Buffer,
  name: string,
): Promise<Sent> {
  const label = ((await emptyPickers(page).first().getAttribute('aria-label')) ?? '').slice(16);
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/image'));
  await cellPicker(page, label).setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const cell = (await response.json()) as { image: string };
  await expect(
    card(page).getByRole('button', { name: new RegExp(`^${label}: Counts on your card`) }),
  ).toBeVisible();
  const stored = await request.get(cell.image);
  expect(stored.headers()['content-type']).toBe('image/webp');
  const { files, bodies } = await page.evaluate(() => ({ files: window.__files, bodies: window.__bodies }));
  const last = files[files.length - 1];
  return {
    body: bodies[bodies.length - 1],
    file: last.size,
    type: last.type,
    stored: await stored.body(),
  };
}

declare global {
  interface Window {
    __files: { type: string; size: number }[];
    __bodies: number[];
  }
}

/**
 * Records the photos the page puts into upload forms (and still puts them there), and each upload's body size as
 * the browser sends it (the XMLHttpRequest upload's own total: Playwright sees no body sent from a Blob).
 */
function recordForms() {
  window.__files = [];
  window.__bodies = [];
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    const at = window.__bodies.push(0) - 1;
    this.upload.addEventListener('progress', (event) => {
      window.__bodies[at] = Math.max(window.__bodies[at], event.total);
    });
    return send.call(this, body);
  };
  const append = FormData.prototype.append;
  FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
    if (args[1] instanceof Blob) window.__files.push({ type: args[1].type, size: args[1].size });
    return Reflect.apply(
      append,
      this,
      args.length === 3 && args[2] === undefined ? args.slice(0, 2) : args,
    ) as void;
  } as typeof FormData.prototype.append;
}

test('a 12 MP photo is sent as the WebP the server keeps, upright; a small one as it is', async ({
  browser,
  request,
}) => {
  const { email } = await createHost(request);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false, timeLimitMinutes: 30 });
  const ann = await joinAs(browser, code, 'Ann', PHONE);
  const page = ann.page;
  await page.addInitScript(recordForms);
  await api.start(code);
  await expectOnBoard(page, code);
  await page.reload();
  await expectOnBoard(page, code);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  const original = await twelveMegapixelPhoto();
  expect((await sharp(original).metadata()).orientation).toBe(7);

  await test.step('a 12 MP JPEG goes as a WebP of the stored size, encoded in a worker, ≤ 1.2× what is stored', async () => {
    const sent = await pickAndUpload(page, request, original, 'IMG_0001.jpg');
    expect(sent.type).toBe('image/webp');
    expect(workers.some((url) => /encode-photo/.test(url))).toBe(true);
    // The form's photo is the request's body, bar the multipart framing.
    expect(sent.body).toBeGreaterThan(sent.file);
    expect(sent.body - sent.file).toBeLessThan(1000);
    const stored = await sharp(sent.stored).metadata();
    expect([stored.width, stored.height]).toEqual([IMAGE_MAX_SIDE, 1200]);
    expect(stored.orientation ?? 1).toBe(1);
    expect(sent.body / sent.stored.length).toBeLessThanOrEqual(1.2);
    expect(sent.body).toBeLessThan(original.length / 8);
    // Upright, as the photo shows: orientation 7 turns and flips, so the pixels are compared, not only the size.
    expect(await difference(sent.stored, original)).toBeLessThan(8);
    const flipped = await sharp(original).rotate().flop().toBuffer();
    expect(await difference(sent.stored, flipped)).toBeGreaterThan(20);
    console.log(
      `12 MP JPEG ${original.length} B → sent ${sent.body} B (WebP ${sent.file} B) → stored ${sent.stored.length} B (${(sent.body / sent.stored.length).toFixed(2)}×)`,
    );
  });

  await test.step('a small photo is sent as it is, and stored at its own size', async () => {
    const small = await sharp(ROTATED).rotate().resize(800).jpeg({ quality: 75 }).toBuffer();
    const sent = await pickAndUpload(page, request, small, 'small.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.file).toBe(small.length);
    const stored = await sharp(sent.stored).metadata();
    expect([stored.width, stored.height]).toEqual([800, 533]);
  });

  await test.step('the cell shows the photo from the phone at once, while it uploads on a slow network', async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // 750 kbit/s up, 1.6 Mbit/s down, 150 ms round trip (Lighthouse's mobile profile).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const label = ((await emptyPickers(page).first().getAttribute('aria-label')) ?? '').slice(16);
    await cellPicker(page, label).setInputFiles({
      name: 'IMG_0002.jpg',
      mimeType: 'image/jpeg',
      buffer: original,
    });
    const cell = card(page).getByRole('listitem').filter({ hasText: label });
    await expect(cell.getByRole('progressbar')).toBeVisible();
    await expect(cell.locator('img[src^="blob:"]')).toBeVisible();
    await saveScreenshot(page, { path: 'test-results/photo-bytes/uploading.png' });
    await expect(countedPhotos(page)).toHaveCount(3, { timeout: 30_000 });
    await expect(cell.locator('img[src^="blob:"]')).toHaveCount(0);
  });

  await ann.context.close();
});
