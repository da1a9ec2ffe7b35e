import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setTokenProvider } from '../api-client';
import { track } from '../telemetry';
import type { AuthClient } from './auth-types';
import { loadUser, type ProfileLoader } from './load-user';
import type { SessionUser } from './session-user';

export type SessionStatus = 'loading' | 'ready' | 'unavailable';

export interface Session {
  client: AuthClient;
  /** 'loading' only until the first load completes; later reloads keep the app on screen. */
  status: SessionStatus;
  user: SessionUser | null;
  /** Why the user pool is unavailable, when status is 'unavailable'. */
  error: unknown;
  /** Runs the user-loading sequence again (after sign-in, after an email change). */
  reload(): Promise<SessionUser | null>;
  /** Signs out here (`global: false`) or on every device, then leaves for the site root. */
  signOut(options: { global: boolean }): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The browser goes to the site root after a sign-out (spec §4), dropping every cached answer. */
const goToSiteRoot = () => window.location.assign('/');

interface AuthProviderProps {
  client: AuthClient;
  loadProfile?: ProfileLoader;
  /** Where a signed-out browser goes; tests observe it instead of reloading. */
  onSignedOut?: () => void;
  children: ReactNode;
}

export function AuthProvider({
  client,
  loadProfile,
  onSignedOut = goToSiteRoot,
  children,
}: AuthProviderProps) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<SessionUser | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const run = ++latest.current;
    try {
      const loaded = await loadUser(client, loadProfile);
      if (run === latest.current) {
        setUser(loaded);
        setStatus('ready');
      }
      return loaded;
    } catch (failure) {
      if (run === latest.current) {
        setError(failure);
        setUser(null);
        setStatus('unavailable');
      }
      return null;
    }
  }, [client, loadProfile]);

  useEffect(() => {
    setTokenProvider(() => client.idToken());
    void reload();
    const stop = client.onSessionEnded(() => void reload());
    return () => {
      stop();
      setTokenProvider(null);
    };
  }, [client, reload]);

  const signOut = useCallback(
    async ({ global }: { global: boolean }) => {
      await client.signOut({ global });
      track('USER_LOGOUT');
      onSignedOut();
    },
    [client, onSignedOut],
  );

  const value = useMemo<Session>(
    () => ({ client, status, user, error, reload, signOut }),
    [client, status, user, error, reload, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs an <AuthProvider> above it');
  return session;
}
