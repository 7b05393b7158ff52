import { expect, test, type Page } from '@playwright/test';
import {
  card,
  countedPhotos,
  emptyPickers,
  expectOnBoard,
  firstEmptyCell,
  hostApi,
  joinAs,
  pendingPhotos,
  photo,
  uploadIntoNextEmptyCell,
} from './players';
import { createHost, expectNoSeriousA11yViolations, registerHost } from './support';

const TIME_UP = 'Time is up! Uploads are closed.';

/** Once play is over the card offers no upload at all, and says why. */
async function expectUploadsClosed(page: Page, text = TIME_UP) {
  await expect(page.getByTestId('uploads-closed')).toHaveText(text);
  await expect(emptyPickers(page)).toHaveCount(0);
}

test('players upload photos, the host reviews them and runs the clock; reloads keep the card', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: true, timeLimitMinutes: 30 });
  const ann = await joinAs(browser, code, 'Ann');
  const bob = await joinAs(browser, code, 'Bob');
  await api.start(code);
  await expectOnBoard(ann.page, code);
  await expectOnBoard(bob.page, code);

  await test.step('the card shows the rules, the clock and the grid', async () => {
    const page = ann.page;
    await expect(page.getByText(/^Player ID: /)).toBeVisible();
    await expect(page.getByText('The host approves each photo')).toBeVisible();
    await expect(page.getByText('30 minutes')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
    await expect(card(page).getByRole('listitem')).toHaveCount(9);
    await expect(emptyPickers(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'BINGO!' })).toBeDisabled();
  });

  await test.step('a file that is not an image is refused before sending', async () => {
    const { input, cell } = await firstEmptyCell(ann.page);
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(cell.getByRole('alert')).toHaveText('That file is not an image. Choose a photo.');
    await cell.getByRole('button', { name: /^Upload failed for / }).click();
    await ann.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(emptyPickers(ann.page)).toHaveCount(8);
  });

  await test.step('both players upload photos, shown at half opacity until reviewed', async () => {
    for (let i = 0; i < 3; i++) await uploadIntoNextEmptyCell(ann.page);
    for (let i = 0; i < 2; i++) await uploadIntoNextEmptyCell(bob.page);
    await expect(pendingPhotos(ann.page)).toHaveCount(3);
    await expect(pendingPhotos(ann.page).first().locator('img')).toHaveClass(/opacity-50/);
    await expect(pendingPhotos(bob.page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(ann.page);
  });

  await test.step('a photo can be replaced', async () => {
    await pendingPhotos(ann.page).first().click();
    const dialog = ann.page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await dialog.getByLabel(/^Replace the photo for /).setInputFiles(await photo());
    await expect(dialog).toBeHidden();
    await expect(pendingPhotos(ann.page)).toHaveCount(3);
  });

  const reviewItems = host.getByRole('list', { name: 'All waiting photos' }).getByRole('button');
  const beingReviewed = host.getByRole('region', { name: 'Photo being reviewed' });
  await test.step('the host sees the photos on the review screen', async () => {
    await host.goto(`/host/${code}/room-details`);
    await expect(host.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    await host.getByRole('link', { name: 'Photo Review' }).click();
    await expect(host.getByRole('heading', { name: 'Photo Review', level: 1 })).toBeVisible();
    await expect(reviewItems).toHaveCount(5);
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('new uploads appear live', async () => {
    await uploadIntoNextEmptyCell(bob.page);
    await expect(reviewItems).toHaveCount(6);
  });

  await test.step('approving makes the photo count; rejecting removes it and tells the player', async () => {
    await host
      .getByRole('button', { name: /^Ann's photo for / })
      .first()
      .click();
    await beingReviewed.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(reviewItems).toHaveCount(5);
    await expect(countedPhotos(ann.page)).toHaveCount(1);
    await expect(countedPhotos(ann.page).locator('img')).toHaveClass(/opacity-100/);
    await expect(pendingPhotos(ann.page)).toHaveCount(2);

    const rejected = host.getByRole('button', { name: /^Bob's photo for / }).first();
    const label = ((await rejected.getAttribute('aria-label')) ?? '').replace("Bob's photo for ", '');
    await rejected.click();
    await beingReviewed.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reviewItems).toHaveCount(4);
    await expect(
      bob.page.getByText(`The host rejected your photo for “${label}”. Try another one.`),
    ).toBeVisible();
    await expect(pendingPhotos(bob.page)).toHaveCount(2);
    await expect(card(bob.page).getByLabel(`Add a photo for ${label}`)).toBeVisible();
  });

  await test.step('a reload finds the card as it was', async () => {
    const id = await ann.page.getByText(/^Player ID: /).textContent();
    await ann.page.reload();
    await expect(ann.page.getByText(/^Player ID: /)).toHaveText(id ?? '');
    await expect(countedPhotos(ann.page)).toHaveCount(1);
    await expect(pendingPhotos(ann.page)).toHaveCount(2);
    await expect(emptyPickers(ann.page)).toHaveCount(5);
  });

  await test.step('a photo picked while paused is kept and uploads by itself when the host resumes', async () => {
    await host.goto(`/host/${code}/room-details`);
    await host.getByRole('button', { name: 'Pause' }).click();
    await expect(host.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(ann.page.getByRole('timer')).toHaveText('Paused');
    const { input, cell } = await firstEmptyCell(ann.page);
    await input.setInputFiles(await photo());
    await expect(cell).toContainText('Uploads on resume');
    await expect(
      ann.page.getByText('The host paused the game. Your photo will upload when the host resumes.'),
    ).toBeVisible();
    await host.getByRole('button', { name: 'Resume' }).click();
    await expect(ann.page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    await expect(pendingPhotos(ann.page)).toHaveCount(3);
    await expect(cell.getByRole('alert')).toHaveCount(0);
  });

  await test.step('once the host ends the game uploads are closed', async () => {
    await host.getByRole('button', { name: 'End game' }).click();
    const dialog = host.getByRole('dialog', { name: 'End the game?' });
    await dialog.getByRole('button', { name: 'End game' }).click();
    await expect(
      host.getByText(
        'The host ended the game. Uploads are closed for everyone: choose the winner to finish the game.',
      ),
    ).toBeVisible();
    await expect(host.getByRole('link', { name: 'Choose Winner' })).toBeVisible();
    // Ended early: the phones say so, not "Time is up".
    await expect(ann.page.getByRole('timer')).toHaveText('The host ended the game');
    await expectUploadsClosed(ann.page, 'The host ended the game. Uploads are closed.');
  });

  for (const context of [hostContext, ann.context, bob.context]) await context.close();
});

test('with photo review off a full card wins: BINGO! is accepted and goes to the gallery', async ({
  browser,
  request,
}) => {
  const { email } = await createHost(request);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false, timeLimitMinutes: null });
  const cat = await joinAs(browser, code, 'Cat');
  await api.start(code);
  await expectOnBoard(cat.page, code);
  await expect(cat.page.getByRole('timer')).toHaveText('No time limit');

  // The first photo is bigger than the client sends (2048 px on its longest side): the browser redraws it.
  await uploadIntoNextEmptyCell(cat.page, 2600);
  for (let i = 1; i < 8; i++) await uploadIntoNextEmptyCell(cat.page);
  await expect(countedPhotos(cat.page)).toHaveCount(8);
  await expect(cat.page.getByText('8 of 8 found')).toBeVisible();
  const bingo = cat.page.getByRole('button', { name: 'BINGO!' });
  await expect(bingo).toBeEnabled();
  await bingo.click();
  await expect(cat.page).toHaveURL(new RegExp(`/gallery/${code}$`));

  for (const context of [cat.context]) await context.close();
});

test('uploads close when the time limit runs out, by the server clock', async ({ browser, request }) => {
  const { email } = await createHost(request);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false, timeLimitMinutes: 1 });
  const dan = await joinAs(browser, code, 'Dan');
  await api.start(code);
  await expectOnBoard(dan.page, code);
  await expect(dan.page.getByRole('timer')).toHaveText(/^(1:00|0:\d\d)$/);
  await uploadIntoNextEmptyCell(dan.page);

  await expect(dan.page.getByRole('timer')).toHaveText('Time is up!', { timeout: 70_000 });
  await expectUploadsClosed(dan.page);
  await dan.page.reload();
  await expect(dan.page.getByRole('timer')).toHaveText('Time is up!');
  await expectUploadsClosed(dan.page);
  await expect(countedPhotos(dan.page)).toHaveCount(1);

  for (const context of [dan.context]) await context.close();
});
