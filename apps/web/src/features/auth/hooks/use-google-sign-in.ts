import { useMutation } from '@tanstack/react-query';
import { useAuth } from './use-auth';

/** Google sign-in as a mutation, so the screens can show its busy state and error. */
export function useGoogleSignIn() {
  const { loginWithGoogle } = useAuth();
  return useMutation({ mutationFn: loginWithGoogle });
}
