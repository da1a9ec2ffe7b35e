import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/testing/run-admin';
import { passwordSignIn, rejection, seedUser, uniqueEmail, usePoolTestApp } from '../testing/pool-clients';

const t = usePoolTestApp();

describe('the embedded identity-admin interface', () => {
  it('creates a user with a temporary password that must be changed (FORCE_CHANGE_PASSWORD)', async () => {
    const { admin } = t.container.identity;
    const email = uniqueEmail('Created');
    const user = await admin.createUser(email, { 'custom:kind': 'CLIENT' }, 'Temporary-Pass-1');
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      status: 'FORCE_CHANGE_PASSWORD',
      enabled: true,
      emailVerified: true,
    });
    const started = await passwordSignIn(t, email, 'Temporary-Pass-1');
    expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(JSON.parse(started.ChallengeParameters?.userAttributes ?? '{}')).toMatchObject({
      'custom:kind': 'CLIENT',
    });
    expect((await rejection(admin.createUser(email, {}, 'Temporary-Pass-1'))).name).toBe(
      'UsernameExistsException',
    );
    expect((await rejection(admin.createUser(uniqueEmail(), {}, 'weak'))).name).toBe(
      'InvalidPasswordException',
    );
  });

  it('disabling a user makes its existing tokens fail at the API; enabling lets it sign in again', async () => {
    const { admin, verifier } = t.container.identity;
    const { email, sub } = await seedUser(t);
    const { AuthenticationResult } = await passwordSignIn(t, email);
    const idToken = AuthenticationResult?.IdToken ?? '';
    expect(await verifier.authenticate(idToken)).not.toBeNull();
    await admin.disableUser(email);
    expect(await verifier.authenticate(idToken)).toBeNull();
    expect(await admin.getUser(sub)).toMatchObject({ enabled: false });
    expect((await rejection(passwordSignIn(t, email))).message).toBe('User is disabled.');
    await admin.enableUser(sub);
    const again = await passwordSignIn(t, email);
    expect(await verifier.authenticate(again.AuthenticationResult?.IdToken ?? '')).not.toBeNull();
  });

  it('adds users to groups (admins become admins) and deletes users', async () => {
    const { admin, verifier } = t.container.identity;
    const { email } = await seedUser(t);
    await admin.addUserToGroup(email, 'admins');
    await admin.addUserToGroup(email, 'admins');
    expect((await admin.getUser(email))?.groups).toEqual(['admins']);
    const { AuthenticationResult } = await passwordSignIn(t, email);
    const idToken = AuthenticationResult?.IdToken ?? '';
    expect(await verifier.authenticate(idToken)).toMatchObject({ admin: true });
    await admin.deleteUser(email);
    expect(await admin.getUser(email)).toBeNull();
    expect(await verifier.authenticate(idToken)).toBeNull();
    expect((await rejection(admin.disableUser(email))).name).toBe('UserNotFoundException');
  });

  it('sets a permanent password (confirmed) or a temporary one (new password required)', async () => {
    const { admin } = t.container.identity;
    const email = uniqueEmail('reset');
    await admin.createUser(email, {}, 'Temporary-Pass-1');
    await admin.setUserPassword(email, 'Permanent-Pass-2', true);
    expect(await admin.getUser(email)).toMatchObject({ status: 'CONFIRMED' });
    expect((await passwordSignIn(t, email, 'Permanent-Pass-2')).AuthenticationResult?.IdToken).toBeTruthy();
    await admin.setUserPassword(email, 'Temporary-Pass-3', false);
    expect((await passwordSignIn(t, email, 'Temporary-Pass-3')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect((await rejection(admin.setUserPassword(email, 'weak', true))).name).toBe(
      'InvalidPasswordException',
    );
  });

  it('lists users page by page and by email prefix', async () => {
    const { admin } = t.container.identity;
    const prefix = `list-${Date.now()}`;
    for (let i = 0; i < 3; i++) await admin.createUser(`${prefix}-${i}@example.com`, {}, 'Temporary-Pass-1');
    const first = await admin.listUsers({ limit: 2, emailPrefix: prefix });
    expect(first.users).toHaveLength(2);
    expect(first.paginationToken).toBeTruthy();
    const second = await admin.listUsers({
      limit: 2,
      emailPrefix: prefix,
      paginationToken: first.paginationToken,
    });
    expect(second.users).toHaveLength(1);
    expect(second.paginationToken).toBeUndefined();
    const emails = [...first.users, ...second.users].map((u) => u.email).sort();
    expect(emails).toEqual([0, 1, 2].map((i) => `${prefix}-${i}@example.com`));
  });
});

describe('npm run admin', () => {
  const run = (...argv: string[]) => runAdmin(t.container, ...argv);

  it('create-admin creates an administrator and prints a one-time temporary password', async () => {
    const email = uniqueEmail('boss');
    const result = await run('create-admin', email);
    expect(result.code).toBe(0);
    const password = /Temporary password.*: (\S+)$/m.exec(result.out)?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(await t.container.identity.admin.getUser(email)).toMatchObject({
      status: 'FORCE_CHANGE_PASSWORD',
      groups: ['admins'],
    });
    expect((await passwordSignIn(t, email, password)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect((await run('create-admin', email)).code).toBe(1);
  });

  it('rotate-keys publishes a new key beside the old one', async () => {
    const before = await (await fetch(`${t.url}/identity/.well-known/jwks.json`)).json();
    const result = await run('rotate-keys');
    expect(result.code).toBe(0);
    expect(result.out).toContain((before as { keys: { kid: string }[] }).keys[0]?.kid);
  });

  it('explains its usage', async () => {
    expect((await run()).code).toBe(64);
    expect((await run('help')).out).toContain('create-admin <email>');
    expect((await run('create-admin')).code).toBe(64);
    expect((await run('nope')).err).toContain('Unknown command');
  });
});

describe('the socket.io handshake', () => {
  it('accepts a valid id token and refuses others', async () => {
    const { email, sub } = await seedUser(t);
    const { AuthenticationResult } = await passwordSignIn(t, email);
    expect(await t.container.authenticateSocket(AuthenticationResult?.IdToken ?? '')).toEqual({
      sub,
      companyId: null,
    });
    expect(await t.container.authenticateSocket(AuthenticationResult?.AccessToken ?? '')).toBeNull();
    const outcome = (token: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(t.url, {
          path: '/api/socket.io',
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
        });
        socket.on('connect', () => {
          socket.disconnect();
          resolve('connected');
        });
        socket.on('connect_error', (error) => resolve(error.message));
      });
    expect(await outcome(AuthenticationResult?.IdToken ?? '')).toBe('connected');
    expect(await outcome('forged')).toBe('Unauthenticated User');
  });
});
