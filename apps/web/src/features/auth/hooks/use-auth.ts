import type { TAuthResponse, TLoginRequest, TRegisterRequest, TUser } from '@picture-bingo/shared';
import { createContext, useContext } from 'react';

/** Why the last session ended: a user's own logout is not a page to come back to after signing in again. */
export type SignOutReason = 'logout' | 'expired';

export interface AuthContextValue {
  user: TUser | null;
  isAuthenticated: boolean;
  /** True until the stored session has been checked on start. */
  isLoading: boolean;
  lastSignOut: SignOutReason | null;
  login: (input: TLoginRequest) => Promise<TUser>;
  register: (input: TRegisterRequest) => Promise<TUser>;
  loginWithGoogle: () => Promise<TUser>;
  logout: () => Promise<void>;
  /** Starts the session a password reset answered with (every other session of the account has ended). */
  signInWith: (response: TAuthResponse) => TUser;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
