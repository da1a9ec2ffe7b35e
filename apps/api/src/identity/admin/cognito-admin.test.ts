import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createBlockedSubjectsRepo } from '../repo/blocked-subjects.repo';
import { rejection } from '../testing/pool-clients';
import { createCognitoAdmin } from './cognito-admin';

/** A stand-in for the Cognito service: records each signed Admin* call and answers like Cognito. */
const calls: { action: string; body: Record<string, unknown>; signed: boolean }[] = [];
let groupExists = false;
const SUB = '7d1e0c2a-1111-4222-8333-944455556666';
const user = (email: string, enabled = true) => ({
  Username: SUB,
  Enabled: enabled,
  UserStatus: 'FORCE_CHANGE_PASSWORD',
  UserCreateDate: 1_795_000_000,
  Attributes: [
    { Name: 'sub', Value: SUB },
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'custom:kind', Value: 'CLIENT' },
  ],
});

function answer(action: string, body: Record<string, unknown>): [number, unknown] {
  switch (action) {
    case 'AdminCreateUser':
      return [200, { User: user(String(body.Username)) }];
    case 'AdminGetUser': {
      const { Attributes, ...rest } = user(String(body.Username));
      if (body.Username === 'missing@example.com')
        return [400, { __type: 'UserNotFoundException', message: 'User does not exist.' }];
      return [200, { ...rest, UserAttributes: Attributes }];
    }
    case 'AdminAddUserToGroup':
      return groupExists
        ? [200, {}]
        : [400, { __type: 'ResourceNotFoundException', message: 'Group not found.' }];
    case 'CreateGroup':
      groupExists = true;
      return [200, { Group: { GroupName: body.GroupName } }];
    case 'ListUsers':
      return [200, { Users: [user('a@example.com')], PaginationToken: 'next-page' }];
    default:
      return [200, {}];
  }
}

let server: Server;
let database: TestDatabase;
let client: CognitoIdentityProviderClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const action = String(request.headers['x-amz-target']).split('.')[1] ?? '';
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({
        action,
        body,
        signed: String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256'),
      });
      const [status, payload] = answer(action, body);
      response.statusCode = status;
      response.setHeader('content-type', 'application/x-amz-json-1.1');
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new CognitoIdentityProviderClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    maxAttempts: 1,
  });
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  calls.length = 0;
});

const admin = () => {
  const changed: string[] = [];
  const blocked = createBlockedSubjectsRepo(database.db);
  const instance = createCognitoAdmin({
    userPoolId: 'eu-central-1_Test',
    region: 'eu-central-1',
    client,
    blocked,
    onUserChanged: (sub) => changed.push(sub),
  });
  return { instance, blocked, changed };
};

it('creates a user with AdminCreateUser: temporary password, verified email, no invitation mail', async () => {
  const created = await admin().instance.createUser(
    'New@Example.com',
    { 'custom:kind': 'CLIENT' },
    'Temporary-Pass-1',
  );
  expect(calls).toEqual([
    {
      action: 'AdminCreateUser',
      signed: true,
      body: {
        UserPoolId: 'eu-central-1_Test',
        Username: 'new@example.com',
        TemporaryPassword: 'Temporary-Pass-1',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: 'new@example.com' },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:kind', Value: 'CLIENT' },
        ],
      },
    },
  ]);
  expect(created).toMatchObject({
    sub: SUB,
    email: 'new@example.com',
    status: 'FORCE_CHANGE_PASSWORD',
    attributes: { 'custom:kind': 'CLIENT' },
  });
});

it('sets a password with AdminSetUserPassword', async () => {
  await admin().instance.setUserPassword('user@example.com', 'Permanent-Pass-2', true);
  expect(calls).toEqual([
    {
      action: 'AdminSetUserPassword',
      signed: true,
      body: {
        UserPoolId: 'eu-central-1_Test',
        Username: 'user@example.com',
        Password: 'Permanent-Pass-2',
        Permanent: true,
      },
    },
  ]);
});

it('disables a user in Cognito, signs it out there and blocks its tokens locally; enabling unblocks', async () => {
  const { instance, blocked, changed } = admin();
  await instance.disableUser('user@example.com');
  expect(calls.map((c) => c.action)).toEqual(['AdminDisableUser', 'AdminUserGlobalSignOut', 'AdminGetUser']);
  expect(await blocked.isBlocked(SUB)).toBe(true);
  expect(changed).toEqual([SUB]);
  calls.length = 0;
  await instance.enableUser('user@example.com');
  expect(calls.map((c) => c.action)).toEqual(['AdminEnableUser', 'AdminGetUser']);
  expect(await blocked.isBlocked(SUB)).toBe(false);
});

it('deletes a user with AdminDeleteUser and keeps refusing its tokens', async () => {
  const { instance, blocked } = admin();
  await instance.deleteUser('user@example.com');
  expect(calls.map((c) => c.action)).toEqual(['AdminGetUser', 'AdminDeleteUser']);
  expect(await blocked.isBlocked(SUB)).toBe(true);
});

it('adds to a group, creating the group the first time', async () => {
  groupExists = false;
  await admin().instance.addUserToGroup('user@example.com', 'admins');
  expect(calls.map((c) => c.action)).toEqual(['AdminAddUserToGroup', 'CreateGroup', 'AdminAddUserToGroup']);
  expect(calls[0]?.body).toEqual({
    UserPoolId: 'eu-central-1_Test',
    Username: 'user@example.com',
    GroupName: 'admins',
  });
});

it('gets and lists users (ListUsers with an email prefix filter)', async () => {
  const { instance } = admin();
  expect(await instance.getUser('missing@example.com')).toBeNull();
  expect(await instance.getUser('user@example.com')).toMatchObject({
    sub: SUB,
    email: 'user@example.com',
    enabled: true,
  });
  calls.length = 0;
  const page = await instance.listUsers({ limit: 10, emailPrefix: 'a"' });
  expect(calls[0]?.body).toEqual({ UserPoolId: 'eu-central-1_Test', Limit: 10, Filter: 'email ^= "a"' });
  expect(page).toMatchObject({ users: [{ email: 'a@example.com' }], paginationToken: 'next-page' });
});

it("passes Cognito's errors on with their names", async () => {
  const error = await rejection(admin().instance.disableUser('missing@example.com'));
  expect(error.name).toBe('UserNotFoundException');
});
