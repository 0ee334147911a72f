import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-context';

export function useSession(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useSession must be used inside <AuthProvider>');
  return state;
}
