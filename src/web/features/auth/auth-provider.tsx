import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SessionResponse, UserDto } from '@shared/auth';
import { getSession } from './api/get-session';
import { logoutRequest } from './api/logout';
import { AuthContext, type AuthState } from './auth-context';
import { rememberSignedIn } from './session-hint';

type Session = { user: UserDto | null; isLoading: boolean };

/**
 * Holds the session with plain state rather than TanStack Query: it is needed on the landing page,
 * and keeping the query library out of that first bundle is worth more than one shared cache entry.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>({ user: null, isLoading: true });

  // A failed or unreachable session check means nobody can vouch for a session: signed out.
  const applySession = useCallback((answer: SessionResponse | null) => {
    const user = answer?.isAuthenticated ? answer.user : null;
    // A failed call (null) says nothing about next time: keep the hint as it was.
    if (answer) rememberSignedIn(user !== null);
    setSession({ user, isLoading: false });
    return user !== null;
  }, []);

  const checkSession = useCallback(() => getSession().then(applySession, () => applySession(null)), [applySession]);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // Spec 01 §4: the user is cleared and sent to /login even when the call fails.
    }
    rememberSignedIn(false);
    setSession({ user: null, isLoading: false });
    await navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    const controller = new AbortController();
    getSession({ signal: controller.signal }).then(applySession, () => {
      if (!controller.signal.aborted) applySession(null);
    });
    return () => controller.abort();
  }, [applySession]);

  const value = useMemo<AuthState>(
    () => ({
      user: session.user,
      isAuthenticated: session.user !== null,
      isLoading: session.isLoading,
      checkSession,
      logout,
    }),
    [session, checkSession, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
