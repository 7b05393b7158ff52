import type { TDeleteAccountRequest } from '@picture-bingo/shared/account';
import { api, noContent } from '@/lib/api-client';

/** POST /account/delete: deletes the signed-in account after the password (or a fresh Google sign-in). */
export const deleteAccountRequest = (input: TDeleteAccountRequest) =>
  api.post('/account/delete', input, { schema: noContent, errorMessage: 'Failed to delete the account' });
