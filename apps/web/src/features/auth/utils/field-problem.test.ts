import {
  PASSWORD_MAX_LENGTH,
  ZForgotPasswordRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { fieldProblem } from './field-problem';

const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);

/** Every issue the shared schemas find in these forms. */
const issues = [
  ZRegisterRequest.safeParse({ email: '', password: 'short', confirmPassword: 'other' }),
  ZRegisterRequest.safeParse({ email: 'not an address', password: long, confirmPassword: long }),
  ZRegisterRequest.safeParse({ email: `${'a'.repeat(250)}@example.com`, password: 'long enough' }),
  ZRegisterRequest.safeParse({
    email: 'a@b.co',
    password: 'correct horse',
    confirmPassword: 'correct horsE',
  }),
  ZRegisterRequest.safeParse({}),
  ZForgotPasswordRequest.safeParse({ email: 'nope' }),
  ZResetPasswordRequest.safeParse({ token: 'abc', password: 'short', confirmPassword: 'short' }),
].flatMap((result) => result.error?.issues ?? []);

describe('fieldProblem', () => {
  it('says in English exactly what the shared schema says, for every kind of problem', () => {
    expect(issues.length).toBeGreaterThan(8);
    for (const issue of issues) expect(fieldProblem(issue)).toBe(issue.message);
  });
});
