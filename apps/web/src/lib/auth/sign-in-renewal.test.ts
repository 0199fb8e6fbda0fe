import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';
import { renewSignIn, type SignInKeeper } from './sign-in-redirect';

const config = {
  oidc: {
    authority: 'https://syna.example/oidc',
    clientId: 'syna-web',
    scope: 'openid',
    extraAuthParams: {},
  },
} as unknown as ClientConfig;

/** The sign-in the installed app's windows share (localStorage), and the issuer's rotation of it. */
function sharedSignIn() {
  let kept = { refresh_token: 'refresh-1', access_token: 'access-1', expired: true };
  const spent: string[] = [];
  /** One window's sign-in library, reading and writing the shared storage. */
  const windowManager = () =>
    ({
      getUser: async () => kept as unknown as User,
      signinSilent: async () => {
        // A refresh token is spent by its use: the issuer would end the sign-in if it came again.
        if (spent.includes(kept.refresh_token)) throw new Error('invalid_grant');
        spent.push(kept.refresh_token);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const number = spent.length + 1;
        kept = { refresh_token: `refresh-${number}`, access_token: `access-${number}`, expired: false };
        return kept as unknown as User;
      },
    }) as unknown as SignInKeeper;
  return { windowManager, spent };
}

/** The Web Locks API as a browser gives it: one holder of a name at a time, in turn. */
function webLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, work: () => Promise<unknown>) => {
      const turn = (queues.get(name) ?? Promise.resolve()).then(work, work);
      queues.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('renewing the sign-in the installed app’s windows share', () => {
  it('renews once when two windows find it expired together: the one that waited takes the renewed sign-in', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() });
    const { windowManager, spent } = sharedSignIn();
    const [first, second] = await Promise.all([
      renewSignIn(windowManager(), config),
      renewSignIn(windowManager(), config),
    ]);
    expect(spent).toEqual(['refresh-1']);
    expect(first?.access_token).toBe('access-2');
    expect(second?.access_token).toBe('access-2');
  });

  it('renews nothing once the sign-in is gone, rather than asking the issuer in a hidden frame', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() });
    const signinSilent = vi.fn();
    const signedOut = { getUser: async () => null, signinSilent } as unknown as SignInKeeper;
    expect(await renewSignIn(signedOut, config)).toBeNull();
    const withoutRefreshToken = {
      getUser: async () => ({ access_token: 'access-1', expired: true }) as unknown as User,
      signinSilent,
    } as unknown as SignInKeeper;
    expect(await renewSignIn(withoutRefreshToken, config)).toBeNull();
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('renews again later with the refresh token the last renewal left', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() });
    const { windowManager, spent } = sharedSignIn();
    await renewSignIn(windowManager(), config);
    expect((await renewSignIn(windowManager(), config))?.access_token).toBe('access-3');
    expect(spent).toEqual(['refresh-1', 'refresh-2']);
  });
});
