import { createContext } from 'react';
import type { UserDto } from '@shared/auth';

export type AuthState = {
  user: UserDto | null;
  isAuthenticated: boolean;
  /** True until the first session check finishes. */
  isLoading: boolean;
  /** Re-reads the session; resolves to whether someone is signed in. */
  checkSession: () => Promise<boolean>;
  logout: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);
