import { ROTATED_SAMPLE } from '@picture-bingo/testkit/phone-photo';
import { expect, test } from '@playwright/test';
import { card, expectOnBoard, hostApi, joinAs } from './players';
import { expectNoSeriousA11yViolations, PHONE, registerHost, saveScreenshot } from './support';

/** A real photo without a capture time (ROTATED_SAMPLE): what a messaging app's copy looks like. */
const NO_TIME = ROTATED_SAMPLE;
const HOST = { viewport: { width: 1366, height: 800 } };

test('a camera-only game offers the phone its camera alone, says so, and moderators read "Time unknown"', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext(HOST);
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ cameraOnly: true, photoReview: true });
  const plainCode = await api.createPaidGame({});
  const pia = await joinAs(browser, code, 'Pia', PHONE);
  const ben = await joinAs(browser, plainCode, 'Ben', PHONE);
  await test.step('the lobby’s rules say camera only before the start; a plain game’s do not', async () => {
    const rules = pia.page.getByRole('region', { name: 'Rules' });
    await expect(rules.getByText('Take every photo now with your camera')).toBeVisible();
    await expect(
      ben.page.getByRole('region', { name: 'Rules' }).getByText('Photos', { exact: true }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(pia.page);
  });
  await api.start(code);
  await api.start(plainCode);
  await expectOnBoard(pia.page, code);
  await expectOnBoard(ben.page, plainCode);

  const label = 'a cake';
  const name = `Add a photo for ${label}`;
  await test.step('the chooser holds the camera only, with capture, and says why', async () => {
    await card(pia.page).getByRole('button', { name, exact: true }).click();
    const chooser = pia.page.getByRole('dialog', { name, exact: true });
    await expect(chooser.getByText('Camera only: take each photo now.')).toBeVisible();
    await expect(chooser.getByText('Choose from library')).toHaveCount(0);
    const inputs = chooser.locator('input[type=file]');
    await expect(inputs).toHaveCount(1);
    await expect(inputs).toHaveAttribute('capture', 'environment');
    await expectNoSeriousA11yViolations(pia.page);
    await saveScreenshot(pia.page, { path: 'docs/screens/camera-only-phone.png' });
    await inputs.setInputFiles(NO_TIME);
    await expect(chooser).toBeHidden();
    await expect(card(pia.page).getByRole('button', { name: new RegExp(`^${label}: `) })).toBeVisible();
  });

  await test.step('the card’s rules tell the player what to do, in their words', async () => {
    await expect(pia.page.getByText('Photos must be taken now')).toBeVisible();
    await expect(
      pia.page.getByText(
        'Your phone opens the camera, not your photo library: take each photo during the game.',
      ),
    ).toBeVisible();
    // The host's hint about what the rule cannot prevent stays in setup.
    await expect(pia.page.getByText(/a hint, never proof/)).toHaveCount(0);
  });

  await test.step('a game without the rule still offers the library', async () => {
    await card(ben.page).getByRole('button', { name, exact: true }).click();
    const chooser = ben.page.getByRole('dialog', { name, exact: true });
    await expect(chooser.getByText('Choose from library')).toBeVisible();
    await expect(chooser.locator('input[type=file]')).toHaveCount(2);
  });

  await test.step('the host’s review shows "Time unknown", never an accusation', async () => {
    await host.goto(`/host/${code}/review`);
    await expect(host.getByTestId('capture-note')).toHaveText(
      'Time unknown (the photo carries no capture time)',
    );
    await expectNoSeriousA11yViolations(host);
  });
});
