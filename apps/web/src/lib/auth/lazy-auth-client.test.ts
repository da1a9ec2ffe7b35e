import { describe, expect, it, vi } from 'vitest';
import type { AuthClient } from './auth-types';
import { createLazyAuthClient, hasStoredSession } from './lazy-auth-client';
import { createFakeAuthClient, MEMBER } from './testing/fake-auth-client';

function memoryStorage(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

const STORED = ['lang', 'CognitoIdentityServiceProvider.tranchelocalwebclient00001.LastAuthUser'];

describe('the lazily loaded identity client', () => {
  it('answers "signed out" without loading Amplify when no tokens are stored', async () => {
    const load = vi.fn(async (): Promise<AuthClient> => createFakeAuthClient(MEMBER));
    const client = createLazyAuthClient(load, memoryStorage(['lang']));
    expect(await client.currentSession()).toBeNull();
    expect(await client.idToken()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the real client once for a stored session and answers from it', async () => {
    const real = createFakeAuthClient(MEMBER);
    const load = vi.fn(async (): Promise<AuthClient> => real);
    const client = createLazyAuthClient(load, memoryStorage(STORED));
    expect(await client.currentSession()).toEqual(MEMBER);
    expect(await client.idToken()).toBe('header.payload.signature');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on the first sign-in and forwards the arguments and the answer', async () => {
    const real = createFakeAuthClient(null);
    real.signIn.mockResolvedValue({ step: 'DONE' });
    const load = vi.fn(async (): Promise<AuthClient> => real);
    const client = createLazyAuthClient(load, memoryStorage([]));
    expect(await client.signIn('ada@example.com', 'Secret-2026!')).toEqual({ step: 'DONE' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.signIn).toHaveBeenCalledWith('ada@example.com', 'Secret-2026!');
    // Once loaded, the session comes from the real client even without stored tokens.
    real.session = MEMBER;
    expect(await client.currentSession()).toEqual(MEMBER);
  });

  it('tells listeners registered before the load when the session ends', async () => {
    const real = createFakeAuthClient(MEMBER);
    let endSession = () => {};
    real.onSessionEnded.mockImplementation((listener: () => void) => {
      endSession = listener;
      return () => {};
    });
    const client = createLazyAuthClient(async () => real, memoryStorage(STORED));
    const heard = vi.fn();
    const stop = client.onSessionEnded(heard);
    await client.currentSession();
    endSession();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    endSession();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failed one (offline)', async () => {
    const load = vi
      .fn<() => Promise<AuthClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(createFakeAuthClient(MEMBER));
    const client = createLazyAuthClient(load, memoryStorage(STORED));
    await expect(client.currentSession()).rejects.toThrow('Failed to fetch');
    expect(await client.currentSession()).toEqual(MEMBER);
  });

  it('recognises Amplify’s stored tokens only', () => {
    expect(hasStoredSession(memoryStorage(STORED))).toBe(true);
    expect(hasStoredSession(memoryStorage(['CognitoIdentityServiceProvider.x.y.idToken']))).toBe(false);
    expect(hasStoredSession(memoryStorage([]))).toBe(false);
  });
});
