import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { completeSetup, createHost, createPaidGame, PHONE } from './support';

/**
 * A new phone's join pages come prerendered in its language (decisions 014 and 036): the HTML the server sends
 * holds the name step (or /join's form) in the language it picked (?lang=, the browser's, the game's language,
 * English), and the app takes over in the same one, with no flash of another. Checked with the JS off (the page as
 * served) and on (the takeover, watched from the first parse on).
 */

const SPANISH = {
  title: 'Nombre de jugador · Picture Bingo',
  heading: 'Nombre de jugador',
  next: 'Siguiente',
  waiting: 'Esperando a que el anfitrión empiece…',
};

/**
 * Records, from before the page's first byte, every tab title, level-1 heading and `<html lang dir>` the page shows
 * (a MutationObserver on the document), so a screen shown for one frame in another language is seen.
 */
async function watchLanguage(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = { titles: new Set<string>(), headings: new Set<string>(), roots: new Set<string>() };
    (window as unknown as { pbSeen: typeof seen }).pbSeen = seen;
    const record = () => {
      const root = document.documentElement;
      seen.roots.add(`${root.getAttribute('lang')} ${root.getAttribute('dir')}`);
      if (document.title) seen.titles.add(document.title);
      // A heading's words (an h1 being filled, seen empty at a commit under load, is no language).
      document.querySelectorAll('h1').forEach((heading) => {
        if (heading.textContent) seen.headings.add(heading.textContent);
      });
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const seenOf = (page: Page) =>
  page.evaluate(() => {
    const { titles, headings, roots } = (
      window as unknown as { pbSeen: Record<'titles' | 'headings' | 'roots', Set<string>> }
    ).pbSeen;
    return { titles: [...titles], headings: [...headings], roots: [...roots] };
  });

/** Holds the app's entry script (named in the page's HTML) until `release` is called. */
async function holdEntry(context: BrowserContext, html: string) {
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in the page');
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a Spanish phone opens a Spanish game’s join link: the name step as served is Spanish, and stays so', async ({
  browser,
  request,
}) => {
  const code = await createPaidGame(request, (await createHost(request)).email, {
    ...completeSetup,
    language: 'es',
  });
  const phone = { ...PHONE, locale: 'es-ES' };

  // The page as served, before any JS: the Spanish name step.
  const served = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const bare = await served.newPage();
  const response = await bare.goto(`/join/${code}`);
  const html = (await response?.text()) ?? '';
  expect(response?.headers()['vary']).toMatch(/Accept-Language/);
  await expect(bare.locator('html')).toHaveAttribute('lang', 'es');
  await expect(bare.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(bare).toHaveTitle(SPANISH.title);
  await expect(bare.getByRole('heading', { name: SPANISH.heading, level: 1 })).toBeVisible();
  await expect(bare.getByLabel(SPANISH.heading)).toBeEditable();
  await expect(bare.getByRole('button', { name: SPANISH.next })).toBeDisabled();
  expect(html).not.toContain('>Player Name<');
  await served.close();

  // With the JS on: the same screen takes a name before the app, and the app takes over in Spanish with it.
  const context = await browser.newContext(phone);
  await watchLanguage(context);
  const release = await holdEntry(context, html);
  const page = await context.newPage();
  await page.goto(`/join/${code}`, { waitUntil: 'commit' });
  const field = page.getByLabel(SPANISH.heading);
  await field.fill('Lucía');
  release();
  await expect(page.locator('#root[data-app]')).toBeAttached();
  await expect(page.getByRole('heading', { name: SPANISH.heading, level: 1 })).toBeVisible();
  await expect(field).toHaveValue('Lucía');
  await expect(field).toBeFocused();
  await expect(page.getByRole('button', { name: SPANISH.next })).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Never another language: every title, heading and root language seen from the first parse on.
  const seen = await seenOf(page);
  expect(seen.headings).toEqual([SPANISH.heading]);
  expect(seen.titles).toEqual([SPANISH.title]);
  expect(seen.roots).toEqual(['es ltr']);

  await page.getByRole('button', { name: SPANISH.next }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(page.getByText(SPANISH.waiting)).toBeVisible();
  await context.close();
});

test('a German phone’s /join, and an Arabic one’s, come in their language from the browser’s alone', async ({
  browser,
}) => {
  for (const [locale, lang, dir, heading, title] of [
    ['de-DE', 'de', 'ltr', 'Einem Spiel beitreten', 'Einem Spiel beitreten · Picture Bingo'],
    ['ar-EG', 'ar', 'rtl', 'الانضمام إلى لعبة', 'الانضمام إلى لعبة · Picture Bingo'],
  ]) {
    const served = await browser.newContext({ ...PHONE, locale, javaScriptEnabled: false });
    const bare = await served.newPage();
    await bare.goto('/join');
    await expect(bare.locator('html')).toHaveAttribute('lang', lang);
    await expect(bare.locator('html')).toHaveAttribute('dir', dir);
    await expect(bare.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await served.close();

    const context = await browser.newContext({ ...PHONE, locale });
    await watchLanguage(context);
    const page = await context.newPage();
    await page.goto('/join');
    await expect(page.locator('#root[data-app]')).toBeAttached();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const seen = await seenOf(page);
    expect(seen.headings, locale).toEqual([heading]);
    expect(seen.titles, locale).toEqual([title]);
    expect(seen.roots, locale).toEqual([`${lang} ${dir}`]);
    await context.close();
  }
});

test('a Japanese game’s join link: Spanish on a Spanish phone, Japanese on a phone whose language the app lacks, as served and throughout', async ({
  browser,
  request,
}) => {
  const code = await createPaidGame(request, (await createHost(request)).email, {
    ...completeSetup,
    language: 'ja',
  });
  for (const [locale, heading, next, root] of [
    ['es-ES', SPANISH.heading, SPANISH.next, 'es ltr'],
    ['ko-KR', 'プレイヤー名', '次へ', 'ja ltr'],
  ] as const) {
    const context = await browser.newContext({ ...PHONE, locale });
    await watchLanguage(context);
    const page = await context.newPage();
    await page.goto(`/join/${code}`);
    await expect(page.locator('#root[data-app]')).toBeAttached();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: next })).toBeVisible();
    // The app's first render is already in the served language: it read the game's language from the page's seed
    // and the phone's, and never showed another.
    const seen = await seenOf(page);
    expect(seen.headings, locale).toEqual([heading]);
    expect(seen.titles, locale).toEqual([`${heading} · Picture Bingo`]);
    expect(seen.roots, locale).toEqual([root]);
    await context.close();
  }
});
