import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiClient,
  completeSetup,
  createHost,
  createPaidGame,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  saveScreenshot,
  WELCOME_MESSAGE,
} from './support';
import { english, guestAt, joinLobby } from './language-steps';

const SCREENS = path.resolve(import.meta.dirname, '../docs/screens');

const SPANISH = {
  label: 'Nombre de jugador',
  next: 'Siguiente',
  waiting: 'Esperando a que el anfitrión empiece…',
};
const ENGLISH = { label: 'Player Name', next: 'Next', waiting: 'Waiting for the host to start…' };
const ARABIC = { label: 'اسم اللاعب', next: 'التالي', waiting: 'في انتظار أن يبدأ المضيف…' };
const JAPANESE = { label: 'プレイヤー名', next: '次へ', waiting: 'ホストの開始を待っています…' };

test('a Spanish link and an English guest in one game, each in their own language', async ({
  browser,
  request,
}) => {
  const host = await (await browser.newContext()).newPage();
  const email = await registerHost(host);
  const code = await createPaidGame(request, email);

  const ana = await guestAt(browser, `/join/${code}?lang=es`, PHONE);
  await expect(ana.page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(ana.page.getByRole('heading', { name: 'Nombre de jugador', level: 1 })).toBeVisible();
  await expect(ana.page.getByRole('button', { name: 'Sugerir un nombre' })).toBeVisible();
  await expectNoSeriousA11yViolations(ana.page);
  await joinLobby(ana.page, code, 'Ana', SPANISH);

  const ben = await guestAt(browser, `/join/${code}`, PHONE);
  await expect(ben.page.locator('html')).toHaveAttribute('lang', 'en');
  await joinLobby(ben.page, code, 'Ben', ENGLISH);

  // Each sees the other arrive, in their own words.
  const list = (page: Page, title: string) => page.getByRole('region', { name: title }).getByRole('listitem');
  await expect(list(ana.page, 'Jugadores')).toHaveText(['Ana (tú)', 'Ben']);
  await expect(list(ben.page, 'Players')).toHaveText(['Ana', 'Ben (you)']);
  await expect(ana.page.getByText('2 de 50 jugadores')).toBeVisible();
  await expect(ana.page.getByRole('heading', { name: 'Reglas' })).toBeVisible();
  await expectNoSeriousA11yViolations(ana.page);

  // The link's language lasts for the tab: a reload of the lobby stays in Spanish.
  await ana.page.reload();
  await expect(ana.page.getByText(SPANISH.waiting)).toBeVisible();

  await apiClient(request).start(hostCredential(request, email), code);
  await expect(ana.page).toHaveURL(new RegExp(`/game-board/${code}$`));
  await expect(ben.page).toHaveURL(new RegExp(`/game-board/${code}$`));
  await expect(ana.page.locator('html')).toHaveAttribute('lang', 'es');
  // A guest's phone downloads the guests' words only, never the host's (their own chunks, decision 044).
  await ana.page.waitForLoadState('networkidle');
  expect(ana.scripts.some((script) => /\/es-guest-/.test(script))).toBe(true);
  expect(ana.scripts.filter((script) => /host/.test(script))).toEqual([]);
});

test('an Arabic phone joins right to left', async ({ browser, request }) => {
  const code = await createPaidGame(request, (await createHost(request)).email);
  const { page } = await guestAt(browser, `/join/${code}?lang=ar`, PHONE);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'اسم اللاعب', level: 1 })).toBeVisible();
  // Right to left: the name field's label ends within 40 px of the field's right edge. Measured until both are
  // on screen: the prerendered form is replaced by the app's as it starts, and a box of the one replaced is null.
  const label = page.getByText('اسم اللاعب', { exact: true }).last();
  const field = page.getByLabel(ARABIC.label);
  await expect
    .poll(async () => {
      const [l, f] = [await label.boundingBox(), await field.boundingBox()];
      return l && f ? l.x + l.width - (f.x + f.width - 40) : null;
    })
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  fs.mkdirSync(SCREENS, { recursive: true });
  await saveScreenshot(page, { path: path.join(SCREENS, 'languages-ar-name-step.png') });
  await joinLobby(page, code, 'ليلى', ARABIC);
  await expect(page.getByRole('region', { name: 'اللاعبون' }).getByRole('listitem')).toHaveText([
    'ليلى (أنت)',
  ]);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, { path: path.join(SCREENS, 'languages-ar-lobby.png'), fullPage: true });
});

