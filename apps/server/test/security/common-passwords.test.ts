import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../test-app';

/**
 * NIST SP 800-63B: a new password is checked against values known to be commonly used, expected or
 * compromised, and against the context (the account's own address, the service's name). Refused with one clear
 * message, and nothing is created.
 */
describe('registering with a guessable password', async () => {
  const t = await createTestApp();
  const register = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, confirmPassword: password },
    });
  const users = async () => (await t.ctx.db.selectFrom('users').select('id').execute()).length;

  it.each([
    ['a common password', 'password123'],
    ['a common PIN-like password', '12345678'],
    ['eight spaces', '        '],
    ['one repeated character', 'aaaaaaaa'],
    ['two characters in turn', 'abababab'],
    ['a common password with a suffix', 'password!!'],
    ['a common password in capitals', 'PASSWORD123'],
    ['the service’s name', 'picturebingo'],
    ['the service’s name with a number', 'Picture Bingo 1'],
  ])('refuses %s', async (_name, password) => {
    const before = await users();
    const res = await register(uniqueEmail(), password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'This password is too easy to guess. Choose a longer or less common one.',
    });
    expect(await users()).toBe(before);
  });

  it('refuses the account’s own e-mail address or its name part', async () => {
    const res = await register('ada.lovelace@example.com', 'ada.lovelace@example.com');
    expect(res.statusCode).toBe(400);
    const local = await register('ada.lovelace@example.com', 'ada.lovelace');
    expect(local.statusCode).toBe(400);
  });

  it('accepts a password nobody would guess', async () => {
    const res = await register(uniqueEmail(), 'violet tram ladder 42');
    expect(res.statusCode).toBe(201);
  });
});
