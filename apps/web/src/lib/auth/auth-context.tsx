import { createContext, useContext } from 'react';

export interface AuthActions {
  /** A valid access token, renewed (with the `JWT` cookie) when it is about to expire. */
  getAccessToken(): Promise<string | null>;
  /** Revokes the refresh token and ends the issuer's session, then returns to sign in. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthActions | null>(null);

/** Sign-in actions for the shell (logout) and the live socket (a fresh token). */
export function useAuth(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth needs the AuthContext provider');
  return actions;
}
