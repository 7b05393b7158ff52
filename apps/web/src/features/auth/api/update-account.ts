import { z, ZAuthResponse } from '@picture-bingo/shared';
import type { TAccountUpdate } from '@picture-bingo/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

const ZAccountResponse = z.pick(ZAuthResponse, { user: true });

/** PATCH /account: changes the signed-in account's settings (the language of its mails). */
export const updateAccount = async (update: TAccountUpdate) => {
  const { user } = await api.patch('/account', update, {
    schema: ZAccountResponse,
    errorMessage: 'Failed to save your account',
  });
  return user;
};

/** Saves an account setting; the account shown everywhere becomes the server's answer. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions.queryKey, user),
  });
}
