import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { decodePdfQr, downloadPrintout, pdfText } from './pdf-pages';
import { joinAs } from './players';
import {
  createPaidGame,
  decodeQr,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostHeaders,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

const HOST = { viewport: { width: 1366, height: 800 } };
const PROJECTOR = { viewport: { width: 1920, height: 1080 } };
/** The accent the host picks: white text on it reaches AA (5.4:1). */
const ACCENT = '#0e7490';
const ACCENT_RGB = 'rgb(14, 116, 144)';

/** A logo as a host would have it: a PNG with transparency, a shape and a word (no QR code, so none is misread). */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240">' +
        '<circle cx="120" cy="120" r="100" fill="#0e7490"/>' +
        '<text x="240" y="150" font-size="90" font-family="sans-serif" fill="#b45309">Ada</text></svg>',
    ),
  )
    .png()
    .toBuffer();

/** How many images the PDF's first page draws (poppler's pdfimages). */
function pdfImageCount(file: string): number {
  const list = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', file], { encoding: 'latin1' });
  return (
    list
      .trim()
      .split('\n')
      .slice(2)
      // Rows of `page num type …`: an image's transparency is a row of its own, of type smask.
      .filter((line) => line.trim().split(/\s+/)[2] === 'image').length
  );
}

test('a host sets a logo and an accent colour: phones, the big screen and the poster show them', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ ...HOST, acceptDownloads: true });
  const host = await context.newPage();
  const email = await registerHost(host, { open: null });
  const code = await createPaidGame(request, email);
  await host.goto(`/host/${code}/event-setup`);
  const look = host.getByTestId('event-look');
  const logoInput = look.getByLabel('Logo');
  const refusal = look.getByRole('alert');

  await test.step('a logo that is not a safe image is refused with a clear message, and nothing changes', async () => {
    const cases = [
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        says: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
      },
      {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('GIF89a<html><script>alert(document.domain)</script></html>'),
        says: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
      },
      {
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([await logoPng(), Buffer.alloc(6 * 1024 * 1024)]),
        says: 'That logo is too large (5 MB at most)',
      },
    ];
    for (const { says, ...file } of cases) {
      await logoInput.setInputFiles(file);
      await expect(refusal).toContainText('The logo was not saved');
      await expect(refusal).toContainText(says);
      await expect(look.getByRole('img')).toHaveCount(0);
    }
    const game = await request.get(`/api/game/${code}`);
    expect(await game.json()).not.toHaveProperty('look');
  });

  await test.step('the logo is uploaded and shown', async () => {
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await expect(look.getByRole('img', { name: `${EVENT_TITLE} logo` })).toBeVisible();
    await expect(refusal).toHaveCount(0);
  });

  await test.step('the accent colour: the host is told how text on it keeps its contrast', async () => {
    const hex = look.getByLabel('Accent colour as #rrggbb');
    const use = look.getByRole('button', { name: 'Use this colour' });
    await hex.fill('#12');
    await expect(look.getByText('Type a colour like #1d4ed8')).toBeVisible();
    await expect(use).toBeDisabled();
    // Too light for white text: text on it is dark.
    await hex.fill('#f59e0b');
    await expect(look.getByTestId('accent-note')).toContainText('so text on it is dark');
    // Neither white nor dark text reaches AA on pure red: it is darkened.
    await hex.fill('#ff0000');
    await expect(look.getByTestId('accent-note')).toContainText('so it is darkened to #');
    await hex.fill(ACCENT);
    await expect(look.getByTestId('accent-note')).toHaveText(
      'Text on this colour is white (contrast 5.4:1).',
    );
    await use.click();
    await expect(look.getByText(`Saved: ${ACCENT}`)).toBeVisible();
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('the poster carries the logo, and its QR code still reads to the room’s link', async () => {
    await host.goto(`/room/${code}`);
    const link = await decodeQr(host.getByRole('img', { name: /^QR code for joining the game: / }));
    expect(link).toMatch(new RegExp(`/join/${code}$`));
    const poster = (await downloadPrintout(host, 'print-poster-a4')).file;
    // The logo atop the poster and in the middle of the QR code.
    expect(pdfImageCount(poster)).toBe(2);
    expect(decodePdfQr(poster)).toBe(link);
    const cards = (await downloadPrintout(host, 'print-table-cards')).file;
    // The cards carry the logo in their QR codes.
    expect(pdfImageCount(cards)).toBeGreaterThanOrEqual(1);
    expect(decodePdfQr(cards, 72, true)).toBe(link);
  });
  const logoName = `${EVENT_TITLE} logo`;
  await test.step('a phone at 390x844: the join page, the lobby and the card carry the logo and the colour', async () => {
    const phone = await joinAs(browser, code, 'Pia', PHONE);
    await expect(phone.page.getByRole('img', { name: logoName })).toBeVisible();
    await saveScreenshot(phone.page, { path: 'docs/screens/event-look-lobby-phone.png' });

    const other = await browser.newContext(PHONE);
    const join = await other.newPage();
    await join.goto(`/join/${code}`);
    await expect(join.getByRole('img', { name: logoName })).toBeVisible();
    const next = join.getByRole('button', { name: 'Next' });
    await expect(next).toHaveCSS('background-color', ACCENT_RGB);
    await expect(next).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoSeriousA11yViolations(join);
    await saveScreenshot(join, { path: 'docs/screens/event-look-join-phone.png' });
    await other.close();

    const start = await request.post(`/api/game/${code}/start`, {
      headers: await hostHeaders(request, email),
    });
    expect(start.status()).toBe(200);
    await expect(phone.page).toHaveURL(new RegExp(`/game-board/${code}$`));
    await expect(phone.page.getByRole('img', { name: logoName })).toBeVisible();
    await phone.context.close();
  });

  await test.step('the big screen at 1920x1080 shows the logo on the accent', async () => {
    // The signed-in host's browser opens the big screen, at projector size.
    await host.setViewportSize(PROJECTOR.viewport);
    await host.goto(`/room/${code}/screen`);
    const logo = host.getByTestId('event-logo');
    await expect(logo.getByRole('img', { name: logoName })).toBeVisible();
    await expect(logo).toHaveCSS('background-color', ACCENT_RGB);
    await expectNoSeriousA11yViolations(host);
    await saveScreenshot(host, { path: 'docs/screens/event-look-big-screen.png' });
    await host.setViewportSize(HOST.viewport);
  });

  await context.close();
});

