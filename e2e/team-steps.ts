import { expect, type Browser, type Page, type Request, type Route } from '@playwright/test';
import { card, cellPicker, photo } from './players';
import { PHONE } from './support';

/** A phone at 390×844 that opens the join link, picks a name and a team, and waits in the lobby. */
export async function joinTeam(browser: Browser, code: string, name: string, team: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/join/${code}`);
  await page.getByLabel('Player Name').fill(name);
  await page.getByRole('radio', { name: new RegExp(`^${team}`) }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
  return page;
}

/** A photo sent into a cell of the card (PUT …/board/cells/:idx/image). */
export const isCellUpload = (request: Request) =>
  request.method() === 'PUT' && /\/board\/cells\/\d+\/image/.test(new URL(request.url()).pathname);

/** A cell of the card holding a photo its team's member `name` added, by its label. */
export const addedBy = (page: Page, label: string, name: string) =>
  card(page).getByRole('button', { name: new RegExp(`^${label}: .*Added by ${name}`) });

/**
 * Two members of one team fill the cell `label` at once: both photos leave their phones while the cell is empty on
 * both (each upload waits at the network until the other one was sent too, then both go on together). One is
 * taken (200), the other refused (409); says which phone and member won.
 */
export async function raceForOneCell(
  phones: readonly [Page, Page],
  names: readonly [string, string],
  label: string,
) {
  let release = () => {};
  const bothSent = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  const holdUntilBoth = async (route: Route) => {
    if (!isCellUpload(route.request())) return route.fallback();
    sent += 1;
    if (sent === 2) release();
    await bothSent;
    await route.continue();
  };
  for (const phone of phones) await phone.route('**/api/game/**', holdUntilBoth);
  const answers = phones.map((phone) =>
    phone.waitForResponse((response) => isCellUpload(response.request())),
  );
  await Promise.all([
    cellPicker(phones[0], label).setInputFiles(await photo()),
    cellPicker(phones[1], label).setInputFiles(await photo(260)),
  ]);
  const statuses = await Promise.all(answers.map(async (answer) => (await answer).status()));
  for (const phone of phones) await phone.unroute('**/api/game/**', holdUntilBoth);
  expect([...statuses].sort()).toEqual([200, 409]);
  const first = statuses[0] === 200;
  return {
    winner: first ? phones[0] : phones[1],
    loser: first ? phones[1] : phones[0],
    winnerName: first ? names[0] : names[1],
    loserName: first ? names[1] : names[0],
  };
}