test('a Japanese guest joins, and the switcher keeps a choice on the device', async ({
  browser,
  request,
}) => {
  const code = await createPaidGame(request, (await createHost(request)).email);
  const { context, page } = await guestAt(browser, `/join/${code}?lang=ja`, PHONE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expectNoSeriousA11yViolations(page);
  await joinLobby(page, code, 'ゆき', JAPANESE);
  await expectNoSeriousA11yViolations(page);

  // The guest picks German in the switcher: the lobby changes at once, and /join opens in German later.
  await page.getByRole('combobox', { name: '言語' }).selectOption('de');
  await expect(page.getByText('Warten, bis der Gastgeber startet…')).toBeVisible();
  const later = await context.newPage();
  await later.goto('/join');
  await expect(later.getByRole('heading', { name: 'Einem Spiel beitreten', level: 1 })).toBeVisible();
  await expect(later.locator('html')).toHaveAttribute('lang', 'de');
});

test('the pseudo-locale leaves no English on the join page, the name step and the lobby', async ({
  browser,
  request,
}) => {
  const code = await createPaidGame(request, (await createHost(request)).email);
  // What guests and hosts typed (names, the event's title and welcome) is not the app's words.
  const theirs = [EVENT_TITLE, WELCOME_MESSAGE, 'Zoe', code];

  const { page } = await guestAt(browser, '/join?lang=en-XA', PHONE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ĵóíñ');
  expect(await english(page, theirs)).toEqual([]);

  await page.goto(`/join/${code}?lang=en-XA`);
  await expect(page.getByRole('button', { name: /Ñéẋť/ })).toBeVisible();
  expect(await english(page, theirs)).toEqual([]);
  await page.getByRole('textbox').fill('Zoe');
  await page.getByRole('button', { name: /Ñéẋť/ }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(page.getByText(/Ŵáíťíñĝ/)).toBeVisible();
  expect(await english(page, theirs)).toEqual([]);
});

// Japanese labels have no spaces: a label breaks between characters, never inside a Latin word.
const JAPANESE_LABELS = [
  '乾杯しているところ',
  'ウェディングケーキ',
  'DJブースの前で自撮り',
  '花嫁のブーケ',
  'ダンスフロアで踊る人',
  'おそろいの服を着た二人',
  'Photoboothで変顔',
  '新郎のネクタイ',
  'キャンドルの灯り',
  'シャンパンタワー',
  '子どもの笑顔',
  'おばあちゃんとの写真',
  'スピーチ中の友人',
  'Wi-Fiのパスワード',
  '手書きのメッセージカード',
  '指輪のアップ',
  'ウェルカムボード',
  'みんなでジャンプ',
  'サングラスをかけた人',
  'デザートビュッフェ',
  'ハートのポーズ',
  '集合写真',
  '乾杯のグラス',
  '帽子をかぶった人',
];

test('a Japanese 5×5 card fits a 360×740 phone with every label whole', async ({ browser, request }) => {
  const { email } = await createHost(request);
  const code = await createPaidGame(request, email, {
    ...completeSetup,
    boardSize: 5,
    words: JAPANESE_LABELS,
  });
  const viewport = { width: 360, height: 740 };
  const { page } = await guestAt(browser, `/join/${code}?lang=ja`, { ...PHONE, viewport });
  await joinLobby(page, code, 'はな', JAPANESE);
  await apiClient(request).start(hostCredential(request, email), code);
  await expect(page).toHaveURL(new RegExp(`/game-board/${code}$`));
  const card = page.getByRole('list', { name: 'あなたのビンゴカード' });
  await expect(card.getByRole('listitem')).toHaveCount(25);
  await expect(card.locator('[data-fit="whole"]', { hasText: 'DJブースの前で自撮り' })).toBeVisible();

  const box = await card.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await expect(card.locator('[data-fit="truncated"]')).toHaveCount(0);
  // Each Latin word's pieces sit on one line; the Japanese around it may wrap anywhere.
  const splitLatin = await card.evaluate((list) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[A-Za-z][A-Za-z-]*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
        if (new Set(rects.map((r) => Math.round(r.top))).size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
  expect(splitLatin).toEqual([]);
  // Strict line breaking: no line of a label starts with a small kana, "ー" or closing punctuation.
  const badStarts = await card.evaluate((list) => {
    const found: string[] = [];
    for (const label of Array.from(list.querySelectorAll('[data-fit] > span'))) {
      const node = label.firstChild;
      if (!node?.textContent) continue;
      let top: number | null = null;
      for (let i = 0; i < node.textContent.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.height === 0) continue;
        const char = node.textContent[i];
        if (
          top !== null &&
          Math.round(rect.top) > top &&
          /[ぁぃぅぇぉっゃゅょァィゥェォッャュョー、。）」]/.test(char)
        )
          found.push(node.textContent);
        top = Math.round(rect.top);
      }
    }
    return found;
  });
  expect(badStarts).toEqual([]);
  await expect(page.getByText('24 マス中 0 マス発見')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  fs.mkdirSync(SCREENS, { recursive: true });
  await saveScreenshot(page, { path: path.join(SCREENS, 'languages-ja-card-360.png') });
});
