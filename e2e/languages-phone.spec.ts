import { expect, test, type BrowserContext } from '@playwright/test';
import { joinLobby } from './language-steps';
import { createPaidGame, PHONE, registerHost } from './support';

/**
 * A guest's language is the link's `?lang=`, their own earlier choice, their phone's language when the app has it,
 * then the game's, then English (lib/i18n/resolve.ts), and a page never changes language in the middle of joining.
 */

const SPANISH = {
  label: 'Nombre de jugador',
  next: 'Siguiente',
  waiting: 'Esperando a que el anfitrión empiece…',
};

/** Records every `lang` the document's root takes, from before the first byte on. */
async function watchRootLanguage(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { pbLangs: Set<string> }).pbLangs = seen;
    new MutationObserver(() => {
      const lang = document.documentElement.getAttribute('lang');
      if (lang) seen.add(lang);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

test('a Spanish phone joins an English game in Spanish from the code to the lobby; a ?lang= link wins', async ({
  browser,
  request,
}) => {
  const host = await (await browser.newContext()).newPage();
  const code = await createPaidGame(request, await registerHost(host));

  const phone = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  await watchRootLanguage(phone);
  const page = await phone.newPage();
  await page.goto('/join');
  await expect(page.getByRole('heading', { name: 'Unirse a una partida', level: 1 })).toBeVisible();
  await page.getByLabel('Código de sala').fill(code);
  await page.getByRole('button', { name: 'Unirse', exact: true }).click();
  await expect(page.getByRole('heading', { name: SPANISH.label, level: 1 })).toBeVisible();
  await joinLobby(page, code, 'Lucía', SPANISH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Spanish from the first parse on: never the game's English in between.
  expect(await page.evaluate(() => [...(window as unknown as { pbLangs: Set<string> }).pbLangs])).toEqual([
    'es',
  ]);
  await phone.close();

  // The host's link names French: it wins over the phone's Spanish.
  const linked = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  const french = await linked.newPage();
  await french.goto(`/join/${code}?lang=fr`);
  await expect(french.getByRole('heading', { name: 'Nom du joueur', level: 1 })).toBeVisible();
  await expect(french.locator('html')).toHaveAttribute('lang', 'fr');
  await linked.close();
});
