import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZRegisterRequest } from './auth';

describe('ZRegisterRequest', () => {
  it('accepts a valid registration and normalises the email', () => {
    const parsed = ZRegisterRequest.parse({
      email: '  Host@Example.com ',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    expect(parsed.email).toBe('Host@Example.com');
  });

  it('rejects mismatched passwords with the spec text', () => {
    const result = ZRegisterRequest.safeParse({
      email: 'a@b.co',
      password: 'abcdefgh',
      confirmPassword: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Passwords do not match');
  });

  it('enforces the 8..128 character password rule', () => {
    const short = ZRegisterRequest.safeParse({
      email: 'a@b.co',
      password: 'short',
      confirmPassword: 'short',
    });
    const long = 'x'.repeat(129);
    const tooLong = ZRegisterRequest.safeParse({ email: 'a@b.co', password: long, confirmPassword: long });
    expect(short.success).toBe(false);
    expect(tooLong.success).toBe(false);
  });
});

describe('ZLoginRequest', () => {
  it('rejects a malformed email and a missing password', () => {
    expect(ZLoginRequest.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    expect(ZLoginRequest.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });
});
