import { expect, test, type Page } from '@playwright/test';
import { card, expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell, type Player } from './players';
import { expectNoSeriousA11yViolations, PHONE, registerHost, saveScreenshot } from './support';

const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** Opens Ann's photo for `label` full size in this phone's gallery: the dialog. */
async function openPhoto(page: Page, code: string, label: string) {
  await page.goto(`/gallery/${code}`);
  await page.getByRole('button', { name: new RegExp(`^Photo for “${label}”`) }).click();
  const dialog = page.getByRole('dialog', { name: `${label} by Ann` });
  await expect(dialog.getByRole('img')).toBeVisible();
  return dialog;
}

test('a guest reports a photo with a reason and can take it back; the photo leaves open phones, its player is told, and the host decides it on its own', async ({
  browser,
  request,
}, testInfo) => {
  const hostContext = await browser.newContext(LAPTOP);
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const code = await hostApi(request, email).createPaidGame({ photoReview: true });
  const phones: Player[] = [];
  for (const name of ['Ann', 'Ben', 'Cy', 'Dee']) phones.push(await joinAs(browser, code, name, PHONE));
  const [annPhone, benPhone, cyPhone, deePhone] = phones;
  await hostApi(request, email).start(code);
  await expectOnBoard(annPhone.page, code);
  const first = await uploadIntoNextEmptyCell(annPhone.page);
  expect(await hostApi(request, email).approve(code, () => true)).toBe(1);
  const annCell = card(annPhone.page).getByRole('button', { name: new RegExp(`^${first}: `) });
  await expect(annCell).toHaveAccessibleName(/Counts on your card/);

  const benPreview = await openPhoto(benPhone.page, code, first);
  const deePreview = await openPhoto(deePhone.page, code, first);

  await test.step('Ben reports it saying why, takes it back, and reports it again', async () => {
    await benPreview.getByRole('button', { name: 'Report photo' }).click();
    const why = benPreview.getByRole('group', { name: 'Why are you reporting this photo?' });
    await expect(why.getByRole('button')).toHaveText([
      "It's inappropriate",
      "It doesn't match the square",
      "Someone in it didn't want to be photographed",
      'Something else',
      'Cancel',
    ]);
    await saveScreenshot(benPhone.page, { path: testInfo.outputPath('report-reasons.png') });
    await expectNoSeriousA11yViolations(benPhone.page);
    await why.getByRole('button', { name: "It doesn't match the square" }).click();
    await expect(benPreview.getByRole('status')).toHaveText('Reported. Thank you: the host will look at it.');
    await benPreview.getByRole('button', { name: 'Undo report' }).click();
    await expect(benPreview.getByRole('status')).toHaveText('Report taken back.');
    await benPreview.getByRole('button', { name: 'Report photo' }).click();
    await benPreview.getByRole('button', { name: "It doesn't match the square" }).click();
    await expect(benPreview.getByRole('button', { name: 'Undo report' })).toBeVisible();
  });

  await test.step('Cy’s report hides it: the photo leaves Dee’s open view at once, and Ann is told why', async () => {
    const cyPreview = await openPhoto(cyPhone.page, code, first);
    await cyPreview.getByRole('button', { name: 'Report photo' }).click();
    await cyPreview.getByRole('button', { name: "It's inappropriate" }).click();
    // Ann's phone says it at once (a toast), and her cell says why.
    await expect(
      annPhone.page.getByText(
        `Guests reported your photo for “${first}”. It doesn't count until the host checks it.`,
      ),
    ).toBeVisible();
    await expect(annCell).toHaveAccessibleName(/Guests reported this photo/);
    await expect(annPhone.page.getByText(/^0 of \d+ found$/)).toBeVisible();
    await expect(annPhone.page.getByText('Reported: the host will check it')).toBeVisible();
    // Dee had it open full size, with Report: it is replaced by words saying so, and takes no report.
    await expect(deePreview.getByRole('heading', { name: 'This photo was taken down' })).toBeVisible();
    await expect(deePreview.getByRole('img')).toHaveCount(0);
    await expect(deePreview.getByRole('button', { name: 'Report photo' })).toHaveCount(0);
    await saveScreenshot(annPhone.page, { path: testInfo.outputPath('reported-on-card.png') });
    await saveScreenshot(deePhone.page, { path: testInfo.outputPath('photo-taken-down.png') });
    await expectNoSeriousA11yViolations(annPhone.page);
    await expectNoSeriousA11yViolations(deePhone.page);
  });

  const second = await uploadIntoNextEmptyCell(annPhone.page, undefined, [first]);

  await test.step('"Approve all" leaves the reported photo, with its reasons, and says so', async () => {
    await host.goto(`/host/${code}/review`);
    await expect(host.getByRole('heading', { name: 'Waiting for review (2)' })).toBeVisible();
    await host.getByRole('button', { name: 'Approve all (2)' }).click();
    await expect(
      host.getByText(
        '1 photo approved. 1 reported photo was left for you to decide on its own, with its reports.',
      ),
    ).toBeVisible();
    await expect(host.getByRole('heading', { name: 'Waiting for review (1)' })).toBeVisible();
    const stage = host.getByRole('region', { name: 'Photo being reviewed' });
    await expect(stage.getByText(first, { exact: true })).toBeVisible();
    await expect(stage.getByTestId('photo-reports')).toHaveText(
      "Reported: inappropriate (1), doesn't match the square (1)",
    );
    await saveScreenshot(host, { path: testInfo.outputPath('review-reported.png'), fullPage: true });
    await expectNoSeriousA11yViolations(host);
    await expect(
      card(annPhone.page).getByRole('button', { name: new RegExp(`^${second}: `) }),
    ).toHaveAccessibleName(/Counts on your card/);
  });

  await test.step('the host approves it on its own: Ann is told it counts again; the reports stand', async () => {
    await host
      .getByRole('region', { name: 'Photo being reviewed' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(annPhone.page.getByText(`Your photo for “${first}” counts again.`)).toBeVisible();
    await expect(host.getByText('No photos waiting for review')).toBeVisible();
    await expect(annPhone.page.getByText(/^2 of \d+ found$/)).toBeVisible();
    // Dee's view shows the photo again; Ben's report cannot be taken back now that the host decided.
    await expect(deePreview.getByRole('img')).toBeVisible();
    await benPreview.getByRole('button', { name: 'Undo report' }).click();
    await expect(benPreview.getByRole('status')).toHaveText(
      'The host has already decided about this photo, so the report stays',
    );
    await expect(benPreview.getByRole('button', { name: 'Undo report' })).toHaveCount(0);
  });

  await hostContext.close();
  for (const phone of phones) await phone.context.close();
});
