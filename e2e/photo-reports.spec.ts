import { expect, test, type Page } from '@playwright/test';
import { expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell } from './players';
import { expectNoSeriousA11yViolations, PHONE, registerHost } from './support';

const HOST_SCREEN = { width: 1366, height: 800 };

const wall = (screen: Page) => screen.getByRole('list', { name: 'Latest photos' }).getByRole('img');

test('a photo two guests report leaves the big screen; the host hides another with one tap', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: HOST_SCREEN });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const code = await hostApi(request, email).createPaidGame({});
  const ann = await joinAs(browser, code, 'Ann', PHONE);
  const ben = await joinAs(browser, code, 'Ben', PHONE);
  const cy = await joinAs(browser, code, 'Cy', PHONE);
  const screen = await hostContext.newPage();
  await screen.goto(`/room/${code}/screen`);
  await expect(screen.getByTestId('big-screen-code')).toHaveText(code);
  await hostApi(request, email).start(code);
  for (const phone of [ann, ben, cy]) await expectOnBoard(phone.page, code);

  const first = await uploadIntoNextEmptyCell(ann.page);
  const second = await uploadIntoNextEmptyCell(ann.page);
  await expect(wall(screen)).toHaveCount(2);

  await test.step('Ben and Cy report Ann’s first photo in the gallery: it leaves the big screen', async () => {
    for (const [i, guest] of [ben, cy].entries()) {
      await guest.page.goto(`/gallery/${code}`);
      await guest.page.getByRole('button', { name: new RegExp(`^Photo for “${first}”`) }).click();
      const preview = guest.page.getByRole('dialog', { name: `${first} by Ann` });
      await preview.getByRole('button', { name: 'Report photo' }).click();
      await preview.getByRole('button', { name: 'Something else' }).click();
      await expect(preview.getByRole('status')).toHaveText('Reported. Thank you: the host will look at it.');
      if (i === 0) {
        await expectNoSeriousA11yViolations(guest.page);
        await expect(wall(screen)).toHaveCount(2);
      }
    }
    const reportedAt = Date.now();
    await expect(screen.getByRole('img', { name: `${first}, by Ann` })).toHaveCount(0);
    test.info().annotations.push({
      type: 'hidden on the big screen after',
      description: `${Date.now() - reportedAt} ms`,
    });
    await expect(wall(screen)).toHaveCount(1);
  });

  await test.step('the host hides Ann’s second photo from the big screen with one tap', async () => {
    // Keyboard focus shows the button (and so does a mouse over the tile).
    await screen.getByRole('button', { name: `Hide ${second}, by Ann` }).focus();
    await screen.keyboard.press('Enter');
    await expect(wall(screen)).toHaveCount(0);
    // Gone from the other phones too.
    await cy.page.reload();
    await expect(cy.page.getByRole('button', { name: second })).toHaveCount(0);
  });

  await test.step('both wait in the host’s queue with why', async () => {
    await host.goto(`/host/${code}/review`);
    await expect(host.getByRole('heading', { name: /^Waiting for review/ })).toHaveText(
      'Waiting for review (2)',
    );
    await expect(host.getByTestId('hold-reason')).toBeVisible();
  });

  await hostContext.close();
  for (const phone of [ann, ben, cy]) await phone.context.close();
});