test('printouts write other scripts with an embedded font, and say which letters they cannot print', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ ...HOST, acceptDownloads: true });
  const host = await context.newPage();
  const email = await registerHost(host, { open: null });
  const title = 'Свадьба Ελένης και Γιώργου';
  const code = await createPaidGame(request, email);
  const rename = async (eventTitle: string) => {
    const headers = await hostHeaders(request, email);
    expect((await request.patch(`/api/game/${code}`, { headers, data: { eventTitle } })).status()).toBe(200);
  };
  await rename(title);
  await host.goto(`/room/${code}`);
  const poster = (await downloadPrintout(host, 'print-poster-a4')).file;
  const words = execFileSync('pdftotext', [poster, '-'], { encoding: 'utf8' });
  for (const word of title.split(' ')) expect(words).toContain(word);
  expect(execFileSync('pdffonts', [poster], { encoding: 'latin1' })).toContain('DejaVuSans');
  await expect(host.getByTestId('print-unprintable')).toHaveCount(0);

  // Chinese characters print in the Japanese font's slices that hold them.
  await rename('婚礼 Party');
  await host.reload();
  const cjk = (await downloadPrintout(host, 'print-poster-a4')).file;
  expect(execFileSync('pdftotext', [cjk, '-'], { encoding: 'utf8' })).toContain('婚礼 Party');
  expect(execFileSync('pdffonts', [cjk], { encoding: 'latin1' })).toContain('NotoSansJP');
  await expect(host.getByTestId('print-unprintable')).toHaveCount(0);

  // A script no font here has (Thai) prints as "?", and the host is told which letters.
  await rename('งาน Party');
  await host.reload();
  const thai = (await downloadPrintout(host, 'print-poster-a4')).file;
  expect(pdfText(thai)).toContain('??? Party');
  await expect(host.getByTestId('print-unprintable')).toContainText('ง า น');
  await expectNoSeriousA11yViolations(host);
  await context.close();
});
