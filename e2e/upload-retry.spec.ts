import { expect, test } from '@playwright/test';
import { countedPhotos, expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell } from './players';
import { registerHost } from './support';

test('an upload cut off after the server stored it is sent again by itself, without a duplicate', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false });
  const ann = await joinAs(browser, code, 'Ann');
  await api.start(code);
  await expectOnBoard(ann.page, code);

  // The first attempt reaches the server and is stored, but its answer never arrives (the connection drops, as
  // when a server is killed or a phone changes network); the second goes through untouched.
  const attempts: number[] = [];
  await ann.page.route('**/api/game/*/board/cells/*/image', async (route) => {
    attempts.push(Date.now());
    if (attempts.length > 1) return route.continue();
    const answered = await route.fetch();
    expect(answered.status()).toBe(200);
    return route.abort('connectionreset');
  });

  const label = await uploadIntoNextEmptyCell(ann.page);
  await expect.poll(() => attempts.length).toBe(2);
  await expect(countedPhotos(ann.page)).toHaveCount(1);
  await expect(ann.page.getByRole('alert')).toHaveCount(0);

  // The host sees one photo in that cell, not two.
  await host.goto(`/gallery/${code}`);
  const photos = host
    .getByRole('article', { name: 'Ann', exact: true })
    .getByRole('button', { name: /^Photo for / });
  await expect(photos).toHaveCount(1);
  await expect(photos.first()).toHaveAccessibleName(new RegExp(label));

  // After a reload the card holds the same single photo.
  await ann.page.reload();
  await expect(countedPhotos(ann.page)).toHaveCount(1);
  await hostContext.close();
  await ann.context.close();
});
