import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

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
