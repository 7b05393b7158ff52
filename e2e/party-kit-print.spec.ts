import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { decodePdfQr, downloadPrintout, pdfPageCount, pdfText } from './pdf-pages';
import {
  completeSetup,
  createPaidGame,
  decodeQr,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  registerHost,
} from './support';

const HOST = { viewport: { width: 1366, height: 800 } };

test('the party kit prints a poster (A4, US Letter), table cards and the card sheet with the room’s own link', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ ...HOST, acceptDownloads: true });
  const host = await context.newPage();
  const email = await registerHost(host, { open: null });
  const code = await createPaidGame(request, email);
  await host.goto(`/room/${code}`);
  const shown = host.getByRole('img', { name: /^QR code for joining the game: / });
  await expect(shown).toBeVisible();
  const link = await decodeQr(shown);
  expect(link).toMatch(new RegExp(`/join/${code}$`));
  await expect(host.getByRole('region', { name: 'Print' })).toBeVisible();
  await expectNoSeriousA11yViolations(host);

  for (const [testId, pageWidth] of [
    ['print-poster-a4', 595],
    ['print-poster-letter', 612],
  ] as const) {
    await test.step(`${testId}: a PDF with the title, the code and a QR code of the room's link`, async () => {
      const { file, name } = await downloadPrintout(host, testId);
      expect(name).toBe(`${testId.replace('print-', '')}-${code}.pdf`);
      const text = pdfText(file);
      expect(text).toContain(code);
      expect(text).toContain(EVENT_TITLE);
      expect(text).toContain(link!);
      expect(pdfPageCount(file)).toBe(1);
      expect(decodePdfQr(file)).toBe(link);
      // The page size says which paper it is for.
      const info = (await import('node:child_process')).execFileSync('pdfinfo', [file], {
        encoding: 'latin1',
      });
      expect(info).toMatch(new RegExp(`Page size:\\s+${pageWidth}(\\.\\d+)? x`));
    });
  }

  await test.step('table cards: four a page, each with the code and a QR code that reads', async () => {
    const { file } = await downloadPrintout(host, 'print-table-cards');
    const text = pdfText(file);
    expect(text.split(`Room code: ${code}`).length - 1).toBe(4);
    // One card at 72 dpi: its code is ~150 px, still read, as a phone reads a card across the table.
    expect(decodePdfQr(file, 72, true)).toBe(link);
  });

  await test.step('a title too long for one line wraps on every table card, never cut', async () => {
    const longCode = await createPaidGame(request, email, {
      ...completeSetup,
      eventTitle: 'Maya 30th Birthday Photo Hunt by the Lake',
    });
    await host.goto(`/room/${longCode}`);
    const text = pdfText((await downloadPrintout(host, 'print-table-cards')).file);
    for (const word of ['Maya', 'Birthday', 'Lake']) expect(text.split(word).length - 1).toBe(4);
    expect(text).not.toContain('…');
    await host.goto(`/room/${code}`);
  });

  await test.step('the card sheet lists every label', async () => {
    const { file } = await downloadPrintout(host, 'print-card-sheet');
    const text = pdfText(file);
    expect(text).toContain(code);
    expect(text).toMatch(/1\.\s+\S/);
  });

  await test.step('?lang= on the room page goes into the printed link', async () => {
    await host.goto(`/room/${code}?lang=en`);
    const { file, name } = await downloadPrintout(host, 'print-poster-a4');
    expect(name).toBe(`poster-a4-${code}-en.pdf`);
    expect(decodePdfQr(file)).toBe(`${link}?lang=en`);
  });
  await context.close();
});

/** The PDF's words as poppler reads them, in UTF-8 (accents, kana and kanji whole). */
const pdfWords = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test('a printout comes in the game’s language, or in the one the host picks: its QR code then opens the game in it', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ ...HOST, acceptDownloads: true });
  const host = await context.newPage();
  const email = await registerHost(host, { open: null });
  const code = await createPaidGame(request, email, { ...completeSetup, language: 'ja' });
  await host.goto(`/room/${code}`);
  const link = await decodeQr(host.getByRole('img', { name: /^QR code for joining the game: / }));
  expect(link).toMatch(new RegExp(`/join/${code}$`));

  await test.step('the game’s language (Japanese): the poster’s words are Japanese, its link the room’s', async () => {
    await expect(host.getByTestId('print-language')).toHaveValue('');
    const { file, name } = await downloadPrintout(host, 'print-poster-a4');
    expect(name).toBe(`poster-a4-${code}.pdf`);
    const words = pdfWords(file);
    for (const text of ['スキャンして参加', 'ルームコード', '遊び方', 'カメラでコードを読み取り'])
      expect(words).toContain(text);
    expect(words).toContain(code);
    expect(execFileSync('pdffonts', [file], { encoding: 'latin1' })).toContain('NotoSansJP');
    expect(decodePdfQr(file)).toBe(link);
  });

  await test.step('Spanish picked for the poster: Spanish words, and the QR code and printed link carry ?lang=es', async () => {
    await host.getByLabel('Language of the printout').selectOption('es');
    const { file, name } = await downloadPrintout(host, 'print-poster-a4');
    expect(name).toBe(`poster-a4-${code}-es.pdf`);
    const words = pdfWords(file);
    for (const text of ['Escanea para unirte', 'Código de sala', 'Cómo jugar', `o abre ${link}?lang=es`])
      expect(words).toContain(text);
    expect(words).not.toContain('Scan to join');
    expect(decodePdfQr(file)).toBe(`${link}?lang=es`);
    // Table cards in the same language.
    const cards = pdfWords((await downloadPrintout(host, 'print-table-cards')).file);
    expect(cards.split(`Código de sala: ${code}`).length - 1).toBe(4);
  });

  await test.step('the link opens the game in Spanish', async () => {
    const phone = await browser.newPage();
    await phone.goto(`${link}?lang=es`);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
    await phone.close();
  });

  await test.step('Arabic: joined letters, the code and link left to right inside', async () => {
    await host.getByLabel('Language of the printout').selectOption('ar');
    const { file } = await downloadPrintout(host, 'print-poster-a4');
    const words = pdfWords(file);
    expect(words).toContain(code);
    expect(words).toContain(`${link}?lang=ar`);
    // Presentation forms (the shaped letters), never the bare letters pdf-lib would print unjoined.
    expect(words).toMatch(/[\ufe70-\ufeff]/);
    expect(decodePdfQr(file)).toBe(`${link}?lang=ar`);
  });
  await expectNoSeriousA11yViolations(host);
  await context.close();
});
