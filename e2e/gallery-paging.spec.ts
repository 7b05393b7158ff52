import { GALLERY_PAGE_SIZE } from '@picture-bingo/shared';
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectOnBoard, hostApi, joinAs } from './players';
import { apiClient, expectNoSeriousA11yViolations, uniqueEmail, PHONE, saveScreenshot } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/pw-results/screens';

test('a game larger than one page: the gallery shows the first page, Show more players the rest', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail();
  await apiClient(request).registerHost(email);
  const host = hostApi(request, email);
  const code = await host.createPaidGame({ maxPlayer: 100, photoReview: false });

  // Pia on her phone, then 60 more players through the API: 61 in all, more than one page.
  const pia = await joinAs(browser, code, 'Pia', PHONE);
  const others = await apiClient(request).joinPlayers(code, 60, 8, 'Guest');
  await host.start(code);
  await expectOnBoard(pia.page, code);

  const { page } = pia;
  // A link to one card beyond the first page (a BINGO! notice's): that card is read alone, shown above the
  // others and scrolled to.
  const last = others.at(-1)!;
  await page.goto(`/gallery/${code}#player-${last.id}`);
  const linked = page.getByRole('region', { name: 'Linked card' });
  await expect(linked.getByRole('article', { name: last.name, exact: true })).toBeInViewport();
  await expect(page.getByRole('article')).toHaveCount(GALLERY_PAGE_SIZE + 1);

  await page.goto(`/gallery/${code}`);
  await expect(page.getByRole('heading', { name: 'Image Gallery' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(GALLERY_PAGE_SIZE);
  await expect(page.getByRole('article', { name: 'Pia', exact: true })).toBeVisible();
  // The last of the 60 started joining after at least 52 others: never on the first page.
  const lastName = last.name;
  await expect(page.getByRole('article', { name: lastName, exact: true })).toHaveCount(0);
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(`Showing ${GALLERY_PAGE_SIZE} of 61 players`);

  const more = page.getByRole('button', { name: 'Show more players' });
  await more.scrollIntoViewIfNeeded();
  fs.mkdirSync(SHOTS, { recursive: true });
  await saveScreenshot(page, { path: path.join(SHOTS, 'gallery-paging-phone.png') });
  await expectNoSeriousA11yViolations(page);

  await more.click();
  await expect(cards).toHaveCount(61);
  await expect(page.getByRole('article', { name: lastName, exact: true })).toBeVisible();
  await expect(status).toHaveText('Showing all 61 players');
  await expect(more).toHaveCount(0);
  // The button went with the last page: focus is on the count, where the button was.
  await expect(status).toBeFocused();
  await saveScreenshot(page, { path: path.join(SHOTS, 'gallery-paging-phone-all.png') });
  await expectNoSeriousA11yViolations(page);
  await pia.context.close();
});
