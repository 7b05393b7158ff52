import type { TAuthResponse, TLoginRequest, TRegisterRequest } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { clearSession, getAccessToken, getRefreshToken, storeSession } from '@/lib/storage';
import { loginWithGoogleToken } from '../api/google-login';
import { loginWithPassword } from '../api/login';
import { logoutSession } from '../api/logout';
import { registerAccount } from '../api/register';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { GoogleLoginError } from '../utils/auth-errors';
import { restoreSession } from '../utils/restore-session';

type SessionState = Pick<AuthContextValue, 'user' | 'isLoading' | 'lastSignOut'>;

const signedOut = (lastSignOut: SessionState['lastSignOut']): SessionState => ({
  user: null,
  isLoading: false,
  lastSignOut,
});

/** Holds the signed-in user (spec sections 3 and 4). Must sit inside the router: it navigates on sign-out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Restored from storage before the first render: the first screen is the page itself, not a spinner and then
  // the page (and a prerendered page, apps/web/src/prerender/, is what that first render shows).
  const [session, setSession] = useState<SessionState>(() => ({
    user: restoreSession(),
    isLoading: false,
    lastSignOut: null,
  }));

  useEffect(() => {
    // The api client has already cleared storage when it calls this.
    setSessionExpiredHandler(() => {
      queryClient.clear();
      setSession(signedOut('expired'));
      const from = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate('/login', { replace: true, state: { from } });
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate, queryClient]);

  const signIn = useCallback((response: TAuthResponse) => {
    storeSession(response);
    setSession({ user: response.user, isLoading: false, lastSignOut: null });
    return response.user;
  }, []);

  const login = useCallback(async (input: TLoginRequest) => signIn(await loginWithPassword(input)), [signIn]);

  const register = useCallback(
    async (input: TRegisterRequest) => signIn(await registerAccount(input)),
    [signIn],
  );

  const loginWithGoogle = useCallback(async () => {
    const { googleClientId } = await queryClient.fetchQuery(clientConfigQueryOptions);
    if (!googleClientId) throw new GoogleLoginError();
    // Google's sign-in code loads when it is asked for (bench/web: on action).
    const { requestGoogleAccessToken } = await import('../utils/google-identity');
    const token = await requestGoogleAccessToken(googleClientId);
    return signIn(await loginWithGoogleToken(token));
  }, [queryClient, signIn]);

  const logout = useCallback(async () => {
    if (getAccessToken()) {
      // The session ends on this device whether or not the server could be told.
      await logoutSession(getRefreshToken()).catch(() => undefined);
    }
    clearSession();
    queryClient.clear();
    setSession(signedOut('logout'));
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...session,
      isAuthenticated: session.user !== null,
      login,
      register,
      loginWithGoogle,
      logout,
      signInWith: signIn,
    }),
    [session, login, register, loginWithGoogle, logout, signIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
