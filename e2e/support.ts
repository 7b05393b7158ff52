import AxeBuilder from '@axe-core/playwright';
import { ZAuthResponse, ZGame, ZInitiatePaymentResponse, type TGameSetupUpdate } from '@picture-bingo/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';
let counter = 0;
export const uniqueEmail = (prefix = 'host') => `${prefix}${Date.now()}${counter++}@example.com`;

/** Fails on any serious or critical axe violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Registers a new host through the UI and waits for /host. */
export async function registerHost(page: Page, email = uniqueEmail()) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/host$/);
  return email;
}

export async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A complete 3x3 setup (8 labels for the 8 cells around the free space), with any fields overridden. */
export const EVENT_TITLE = 'Harbour Hunt';
export const WELCOME_MESSAGE = 'Snap everything on your card!';

export const completeSetup = (overrides: Partial<TGameSetupUpdate> = {}): TGameSetupUpdate => ({
  hostName: 'Quiz Master',
  eventTitle: EVENT_TITLE,
  eventDate: '2030-06-15',
  welcomeMessage: WELCOME_MESSAGE,
  boardSize: 3,
  words: ['Red door', 'Blue car', 'Kite', 'Bench', 'Fountain', 'Bicycle', 'Sunglasses', 'Umbrella'],
  freeSpaceWord: 'Free',
  ...overrides,
});

/** Bearer headers for the host; access tokens live 4 s in these runs, so each call signs in afresh. */
export async function hostHeaders(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${ZAuthResponse.parse(await res.json()).accessToken}` };
}

/** Creates a game through the API and pays for it at the local checkout: its lobby opens. */
export async function createPaidGame(
  request: APIRequestContext,
  email: string,
  setup: TGameSetupUpdate = completeSetup(),
): Promise<string> {
  const created = await request.post('/api/game', {
    headers: await hostHeaders(request, email),
    data: setup,
  });
  expect(created.status()).toBe(201);
  const { gameCode } = ZGame.parse(await created.json());
  const initiated = await request.post('/api/payment/initiate', {
    headers: await hostHeaders(request, email),
    data: { amount: 20, gameCount: 1, gameCode },
  });
  expect(initiated.status()).toBe(201);
  const { url } = ZInitiatePaymentResponse.parse(await initiated.json());
  const paid = await request.post(`${url}/pay`, {
    form: { cardNumber: '4242 4242 4242 4242' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return gameCode;
}
