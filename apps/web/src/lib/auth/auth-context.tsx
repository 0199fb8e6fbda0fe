import { createContext, useContext } from 'react';

export interface AuthActions {
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthActions | null>(null);

/** Sign-in actions for the shell (logout). */
export function useAuth(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth needs the AuthContext provider');
  return actions;
}
