import type { TUser } from '@picture-bingo/shared';
import type { UserRow } from '../db/repositories/users.repo';

/** An account as its owner sees it; `helpsOnly` where the caller worked it out (GET /auth/me). */
export function presentUser(user: UserRow, extra: { helpsOnly?: boolean } = {}): TUser {
  return {
    ...extra,
    id: user.id,
    email: user.email,
    hasPassword: user.password_hash !== null,
    hasGoogle: user.google_sub !== null,
    createdAt: user.created_at,
    emailVerified: user.email_verified_at !== null,
    language: user.language,
  };
}
