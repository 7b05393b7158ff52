import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '../apps/web/src/lib/i18n/locales';

/**
 * A guest's phone or browser that opens `url` (a join link, with or without `?lang=`); `scripts` lists the paths of
 * the scripts it has requested so far.
 */
export async function guestAt(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const scripts: string[] = [];
  context.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page, scripts };
}

/** Sends a name on the name step with the shown language's label and button, and waits for the lobby. */
export async function joinLobby(
  page: Page,
  code: string,
  name: string,
  words: { label: string | RegExp; next: string | RegExp; waiting: string | RegExp },
) {
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name`));
  await page.getByLabel(words.label).fill(name);
  await page.getByRole('button', { name: words.next }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  await expect(page.getByText(words.waiting)).toBeVisible();
}

/** Names the same in every language: the product's, and each language's own (the switcher, the print kit's choice). */
const NAMES = ['Picture Bingo', ...Object.values(LANGUAGE_NAMES)];
/**
 * Tokens that are no English to translate ("QR", the call "BINGO!"), and the months of Intl's dates (it has no
 * pseudo-locale: the pseudo-locale's dates are English's).
 */
const NOT_ENGLISH =
  /^(QR|BINGO|Jan(uary)?|Feb(ruary)?|Mar(ch)?|Apr(il)?|May|June?|July?|Aug(ust)?|Sep(tember)?|Oct(ober)?|Nov(ember)?|Dec(ember)?)$/;

/**
 * The English words on a page shown in the pseudo-locale (`?lang=en-XA`, every app word accented): words of three
 * Latin letters or more in its text, its tab's title and the names its elements carry (`alt`, `aria-label`,
 * `title`, `placeholder`). What people typed is not the app's: `theirs` (names, the event's title and welcome, labels,
 * codes, ids) and whatever sits in `<bdi>`; nor are web addresses (a join link), names the same in every language,
 * `script` and `style`.
 */
export async function english(page: Page, theirs: readonly string[] = []): Promise<string[]> {
  let text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('bdi, script, style').forEach((own) => own.remove());
    const parts = [document.title, copy.innerText];
    copy.querySelectorAll('[alt], [aria-label], [title], [placeholder]').forEach((el) => {
      for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
        parts.push(el.getAttribute(name) ?? '');
    });
    return parts.join('\n').replaceAll(/https?:\/\/\S+/g, ' ');
  });
  // Longest first: a typed text that contains another is taken out whole.
  for (const words of [...theirs, ...NAMES].sort((a, b) => b.length - a.length))
    text = text.replaceAll(words, ' ');
  const shown = [...text.matchAll(/[A-Za-z]{3,}/g)].map((found) => found[0]);
  return shown.filter((word) => !NOT_ENGLISH.test(word));
}

/** Whether the page is wider than its window: a text too long for its box pushes it sideways. */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
