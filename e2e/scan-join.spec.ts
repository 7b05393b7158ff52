import fs from 'node:fs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { hostApi } from './players';
import { createHost, PHONE, saveScreenshot } from './support';

/**
 * Scan QR Code with a phone's camera: Chromium's fake camera shows a room's QR code (or, with no file, its own
 * moving test pattern), so the scanner reads a real picture of a real room's join link, through getUserMedia,
 * the video element and the decoder, as on a phone.
 */

const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * Where a hand-held phone's camera sees the code, frame by frame: its side in pixels and its offset from the
 * frame's centre. A still camera's single frame is one sampling of the code, which the decoder can miss every time
 * for some codes; a hand moves, and so does this camera.
 */
const HAND_HELD = [
  { side: 320, dx: 0, dy: 0 },
  { side: 304, dx: 5, dy: -3 },
  { side: 330, dx: -4, dy: 6 },
  { side: 296, dx: -7, dy: -5 },
  { side: 312, dx: 8, dy: 4 },
  { side: 326, dx: 2, dy: -8 },
];

/**
 * A YUV4MPEG2 video (4:2:0) of a QR code of `text` on a white 640x480 frame, one frame per HAND_HELD place
 * (Chromium loops it): the luma plane is the picture in grey, the chroma planes neutral.
 */
async function y4mOf(text: string): Promise<Buffer> {
  const [width, height] = [640, 480];
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frames = await Promise.all(
    HAND_HELD.map(async ({ side, dx, dy }) => {
      const luma = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .composite([
          {
            input: await QRCode.toBuffer(text, { margin: 4, width: side }),
            left: Math.round((width - side) / 2) + dx,
            top: Math.round((height - side) / 2) + dy,
          },
        ])
        .greyscale()
        .raw()
        .toColourspace('b-w')
        .toBuffer();
      expect(luma.length).toBe(width * height);
      return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
    }),
  );
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...frames]);
}

/**
 * Records every camera stream the page opens (window.pbStreams), to see whether it was stopped, and the size each
 * video had on screen when it started playing (window.pbPlaying): a scan can be over before a test looks.
 */
async function recordStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    const playing: Array<{ width: number; height: number }> = [];
    Object.assign(window, { pbStreams: streams, pbPlaying: playing });
    document.addEventListener(
      'playing',
      (event) => {
        if (event.target instanceof HTMLVideoElement) {
          playing.push({ width: event.target.clientWidth, height: event.target.clientHeight });
        }
      },
      true,
    );
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { pbStreams: MediaStream[] }).pbStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );

async function phoneWithCamera(args: string[], baseURL: string | undefined): Promise<[Browser, Page]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...args] });
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await recordStreams(page);
  return [browser, page];
}

/** The size of the last video that started playing, once one has. */
async function playedVideo(page: Page) {
  const size = () =>
    page.evaluate(() =>
      (window as unknown as { pbPlaying: Array<{ width: number; height: number }> }).pbPlaying.at(-1),
    );
  await expect.poll(async () => (await size())?.width ?? 0).toBeGreaterThan(0);
  const played = await size();
  if (!played) throw new Error('no video played');
  return played;
}

test("Scan QR Code reads a room's QR code from the camera and opens its name step", async ({
  request,
  baseURL,
}) => {
  const api = hostApi(request, (await createHost(request)).email);
  const code = await api.createPaidGame({ eventTitle: 'Scanned quiz night' });

  const video = test.info().outputPath('room-qr.y4m');
  fs.writeFileSync(video, await y4mOf(`${baseURL}/join/${code}`));
  const [camera, page] = await phoneWithCamera(
    [...FAKE_CAMERA, `--use-file-for-fake-video-capture=${video}`],
    baseURL,
  );
  try {
    await page.goto('/join');
    await page.getByRole('button', { name: 'Scan QR Code' }).click();
    // A square viewfinder across the phone's card, not a 0x0 video.
    const played = await playedVideo(page);
    expect(played.width).toBeGreaterThan(200);
    expect(played.width).toBeLessThanOrEqual(390);
    expect(Math.abs(played.width - played.height)).toBeLessThanOrEqual(2);
    // The code is read, and the camera let go. How long the read took is printed, not asserted: a loaded machine
    // decodes fewer frames a second.
    const playing = Date.now();
    await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
    console.log(`Scan QR Code: the name step ${Date.now() - playing} ms after the camera played`);
    await expect(page.getByRole('heading', { name: 'Scanned quiz night' })).toBeVisible();
    await expect(page.getByLabel('Player Name')).toBeEditable();
    await expect.poll(() => liveTracks(page)).toBe(0);
  } finally {
    await camera.close();
  }
});

test('Cancel Scanning on the login screen stops the camera and the form still joins', async ({
  request,
  baseURL,
}) => {
  const api = hostApi(request, (await createHost(request)).email);
  const code = await api.createPaidGame({ eventTitle: 'Cancelled scan party' });

  // Chromium's own test pattern: a camera that shows no QR code.
  const [camera, page] = await phoneWithCamera(FAKE_CAMERA, baseURL);
  try {
    await page.goto('/login');
    const panel = page.getByRole('region', { name: 'Join a Game' });
    await panel.getByRole('button', { name: 'Scan QR Code' }).click();
    const played = await playedVideo(page);
    expect(played.width).toBeGreaterThan(200);
    expect(Math.abs(played.width - played.height)).toBeLessThanOrEqual(2);
    await expect(page.locator('#qr-reader video')).toBeVisible();
    expect(await liveTracks(page)).toBe(1);
    await saveScreenshot(page, { path: test.info().outputPath('login-scanning-390x844.png') });

    await panel.getByRole('button', { name: 'Cancel Scanning' }).click();
    await expect(panel.getByRole('button', { name: 'Scan QR Code' })).toBeVisible();
    await expect.poll(() => liveTracks(page)).toBe(0);
    await expect(page.locator('#qr-reader video')).toHaveCount(0);
    await expect(page.locator('#qr-reader')).toBeHidden();

    // Scanning again works, and so does typing the code.
    await panel.getByRole('button', { name: 'Scan QR Code' }).click();
    await expect(page.locator('#qr-reader video')).toBeVisible();
    await expect.poll(() => liveTracks(page)).toBe(1);
    await panel.getByRole('button', { name: 'Cancel Scanning' }).click();
    await expect.poll(() => liveTracks(page)).toBe(0);
    await panel.getByLabel('Room Code').fill(code);
    await panel.getByRole('button', { name: 'Join Game' }).click();
    await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
    await expect(page.getByRole('heading', { name: 'Cancelled scan party' })).toBeVisible();
  } finally {
    await camera.close();
  }
});
