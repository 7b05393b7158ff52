import { useMutation } from '@tanstack/react-query';
import { useAuth } from './use-auth';

/** Logout as a mutation, for buttons that show a busy state. */
export function useLogout() {
  const { logout } = useAuth();
  return useMutation({ mutationFn: logout });
}
