import type { TGameSetupUpdate, TPendingPhoto } from '@picture-bingo/shared';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import QRCode from 'qrcode';
import { apiClient, completeSetup, createPaidGame, EVENT_TITLE, hostCredential, newHost } from './support';

/** The host's API straight from the test (signed in once per test: hostCredential). */
export function hostApi(request: APIRequestContext, email: string) {
  return {
    /** Creates the game and pays for it at the local checkout: its lobby opens. */
    createPaidGame: (rules: Partial<TGameSetupUpdate>) =>
      createPaidGame(request, email, { ...completeSetup, ...rules }),
    start: async (code: string) => {
      await apiClient(request).start(hostCredential(request, email), code);
    },
    /** Approves the photos waiting for review that `pick` chooses, each as the host sees it now. */
    approve: async (code: string, pick: (photo: TPendingPhoto) => boolean) => {
      const token = hostCredential(request, email);
      const pending = await apiClient(request).pendingPhotos(token, code);
      const chosen = pending.filter(pick);
      const { approved } = await apiClient(request).approvePhotos(token, code, chosen);
      return approved;
    },
    /** Awards the next prize of a prize game to this player. */
    awardPrize: async (code: string, playerId: string) => {
      await apiClient(request).call('POST', `/api/game/${code}/prize`, {
        token: hostCredential(request, email),
        json: { playerId },
        status: 200,
      });
    },
  };
}

/** A new host in a browser of their own (newHost) with a paid game of these rules. */
export async function hostWithGame(
  browser: Browser,
  request: APIRequestContext,
  rules: Partial<TGameSetupUpdate>,
  options?: BrowserContextOptions,
) {
  const { context, page, email } = await newHost(browser, request, options);
  const api = hostApi(request, email);
  return { context, page, email, api, code: await api.createPaidGame(rules) };
}

export interface Player {
  context: BrowserContext;
  page: Page;
}

/**
 * A player in their own browser (a phone when `options` say so), joined through the API (the join page is under
 * test in its own specs: lobby, names, rejoin, join links, the languages) with the device session the join page
 * would store, waiting in the lobby.
 */
export async function joinAs(
  browser: Browser,
  code: string,
  name: string,
  options?: BrowserContextOptions,
): Promise<Player> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const api = apiClient(page.request);
  const { deviceId, token } = await api.newSession();
  await api.join(code, token, name);
  // Any page of the app's origin holds its storage; the health check's answer loads nothing else.
  await page.goto('/api/health');
  await page.evaluate(
    (session) => {
      localStorage.setItem('deviceId', session.deviceId);
      localStorage.setItem('deviceToken', session.token);
      localStorage.setItem('playerName', session.name);
    },
    { deviceId, token, name },
  );
  await page.goto(`/room/${code}`);
  await expect(page.getByText('Waiting for the host to start…')).toBeVisible();
  return { context, page };
}

/** The device token the player's page keeps (as the join page stored it). */
export const deviceTokenOf = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('deviceToken'))) ?? '';

/** Puts photos into these cells of a player's card through the API, with their phone's device token. */
export async function fillCells(
  request: APIRequestContext,
  code: string,
  deviceToken: string,
  cells: readonly number[],
) {
  for (const idx of cells)
    await apiClient(request).uploadPhoto(code, deviceToken, idx, (await photo()).buffer);
}

export async function expectOnBoard(page: Page, code: string) {
  await expect(page).toHaveURL(new RegExp(`/game-board/${code}$`));
  await expect(page.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
}

let photoCount = 0;
/** A real PNG, different every time (a QR code of a counter). */
export async function photo(width = 240): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  photoCount += 1;
  const buffer = await QRCode.toBuffer(`photo ${photoCount}`, { type: 'png', width });
  return { name: `photo-${photoCount}.png`, mimeType: 'image/png', buffer };
}

export const card = (page: Page) => page.getByRole('list', { name: 'Your bingo card' });
export const emptyPickers = (page: Page) => card(page).getByLabel(/^Add a photo for /);
export const pendingPhotos = (page: Page) => card(page).getByRole('button', { name: /Waiting for the host/ });
export const countedPhotos = (page: Page) => card(page).getByRole('button', { name: /Counts on your card/ });
/** What setInputFiles takes. */
export type PickedFiles = Parameters<Locator['setInputFiles']>[0];

/**
 * An empty cell's picker: tapping the cell offers "Take a photo" (the camera) and "Choose from library";
 * `setInputFiles` taps it and picks `files` from the library, as a player would.
 */
export function cellPicker(page: Page, label: string) {
  const name = `Add a photo for ${label}`;
  const button = card(page).getByRole('button', { name, exact: true });
  return {
    button,
    setInputFiles: async (files: PickedFiles) => {
      await button.click();
      const chooser = page.getByRole('dialog', { name, exact: true });
      await chooser.getByLabel('Choose from library', { exact: true }).setInputFiles(files);
      await expect(chooser).toBeHidden();
    },
  };
}

/** The cell of the first empty picker, found by its label so it stays the same cell whatever it shows. */
export async function firstEmptyCell(
  page: Page,
  avoid: readonly string[] = [],
): Promise<{
  input: ReturnType<typeof cellPicker>;
  cell: Locator;
  label: string;
}> {
  await expect(emptyPickers(page).first()).toBeAttached();
  const labels = (
    await emptyPickers(page).evaluateAll((inputs) =>
      inputs.map((input) => input.getAttribute('aria-label') ?? ''),
    )
  ).map((name) => name.replace('Add a photo for ', ''));
  const label = labels.find((name) => !avoid.includes(name));
  if (label === undefined) throw new Error(`no empty cell but ${avoid.join(', ')}`);
  const cell = card(page).getByRole('listitem').filter({ hasText: label });
  return { input: cellPicker(page, label), cell, label };
}

/**
 * Uploads a new photo into the first empty cell (whose label is none of `avoid`: each card is shuffled, so two
 * phones' first cells may share a label) and returns that cell's label.
 */
export async function uploadIntoNextEmptyCell(
  page: Page,
  width?: number,
  avoid: readonly string[] = [],
): Promise<string> {
  const { input, label } = await firstEmptyCell(page, avoid);
  await input.setInputFiles(await photo(width));
  await expect(card(page).getByRole('button', { name: new RegExp(`^${label}: `) })).toBeVisible();
  return label;
}
